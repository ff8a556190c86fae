import type { CurrencyCode } from '@vira/domain/currencies';
import type { PaymentMethod } from '@vira/domain/checkout';

export interface CreatePaymentInput {
  /** Our payments row id, sent to the provider as its reference (metadata / external_reference / order_id). */
  paymentId: string;
  orderId: string;
  method: PaymentMethod;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  description: string;
  customerEmail: string;
  /** Absolute URLs the provider sends the person back to. */
  successUrl: string;
  /** Where a person who left the payment page goes back to. */
  cancelUrl: string;
  /** Where a payment the bank or card issuer refused goes back to (providers that tell the two apart). */
  failureUrl: string;
  /** `manual`: authorise now, capture when the owner accepts (request listings). */
  capture: 'automatic' | 'manual';
  expiresAt: Date;
}

export interface PaymentSessionResult {
  /** The provider's payment page. */
  url: string;
  transactionId: string;
  /** Cash voucher reference (OXXO), when the provider gives one at creation. */
  reference?: string | null;
  expiresAt?: Date | null;
}

/** What a verified webhook tells us, normalised across providers. */
export interface PaymentEvent {
  /** The provider's unique event id: a second delivery with the same id is a duplicate. */
  eventId: string;
  type: 'approved' | 'authorised' | 'failed' | 'pending';
  transactionId?: string;
  paymentId?: string;
  payload: unknown;
}

/**
 * One interface for every payment provider. `createRentalPayment` is the card / OXXO / wallet call and
 * `createCryptoPayment` the crypto call (the spec's create-rental-payment and create-crypto-payment).
 */
export interface PaymentProvider {
  readonly name: string;
  createRentalPayment(input: CreatePaymentInput): Promise<PaymentSessionResult>;
  createCryptoPayment(input: CreatePaymentInput): Promise<PaymentSessionResult>;
  /** Verifies the signature and reads the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  /** Takes `amount` of an authorised payment (owner accepted). */
  capture(transactionId: string, amount: number): Promise<void>;
  /** Releases an authorisation nobody will capture (owner declined or did not answer). */
  cancel(transactionId: string): Promise<void>;
  /**
   * Gives `amount` (minor units) of a captured payment back to the payer. `idempotencyKey` is our refund row's
   * id: a call retried after a crash or a timeout refunds once.
   */
  refund(transactionId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * The provider's own record of what it took and gave back per transaction (minor units), for the daily
   * reconciliation, keyed by transaction id; null (or absent) when this provider's record cannot be read here.
   * `paymentId` is our payments row, the reference the provider keeps (external_reference, order_id, metadata).
   */
  recordedTotals?(payments: RecordedPayment[]): Promise<Map<string, ProviderTotals> | null>;
}

/** A payment the reconciliation asks a provider about. */
export interface RecordedPayment {
  transactionId: string;
  paymentId: string;
}

/** What a provider's own record says it took (captured) and gave back (refunded), in minor units. */
export interface ProviderTotals {
  captured: number;
  refunded: number;
}

/** The provider refused or could not be reached: the person reads 'No se pudo crear la sesión de pago'. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Sends a request to a provider's REST API and returns its JSON, or throws PaymentProviderError. */
export async function providerFetch<T>(provider: string, url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new PaymentProviderError(
      `${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  if (!response.ok) throw new PaymentProviderError(`${provider} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PaymentProviderError(`${provider} answered something that is not JSON`);
  }
}
