import { toMajor, type CurrencyCode } from '@vira/domain/currencies';
import type { CreatePaymentInput, PaymentEvent, PaymentProvider, PaymentSessionResult } from './payment-provider';
import { PaymentProviderError, providerFetch, WebhookSignatureError } from './payment-provider';
import { hmacHex, safeEqualHex, SIGNATURE_TOLERANCE_SECONDS } from './signature';

const API = 'https://api.mercadopago.com';

interface Preference {
  id: string;
  init_point: string;
}
interface MpPayment {
  id: number;
  status: string;
  external_reference?: string;
}

/** Mercado Pago Checkout Pro preferences (card, wallet, OXXO) through the REST API. */
export class MercadoPagoPaymentProvider implements PaymentProvider {
  readonly name = 'mercadopago';
  constructor(
    private readonly accessToken: string,
    private readonly webhookSecret: string,
    private readonly publicUrl: string,
  ) {}

  private headers() {
    return { Authorization: `Bearer ${this.accessToken}`, 'Content-Type': 'application/json' };
  }

  async createRentalPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    const preference = await providerFetch<Preference>('mercadopago', `${API}/checkout/preferences`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({
        items: [
          {
            title: input.description.slice(0, 250),
            quantity: 1,
            unit_price: toMajor(input.amount, input.currency as CurrencyCode),
            currency_id: input.currency,
          },
        ],
        payer: { email: input.customerEmail },
        external_reference: input.paymentId,
        back_urls: { success: input.successUrl, failure: input.cancelUrl, pending: input.successUrl },
        auto_return: 'approved',
        notification_url: new URL('/api/payments/webhooks/mercadopago', this.publicUrl).toString(),
        expires: true,
        expiration_date_to: input.expiresAt.toISOString(),
        // Cards for request listings are authorised only and captured when the owner accepts.
        ...(input.capture === 'manual' ? { binary_mode: true } : {}),
      }),
    });
    if (!preference.init_point) throw new PaymentProviderError('mercadopago returned no url');
    return { url: preference.init_point, transactionId: preference.id };
  }

  async createCryptoPayment(): Promise<PaymentSessionResult> {
    throw new PaymentProviderError('mercadopago does not take crypto');
  }

  /** x-signature `ts=…,v1=…` over `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (Mercado Pago's scheme). */
  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    let body: { type?: string; action?: string; data?: { id?: string | number } };
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('unreadable body');
    }
    const dataId = String(body.data?.id ?? '');
    const header = headers.get('x-signature') ?? '';
    const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=') as [string, string]));
    const ts = Number(parts.ts);
    if (!dataId || !parts.v1 || !Number.isFinite(ts)) throw new WebhookSignatureError('malformed signature');
    const seconds = ts > 1e12 ? ts / 1000 : ts;
    if (Math.abs(Date.now() / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS)
      throw new WebhookSignatureError('stale signature');
    const manifest = `id:${dataId.toLowerCase()};request-id:${headers.get('x-request-id') ?? ''};ts:${parts.ts};`;
    if (!safeEqualHex(parts.v1, hmacHex('sha256', this.webhookSecret, manifest)))
      throw new WebhookSignatureError('bad signature');
    // The notification only names the payment: its state is read from the API.
    const payment = await providerFetch<MpPayment>('mercadopago', `${API}/v1/payments/${encodeURIComponent(dataId)}`, {
      headers: this.headers(),
    });
    const type =
      payment.status === 'approved'
        ? 'approved'
        : payment.status === 'authorized'
          ? 'authorised'
          : ['rejected', 'cancelled', 'refunded', 'charged_back'].includes(payment.status)
            ? 'failed'
            : 'pending';
    return { eventId: `${payment.id}:${payment.status}`, type, paymentId: payment.external_reference, payload: body };
  }

  async capture(transactionId: string, amount: number): Promise<void> {
    void amount;
    throw new PaymentProviderError(`capture of ${transactionId} must be done on the payment, not the preference`);
  }

  async cancel(transactionId: string): Promise<void> {
    throw new PaymentProviderError(`cancel of ${transactionId} must be done on the payment, not the preference`);
  }

  async refund(transactionId: string): Promise<{ refundId: string }> {
    // Our transaction id is the preference; a refund is made on the payment it produced.
    throw new PaymentProviderError(`refund of ${transactionId} must be done on the payment, not the preference`);
  }
}
