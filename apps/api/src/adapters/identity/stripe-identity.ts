import type { IdentityDocumentType } from '@vira/domain/verification';
import Stripe from 'stripe';
import { SIGNATURE_TOLERANCE_SECONDS } from '../payments/signature';
import type { IdentityEvent, IdentityProvider, StartVerificationInput, StartedVerification } from './identity-provider';
import { IdentityProviderError, IdentityWebhookSignatureError } from './identity-provider';

/** Connection settings the tests use to point the SDK at a local server; production passes none. */
export type StripeIdentityClientOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'>;

/** Stripe's names for the documents it accepts. */
const STRIPE_DOCUMENT: Record<IdentityDocumentType, 'driving_license' | 'id_card' | 'passport'> = {
  ine: 'id_card',
  passport: 'passport',
  foreign_id_card: 'id_card',
  drivers_licence: 'driving_license',
};

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new IdentityProviderError(
      `stripe identity ${what}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Stripe Identity VerificationSessions (document + matching selfie) through Stripe's official SDK. */
export class StripeIdentityProvider implements IdentityProvider {
  readonly name = 'stripe';
  readonly takesPictures = false;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: StripeIdentityClientOptions = {},
  ) {
    this.stripe = new Stripe(secretKey, { timeout: 15_000, maxNetworkRetries: 2, telemetry: false, ...options });
  }

  async start(input: StartVerificationInput): Promise<StartedVerification> {
    const session = await call('create session', () =>
      this.stripe.identity.verificationSessions.create(
        {
          type: 'document',
          options: {
            document: {
              allowed_types: [STRIPE_DOCUMENT[input.documentType]],
              require_matching_selfie: true,
              require_live_capture: true,
            },
          },
          provided_details: { email: input.email },
          client_reference_id: input.userId,
          metadata: { verification_id: input.verificationId, user_id: input.userId },
          return_url: input.returnUrl,
        },
        // One session per verification row, however often the call is retried.
        { idempotencyKey: `vira-identity-${input.verificationId}` },
      ),
    );
    if (!session.url) throw new IdentityProviderError('stripe identity returned no url');
    return { sessionId: session.id, redirectUrl: session.url };
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<IdentityEvent> {
    let event: Stripe.Event;
    try {
      const signature = headers.get('Stripe-Signature') ?? '';
      // As payments do: an event stamped in the future is refused too, not only one that is too old.
      const stamped = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (stamped > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS)
        throw new IdentityWebhookSignatureError('signature from the future');
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new IdentityWebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    const object = event.data.object as {
      id?: string;
      object?: string;
      metadata?: Record<string, string>;
      last_error?: { code?: string | null; reason?: string | null } | null;
    };
    const session = object.object === 'identity.verification_session';
    const base = {
      eventId: event.id,
      sessionId: session ? (object.id ?? null) : null,
      verificationId: session ? (object.metadata?.verification_id ?? null) : null,
      reason: null,
      payload: event,
    };
    switch (event.type) {
      case 'identity.verification_session.verified':
        return { ...base, type: 'verified' };
      case 'identity.verification_session.requires_input':
        return {
          ...base,
          type: 'requires_input',
          reason: object.last_error?.reason ?? object.last_error?.code ?? 'requires_input',
        };
      default:
        return { ...base, type: 'other' };
    }
  }

  async erase(sessionId: string): Promise<void> {
    // A session still open is cancelled first (Stripe redacts only sessions that are not processing).
    const session = await call('retrieve', () => this.stripe.identity.verificationSessions.retrieve(sessionId));
    if (session.status === 'requires_input') {
      await call('cancel', () => this.stripe.identity.verificationSessions.cancel(sessionId));
    }
    await call('redact', () => this.stripe.identity.verificationSessions.redact(sessionId));
  }
}
