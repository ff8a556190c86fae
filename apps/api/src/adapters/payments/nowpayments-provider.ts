import type { CurrencyCode } from '@vira/domain/currencies';
import { toMajor } from '@vira/domain/currencies';
import type { CreatePaymentInput, PaymentEvent, PaymentProvider, PaymentSessionResult } from './payment-provider';
import { PaymentProviderError, providerFetch, WebhookSignatureError } from './payment-provider';
import { hmacHex, safeEqualHex } from './signature';

const API = 'https://api.nowpayments.io/v1';

interface Invoice {
  id: string | number;
  invoice_url: string;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Crypto invoices through NOWPayments (hosted invoice page, IPN callbacks signed with HMAC-SHA512). */
export class NowPaymentsProvider implements PaymentProvider {
  readonly name = 'nowpayments';
  constructor(
    private readonly apiKey: string,
    private readonly ipnSecret: string,
    private readonly publicUrl: string,
  ) {}

  async createRentalPayment(): Promise<PaymentSessionResult> {
    throw new PaymentProviderError('nowpayments only takes crypto');
  }

  async createCryptoPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    const invoice = await providerFetch<Invoice>('nowpayments', `${API}/invoice`, {
      method: 'POST',
      headers: { 'x-api-key': this.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        price_amount: toMajor(input.amount, input.currency as CurrencyCode),
        price_currency: input.currency.toLowerCase(),
        order_id: input.paymentId,
        order_description: input.description.slice(0, 250),
        ipn_callback_url: new URL('/api/payments/webhooks/nowpayments', this.publicUrl).toString(),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    });
    if (!invoice.invoice_url) throw new PaymentProviderError('nowpayments returned no url');
    return { url: invoice.invoice_url, transactionId: String(invoice.id) };
  }

  /** x-nowpayments-sig: HMAC-SHA512 of the body re-serialised with sorted keys. */
  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    let body: {
      payment_id?: number | string;
      payment_status?: string;
      order_id?: string;
      invoice_id?: number | string;
    };
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('unreadable body');
    }
    const signature = headers.get('x-nowpayments-sig') ?? '';
    if (!safeEqualHex(signature, hmacHex('sha512', this.ipnSecret, JSON.stringify(sortKeys(body))))) {
      throw new WebhookSignatureError('bad signature');
    }
    const status = body.payment_status ?? '';
    const type =
      status === 'finished' ? 'approved' : ['failed', 'expired', 'refunded'].includes(status) ? 'failed' : 'pending';
    return {
      eventId: `${body.payment_id}:${status}`,
      type,
      paymentId: body.order_id,
      transactionId: body.invoice_id ? String(body.invoice_id) : undefined,
      payload: body,
    };
  }

  async capture(): Promise<void> {
    // Crypto payments are final when they arrive; there is nothing to capture.
  }

  async cancel(transactionId: string): Promise<void> {
    throw new PaymentProviderError(
      `crypto payment ${transactionId} cannot be voided; refund it from the NOWPayments dashboard`,
    );
  }

  async refund(transactionId: string): Promise<{ refundId: string }> {
    // Crypto refunds need the payer's wallet address: an operator sends them; the refund stays pending for them.
    throw new PaymentProviderError(`crypto payment ${transactionId}: refund it from the NOWPayments dashboard`);
  }
}
