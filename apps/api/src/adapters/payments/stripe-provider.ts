import Stripe from 'stripe';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentProvider,
  PaymentSessionResult,
  ProviderTotals,
  RecordedPayment,
} from './payment-provider';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature';

/** Connection settings the tests use to point the SDK at a local server; production passes none. */
export type StripeClientOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'>;

/** Runs one SDK call; whatever Stripe answers that is not a success becomes PaymentProviderError. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(`stripe ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Stripe Checkout Sessions for card and OXXO (MXN), through Stripe's official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: StripeClientOptions = {},
  ) {
    this.stripe = new Stripe(secretKey, { timeout: 15_000, maxNetworkRetries: 2, telemetry: false, ...options });
  }

  async createRentalPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    if (input.method !== 'credit_card' && input.method !== 'oxxo')
      throw new PaymentProviderError(`stripe cannot take ${input.method}`);
    // Cash vouchers cannot be authorised; cards for request listings are captured when the owner accepts.
    const manual = input.capture === 'manual' && input.method === 'credit_card';
    const session = await call('checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [input.method === 'oxxo' ? 'oxxo' : 'card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description.slice(0, 250) },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.orderId,
          metadata: { payment_id: input.paymentId, order_id: input.orderId },
          payment_intent_data: {
            metadata: { payment_id: input.paymentId },
            ...(manual ? { capture_method: 'manual' as const } : {}),
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // Stripe's minimum session lifetime is 30 minutes; our own hold expiry releases the dates earlier.
          expires_at: Math.floor(Math.max(input.expiresAt.getTime(), Date.now() + 31 * 60_000) / 1000),
        },
        // Our payments row is created once per attempt: a retried call makes the same session.
        { idempotencyKey: `vira-session-${input.paymentId}` },
      ),
    );
    if (!session.url) throw new PaymentProviderError('stripe returned no url');
    return { url: session.url, transactionId: session.id };
  }

  async createCryptoPayment(): Promise<PaymentSessionResult> {
    throw new PaymentProviderError('stripe does not take crypto here');
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    let event: Stripe.Event;
    try {
      const signature = headers.get('Stripe-Signature') ?? '';
      // Stripe's SDK refuses only events that are too old; one stamped in the future would stay replayable until
      // its time came, so the same window applies forwards.
      const stamped = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (stamped > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS)
        throw new WebhookSignatureError('signature from the future');
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    const object = event.data.object as { id?: string; payment_status?: string; metadata?: Record<string, string> };
    const base = {
      eventId: event.id,
      transactionId: object.id,
      paymentId: object.metadata?.payment_id,
      payload: event,
    };
    switch (event.type) {
      case 'checkout.session.completed':
        // An OXXO voucher (or a card awaiting capture) completes unpaid: the outcome comes in a later event.
        return { ...base, type: object.payment_status === 'paid' ? 'approved' : 'pending' };
      case 'checkout.session.async_payment_succeeded':
        return { ...base, type: 'approved' };
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return { ...base, type: 'failed' };
      case 'payment_intent.amount_capturable_updated':
        // A payment intent, not a session: it is found by our payment id in its metadata.
        return { ...base, transactionId: undefined, type: 'authorised' };
      default:
        return { ...base, type: 'pending' };
    }
  }

  /** Our transaction id is the Checkout Session; captures, voids and refunds act on its payment intent. */
  private async paymentIntentOf(transactionId: string): Promise<string | null> {
    const session = await call('session', () => this.stripe.checkout.sessions.retrieve(transactionId));
    const intent = session.payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? null);
  }

  async capture(transactionId: string, amount: number): Promise<void> {
    const intent = await this.paymentIntentOf(transactionId);
    if (!intent) throw new PaymentProviderError('stripe session has no payment intent');
    await call('capture', () =>
      this.stripe.paymentIntents.capture(
        intent,
        { amount_to_capture: amount },
        { idempotencyKey: `vira-capture-${transactionId}` },
      ),
    );
  }

  async cancel(transactionId: string): Promise<void> {
    const intent = await this.paymentIntentOf(transactionId);
    // No intent: nobody paid, so nothing is held.
    if (intent) await call('cancel', () => this.stripe.paymentIntents.cancel(intent));
  }

  /**
   * Stripe's own record, for the daily reconciliation: per Checkout Session, what its payment intent received and
   * what its charge gave back. A session nobody paid has no intent: nothing taken.
   */
  async recordedTotals(payments: RecordedPayment[]): Promise<Map<string, ProviderTotals>> {
    const totals = new Map<string, ProviderTotals>();
    for (const { transactionId } of payments) {
      const session = await call('session', () =>
        this.stripe.checkout.sessions.retrieve(transactionId, { expand: ['payment_intent.latest_charge'] }),
      );
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      totals.set(transactionId, { captured: intent?.amount_received ?? 0, refunded: charge?.amount_refunded ?? 0 });
    }
    return totals;
  }

  async refund(transactionId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const intent = await this.paymentIntentOf(transactionId);
    if (!intent) throw new PaymentProviderError('stripe session has no payment intent');
    const refund = await call('refund', () =>
      this.stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey }),
    );
    return { refundId: refund.id };
  }
}
