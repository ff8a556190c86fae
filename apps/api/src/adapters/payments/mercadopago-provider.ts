import { toMajor, toMinor, type CurrencyCode } from '@vira/domain/currencies';
import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentProvider,
  PaymentSessionResult,
  ProviderTotals,
  RecordedPayment,
} from './payment-provider';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider';
import { hmacHex, safeEqualHex, SIGNATURE_TOLERANCE_SECONDS } from './signature';

/** Runs one SDK call; whatever Mercado Pago answers that is not a success becomes PaymentProviderError. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    throw new PaymentProviderError(`mercadopago ${what}: ${message}`);
  }
}

/** Payment states in which Mercado Pago holds (or held, before giving back) the money it took. */
const TAKEN = ['approved', 'refunded', 'charged_back', 'in_mediation'];

/** Mercado Pago Checkout Pro preferences (card, wallet, OXXO) through Mercado Pago's official SDK. */
export class MercadoPagoPaymentProvider implements PaymentProvider {
  readonly name = 'mercadopago';
  private readonly preferences: Preference;
  private readonly payments: Payment;
  private readonly refunds: PaymentRefund;

  constructor(
    accessToken: string,
    private readonly webhookSecret: string,
    private readonly publicUrl: string,
  ) {
    const config = new MercadoPagoConfig({ accessToken, options: { timeout: 15_000 } });
    this.preferences = new Preference(config);
    this.payments = new Payment(config);
    this.refunds = new PaymentRefund(config);
  }

  async createRentalPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    const preference = await call('preference', () =>
      this.preferences.create({
        body: {
          items: [
            {
              id: input.orderId,
              title: input.description.slice(0, 250),
              quantity: 1,
              unit_price: toMajor(input.amount, input.currency as CurrencyCode),
              currency_id: input.currency,
            },
          ],
          payer: { email: input.customerEmail },
          // Our payments row: how a notification, a capture or a refund finds the payment this preference made.
          external_reference: input.paymentId,
          back_urls: { success: input.successUrl, failure: input.failureUrl, pending: input.successUrl },
          auto_return: 'approved',
          notification_url: new URL('/api/payments/webhooks/mercadopago', this.publicUrl).toString(),
          expires: true,
          expiration_date_to: input.expiresAt.toISOString(),
          // Cards for request listings are authorised only and captured when the owner accepts.
          ...(input.capture === 'manual' ? { binary_mode: true } : {}),
        },
        requestOptions: { idempotencyKey: `vira-preference-${input.paymentId}` },
      }),
    );
    if (!preference.init_point || !preference.id) throw new PaymentProviderError('mercadopago returned no url');
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
    const payment = await call('payment', () => this.payments.get({ id: dataId }));
    const status = payment.status ?? '';
    const type =
      status === 'approved'
        ? 'approved'
        : status === 'authorized'
          ? 'authorised'
          : ['rejected', 'cancelled', 'refunded', 'charged_back'].includes(status)
            ? 'failed'
            : 'pending';
    return { eventId: `${payment.id}:${status}`, type, paymentId: payment.external_reference, payload: body };
  }

  /**
   * Our transaction id is the preference; captures, voids and refunds act on the payment it produced, found by
   * the preference's external reference (our payments row id).
   */
  private async paymentOf(transactionId: string, statuses: string[]) {
    const preference = await call('preference', () => this.preferences.get({ preferenceId: transactionId }));
    const reference = preference.external_reference;
    if (!reference) throw new PaymentProviderError(`mercadopago preference ${transactionId} has no reference`);
    const found = await call('payment search', () =>
      this.payments.search({ options: { external_reference: reference, sort: 'date_created', criteria: 'desc' } }),
    );
    const payment = (found.results ?? []).find((p) => statuses.includes(p.status ?? ''));
    if (!payment?.id) return null;
    return { id: payment.id, currency: (payment.currency_id ?? 'MXN') as CurrencyCode };
  }

  async capture(transactionId: string, amount: number): Promise<void> {
    const payment = await this.paymentOf(transactionId, ['authorized']);
    if (!payment) throw new PaymentProviderError(`mercadopago: no authorised payment for ${transactionId}`);
    await call('capture', () =>
      this.payments.capture({
        id: payment.id,
        transaction_amount: toMajor(amount, payment.currency),
        requestOptions: { idempotencyKey: `vira-capture-${transactionId}` },
      }),
    );
  }

  async cancel(transactionId: string): Promise<void> {
    const payment = await this.paymentOf(transactionId, ['authorized', 'pending', 'in_process']);
    // Nothing authorised or pending: nothing is held.
    if (payment) await call('cancel', () => this.payments.cancel({ id: payment.id }));
  }

  async refund(transactionId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const payment = await this.paymentOf(transactionId, ['approved']);
    if (!payment) throw new PaymentProviderError(`mercadopago: no approved payment for ${transactionId}`);
    const refund = await call('refund', () =>
      this.refunds.create({
        payment_id: payment.id,
        body: { amount: toMajor(amount, payment.currency) },
        requestOptions: { idempotencyKey },
      }),
    );
    if (refund.id === undefined) throw new PaymentProviderError('mercadopago returned no refund id');
    return { refundId: String(refund.id) };
  }

  /**
   * Mercado Pago's own record, for the daily reconciliation: the payments its search finds under each of our
   * payments (external_reference), what each took (`transaction_amount` of a payment in a taken state: after a
   * partial capture it is the captured part) and gave back (`transaction_amount_refunded`). Two payments taken
   * for one reference count twice, as the reconciliation must see them.
   */
  async recordedTotals(payments: RecordedPayment[]): Promise<Map<string, ProviderTotals>> {
    const totals = new Map<string, ProviderTotals>();
    for (const { transactionId, paymentId } of payments) {
      const found = await call('payment search', () =>
        this.payments.search({ options: { external_reference: paymentId, limit: 100 } }),
      );
      const total = { captured: 0, refunded: 0 };
      for (const payment of found.results ?? []) {
        const currency = (payment.currency_id ?? 'MXN') as CurrencyCode;
        if (TAKEN.includes(payment.status ?? '')) total.captured += toMinor(payment.transaction_amount ?? 0, currency);
        total.refunded += toMinor(payment.transaction_amount_refunded ?? 0, currency);
      }
      totals.set(transactionId, total);
    }
    return totals;
  }
}
