import type { IdentityDocumentType, VerificationProviderName } from '@vira/domain/verification';

/** What a verification provider is asked to do when a person starts a verification. */
export interface StartVerificationInput {
  verificationId: string;
  userId: string;
  email: string;
  documentType: IdentityDocumentType;
  /** Where the provider's hosted page sends the person back. */
  returnUrl: string;
}

export interface StartedVerification {
  /** The provider's session id (Stripe's VerificationSession); null when Vira reviews itself. */
  sessionId: string | null;
  /** The provider's page the person continues on; null when Vira took the pictures itself. */
  redirectUrl: string | null;
}

/** A provider's signed notice about a session. */
export interface IdentityEvent {
  eventId: string;
  /** `verified` and `requires_input` decide; anything else is recorded and ignored. */
  type: 'verified' | 'requires_input' | 'other';
  sessionId: string | null;
  /** Our verification id, from the session's metadata. */
  verificationId: string | null;
  /** Why the provider could not verify (its own words), for `requires_input`. */
  reason: string | null;
  payload: unknown;
}

/**
 * A verification provider (decision 051), chosen by VERIFICATION_PROVIDER like payments' providers:
 * `sandbox` — Vira takes the document and selfie pictures and its admins decide in /admin;
 * `stripe` — Stripe Identity takes them on its hosted page and decides; its signed webhooks bring the result.
 */
export interface IdentityProvider {
  readonly name: VerificationProviderName;
  /** Whether Vira itself receives, encrypts and keeps the pictures (only then do uploads apply). */
  readonly takesPictures: boolean;
  start(input: StartVerificationInput): Promise<StartedVerification>;
  /** Verifies the signature and reads the event; throws IdentityWebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string, headers: Headers): Promise<IdentityEvent>;
  /** Deletes what the provider holds of a session (the person's erasure request); pending sessions are cancelled. */
  erase(sessionId: string): Promise<void>;
}

export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
}

export class IdentityWebhookSignatureError extends Error {
  override name = 'IdentityWebhookSignatureError';
}
