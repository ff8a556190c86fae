import type { CurrencyCode } from '@vira/domain/currencies';
import { toMajor, toMinor } from '@vira/domain/currencies';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentProvider,
  PaymentSessionResult,
  ProviderTotals,
  RecordedPayment,
} from './payment-provider';
import { PaymentProviderError, providerFetch, WebhookSignatureError } from './payment-provider';
import { hmacHex, safeEqualHex } from './signature';

const API = 'https://api.nowpayments.io/v1';

interface Invoice {
  id: string | number;
  invoice_url: string;
}

/** One payment of NOWPayments' payment list (GET /v1/payment): its price is in our currency, major units. */
interface ListedPayment {
  payment_id: number | string;
  invoice_id?: number | string | null;
  payment_status: string;
  price_amount: number;
  price_currency: string;
}

/** Crypto arrived in full (finished), or arrived and was sent back from the dashboard (refunded). */
const TAKEN = ['finished', 'refunded'];

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
    /** The account's login, for the payment list; without it the reconciliation cannot read NOWPayments' record. */
    private readonly login: { email: string; password: string } | null = null,
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

  /**
   * NOWPayments' own record, for the daily reconciliation: its payment list filtered by our invoice, what each
   * payment's price was when it arrived (finished or later refunded) and what was refunded (the whole price: crypto
   * refunds are made from the dashboard). The list needs a JWT from the account's login (POST /v1/auth, valid
   * minutes): without a login this provider is not compared, and the report says how many payments were.
   */
  async recordedTotals(payments: RecordedPayment[]): Promise<Map<string, ProviderTotals> | null> {
    if (!this.login) return null;
    const { token } = await providerFetch<{ token: string }>('nowpayments', `${API}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(this.login),
    });
    const headers = { 'x-api-key': this.apiKey, Authorization: `Bearer ${token}` };
    const totals = new Map<string, ProviderTotals>();
    for (const { transactionId } of payments) {
      const total = { captured: 0, refunded: 0 };
      for (let page = 0; ; page += 1) {
        const query = new URLSearchParams({ invoiceId: transactionId, limit: '100', page: String(page) });
        const list = await providerFetch<{ data?: ListedPayment[]; pagesCount?: number }>(
          'nowpayments',
          `${API}/payment/?${query}`,
          { headers },
        );
        for (const payment of list.data ?? []) {
          if (payment.invoice_id != null && String(payment.invoice_id) !== transactionId) continue;
          if (!TAKEN.includes(payment.payment_status)) continue;
          const amount = toMinor(payment.price_amount, payment.price_currency.toUpperCase() as CurrencyCode);
          total.captured += amount;
          if (payment.payment_status === 'refunded') total.refunded += amount;
        }
        if (page + 1 >= (list.pagesCount ?? 1)) break;
      }
      totals.set(transactionId, total);
    }
    return totals;
  }
}
