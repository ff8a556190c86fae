import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreatePaymentInput,
  PaymentEvent,
  PaymentProvider,
  PaymentSessionResult,
  ProviderTotals,
  RecordedPayment,
} from './payment-provider';
import { WebhookSignatureError } from './payment-provider';
import type { SandboxBook } from './sandbox-book';
import { signTimestamped, verifyTimestamped } from './signature';

export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

/** What the sandbox's hosted page can report, as a real provider's dashboard would. */
export type SandboxOutcome = 'approved' | 'authorised' | 'failed';

export interface SandboxWebhookBody {
  id: string;
  type: SandboxOutcome | 'pending';
  created: number;
  data: { transactionId: string };
}

/**
 * The built-in provider: payment pages served by our web app at /sandbox-pay/<transactionId> (card approve or
 * decline, OXXO voucher, crypto invoice). When the person acts on the page it sends a webhook signed with
 * PAYMENTS_WEBHOOK_SECRET to our webhook endpoint, through the full HTTP stack, exactly as a real provider does.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private book: SandboxBook | null = null;
  constructor(
    private readonly secret: string,
    /** Delivers a webhook request: the app's own `fetch` in-process, or the network. */
    private dispatch: (request: Request) => Promise<Response>,
    private readonly publicUrl: string,
  ) {}

  attach(dispatch: (request: Request) => Promise<Response>): void {
    this.dispatch = dispatch;
  }

  /** Where the sandbox keeps its own record of money (the app's database, in a table only it writes). */
  attachBook(book: SandboxBook): void {
    this.book = book;
  }

  async recordedTotals(payments: RecordedPayment[]): Promise<Map<string, ProviderTotals> | null> {
    return this.book ? this.book.totals(payments.map((p) => p.transactionId)) : null;
  }

  async createRentalPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    const transactionId = `sbx_${randomUUID().replace(/-/g, '')}`;
    // A 14-digit voucher reference like the ones printed on real OXXO vouchers.
    const reference =
      input.method === 'oxxo'
        ? BigInt(`0x${randomBytes(8).toString('hex')}`)
            .toString()
            .slice(0, 14)
            .padStart(14, '7')
        : null;
    this.book?.open(transactionId, input.amount);
    return { url: `/sandbox-pay/${transactionId}`, transactionId, reference, expiresAt: input.expiresAt };
  }

  createCryptoPayment(input: CreatePaymentInput): Promise<PaymentSessionResult> {
    return this.createRentalPayment(input);
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    verifyTimestamped(this.secret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER));
    let body: SandboxWebhookBody;
    try {
      body = JSON.parse(rawBody) as SandboxWebhookBody;
    } catch {
      throw new WebhookSignatureError('unreadable body');
    }
    if (typeof body?.id !== 'string' || typeof body.data?.transactionId !== 'string')
      throw new WebhookSignatureError('unreadable body');
    return { eventId: body.id, type: body.type, transactionId: body.data.transactionId, payload: body };
  }

  async capture(transactionId: string, amount: number): Promise<void> {
    this.book?.take(transactionId, amount);
  }

  async cancel(): Promise<void> {}

  async refund(transactionId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }> {
    this.book?.giveBack(transactionId, amount, idempotencyKey);
    // The id is derived from the idempotency key, so a retried refund is the same refund, as at a real provider.
    return { refundId: `sbx_re_${idempotencyKey.replace(/-/g, '')}` };
  }

  /** Sends the signed webhook the sandbox page's button stands for; returns our endpoint's status. */
  async sendWebhook(
    transactionId: string,
    type: SandboxWebhookBody['type'],
    eventId = `evt_${randomUUID()}`,
  ): Promise<number> {
    // A payment page paid at once: the provider took the whole session before telling us.
    if (type === 'approved') this.book?.take(transactionId);
    const body = JSON.stringify({ id: eventId, type, created: Math.floor(Date.now() / 1000), data: { transactionId } });
    const request = new Request(new URL(SANDBOX_WEBHOOK_PATH, this.publicUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signTimestamped(this.secret, body) },
      body,
    });
    const response = await this.dispatch(request);
    return response.status;
  }
}
