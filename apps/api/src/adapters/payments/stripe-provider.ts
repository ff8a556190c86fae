import type { CreatePaymentInput, PaymentEvent, PaymentProvider, PaymentSessionResult } from './payment-provider';
import { PaymentProviderError, providerFetch, WebhookSignatureError } from './payment-provider';
import { verifyTimestamped } from './signature';

const API = 'https://api.stripe.com/v1';

interface StripeSession {
  id: string;
  url: string | null;
  payment_status?: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent?: string | null;
  metadata?: Record<string, string>;
}
interface StripeEvent {
  id: string;
  type: string;
  data: { object: StripeSession };
}

/** Stripe Checkout Sessions for card and OXXO (MXN), through Stripe's REST API. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  constructor(
    private readonly secretKey: string,
    private readonly webhookSecret: string,
  ) {}

  private post<T>(path: string, form: Record<string, string>): Promise<T> {
    return providerFetch<T>('stripe', `${API}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  async createRentalPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    if (input.method !== 'credit_card' && input.method !== 'oxxo')
      throw new PaymentProviderError(`stripe cannot take ${input.method}`);
    const form: Record<string, string> = {
      mode: 'payment',
      'payment_method_types[0]': input.method === 'oxxo' ? 'oxxo' : 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': input.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(input.amount),
      'line_items[0][price_data][product_data][name]': input.description.slice(0, 250),
      customer_email: input.customerEmail,
      client_reference_id: input.orderId,
      'metadata[payment_id]': input.paymentId,
      'metadata[order_id]': input.orderId,
      'payment_intent_data[metadata][payment_id]': input.paymentId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      // Stripe's minimum session lifetime is 30 minutes; our own hold expiry releases the dates earlier.
      expires_at: String(Math.floor(Math.max(input.expiresAt.getTime(), Date.now() + 31 * 60_000) / 1000)),
    };
    // Cash vouchers cannot be authorised; cards for request listings are captured when the owner accepts.
    if (input.capture === 'manual' && input.method === 'credit_card')
      form['payment_intent_data[capture_method]'] = 'manual';
    const session = await this.post<StripeSession>('/checkout/sessions', form);
    if (!session.url) throw new PaymentProviderError('stripe returned no url');
    return { url: session.url, transactionId: session.id };
  }

  async createCryptoPayment(): Promise<PaymentSessionResult> {
    throw new PaymentProviderError('stripe does not take crypto here');
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    verifyTimestamped(this.webhookSecret, rawBody, headers.get('Stripe-Signature'));
    let event: StripeEvent;
    try {
      event = JSON.parse(rawBody) as StripeEvent;
    } catch {
      throw new WebhookSignatureError('unreadable body');
    }
    const session = event.data?.object;
    const base = {
      eventId: event.id,
      transactionId: session?.id,
      paymentId: session?.metadata?.payment_id,
      payload: event,
    };
    switch (event.type) {
      case 'checkout.session.completed':
        if (session.payment_status === 'paid') return { ...base, type: 'approved' };
        // An OXXO voucher (or a card awaiting capture) completes unpaid: the outcome comes in a later event.
        return { ...base, type: 'pending' };
      case 'checkout.session.async_payment_succeeded':
        return { ...base, type: 'approved' };
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return { ...base, type: 'failed' };
      case 'payment_intent.amount_capturable_updated':
        return { ...base, transactionId: undefined, paymentId: session?.metadata?.payment_id, type: 'authorised' };
      default:
        return { ...base, type: 'pending' };
    }
  }

  async capture(transactionId: string, amount: number): Promise<void> {
    const session = await providerFetch<StripeSession>('stripe', `${API}/checkout/sessions/${transactionId}`, {
      headers: { Authorization: `Bearer ${this.secretKey}` },
    });
    if (!session.payment_intent) throw new PaymentProviderError('stripe session has no payment intent');
    await this.post(`/payment_intents/${session.payment_intent}/capture`, { amount_to_capture: String(amount) });
  }

  async cancel(transactionId: string): Promise<void> {
    const session = await providerFetch<StripeSession>('stripe', `${API}/checkout/sessions/${transactionId}`, {
      headers: { Authorization: `Bearer ${this.secretKey}` },
    });
    if (session.payment_intent) await this.post(`/payment_intents/${session.payment_intent}/cancel`, {});
  }

  async refund(transactionId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const session = await providerFetch<StripeSession>('stripe', `${API}/checkout/sessions/${transactionId}`, {
      headers: { Authorization: `Bearer ${this.secretKey}` },
    });
    if (!session.payment_intent) throw new PaymentProviderError('stripe session has no payment intent');
    const refund = await providerFetch<{ id: string }>('stripe', `${API}/refunds`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': idempotencyKey,
      },
      body: new URLSearchParams({ payment_intent: String(session.payment_intent), amount: String(amount) }),
    });
    return { refundId: refund.id };
  }
}
