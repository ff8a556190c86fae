import type { Locale } from '@vira/domain/locales';
import {
  CURP_REASONS,
  documentHasBack,
  MAX_VERIFICATION_ATTEMPTS_PER_DAY,
  VERIFICATION_CONSENT_VERSION,
  verificationChecks,
  verificationInputSchema,
  type AdminVerification,
  type MyVerification,
  type PersonVerificationStatus,
} from '@vira/domain/verification';
import { needsVerifiedRenter } from '@vira/domain/verified-renter-rule';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import {
  IdentityProviderError,
  IdentityWebhookSignatureError,
  type IdentityEvent,
} from '../../adapters/identity/identity-provider';
import type { AppDb } from '../../db/client';
import { AppError, TooManyRequestsError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { validationError } from '../../http/error-response';
import { commonMessages } from '../../i18n/common-messages';
import { recordAction } from '../staff';
import { notifyCatalogueChange } from '../listings';
import { notify } from '../notifications';
import { ownerListingsChanged, setListingRule } from '../owner-listings';
import { setProfileVerified } from '../profiles';
import { insertWebhookEvent, setWebhookOutcome } from '../webhooks';
import { checkedPicture, openPicture, sealPicture, verificationKey, type PicturePart } from './verification-images';
import { toAdminVerification, toVerification } from './verification.mapper';
import { verificationMessages as m } from './verification.messages';
import * as repo from './verification.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
/** Stripe Identity's events in webhook_events, apart from Stripe's payment events. */
const WEBHOOK_PROVIDER = 'stripe_identity';

/** A document still valid today anywhere on Earth counts as not expired (the earliest time zone's date). */
function todayAnywhere(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

function personStatus(verified: boolean, rows: repo.VerificationRow[]): PersonVerificationStatus {
  if (verified) return 'verified';
  const latest = rows[0];
  if (latest?.status === 'pending') return 'pending';
  if (latest?.status === 'rejected') return 'rejected';
  return 'unverified';
}

export async function myVerification(deps: AppDeps, user: SessionUser): Promise<MyVerification> {
  const db = deps.database.db;
  const rows = await repo.findVerificationsOf(db, user.id);
  const started = await repo.countStartedSince(db, user.id, new Date(deps.clock.now().getTime() - DAY_MS));
  return {
    provider: deps.adapters.identity.name,
    status: personStatus(await repo.isProfileVerified(db, user.id), rows),
    verifications: rows.map((r) => toVerification(r, deps.env.VERIFICATION_RETENTION_DAYS)),
    attemptsLeftToday: Math.max(0, MAX_VERIFICATION_ATTEMPTS_PER_DAY - started),
    retentionDays: deps.env.VERIFICATION_RETENTION_DAYS,
  };
}

/** The form's refusals that have their own sentence; anything else is the generic field message. */
function parseFields(fields: Record<string, unknown>, locale: Locale) {
  const parsed = verificationInputSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'consent')
      throw new AppError(400, 'consent_required', m.consentRequired, {}, { consent: 'required' });
    if (issue.path[0] === 'curp' && issue.message === CURP_REASONS.checkDigit)
      throw new AppError(400, 'curp_check_digit', m.curpCheckDigit, {}, { curp: CURP_REASONS.checkDigit });
    if (issue.path[0] === 'curp' && issue.message === CURP_REASONS.format)
      throw new AppError(400, 'curp_format', m.curpFormat, {}, { curp: CURP_REASONS.format });
  }
  throw validationError(parsed.error, locale);
}

export type UploadedPictures = Partial<Record<PicturePart, Buffer | null>>;

/**
 * Starts a verification. Every refusal comes before anything is written: the form, the document's date, one
 * pending at a time, five a day, then all three pictures checked and re-encoded in memory; only then are they
 * encrypted into storage and the row inserted (and the files removed again if the insert loses a race).
 */
export async function startVerification(
  deps: AppDeps,
  user: SessionUser,
  fields: Record<string, unknown>,
  pictures: UploadedPictures,
  locale: Locale,
) {
  const db = deps.database.db;
  const provider = deps.adapters.identity;
  const now = deps.clock.now();
  if (await repo.isProfileVerified(db, user.id)) throw new AppError(409, 'already_verified', m.alreadyVerified);
  const input = parseFields(fields, locale);
  if (input.expiresOn < todayAnywhere(now))
    throw new AppError(400, 'document_expired', m.documentExpired, { date: input.expiresOn }, { expiresOn: 'expired' });
  const history = await repo.findVerificationsOf(db, user.id);
  if (history.some((r) => r.status === 'pending')) throw new AppError(409, 'verification_pending', m.alreadyPending);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const today = history.filter((r) => r.createdAt > dayAgo);
  if (today.length >= MAX_VERIFICATION_ATTEMPTS_PER_DAY) {
    const oldest = Math.min(...today.map((r) => r.createdAt.getTime()));
    throw new TooManyRequestsError(
      Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000)),
      'too_many_verification_attempts',
      m.tooManyAttempts,
    );
  }

  const id = randomUUID();
  const parts: PicturePart[] = provider.takesPictures
    ? ['front', ...(documentHasBack(input.documentType) ? (['back'] as const) : []), 'selfie']
    : [];
  const checked = new Map<PicturePart, Buffer>();
  for (const part of parts) checked.set(part, await checkedPicture(pictures[part] ?? null, part, locale));

  const curp = input.curp || null;
  const birthDate = input.birthDate || null;
  const key = verificationKey(deps.env);
  const stored: string[] = [];
  const keyOf = (part: PicturePart) => (checked.has(part) ? `verifications/${user.id}/${id}/${part}.bin` : null);
  let row: repo.VerificationRow | null;
  try {
    for (const [part, webp] of checked) {
      const storageKey = keyOf(part)!;
      await deps.storage.put(storageKey, sealPicture(webp, key, storageKey));
      stored.push(storageKey);
    }
    row = await repo.insertVerification(db, {
      id,
      userId: user.id,
      provider: provider.name,
      documentType: input.documentType,
      country: input.country,
      expiresOn: input.expiresOn,
      curp,
      birthDate,
      checks: verificationChecks(
        { expiresOn: input.expiresOn, curp, birthDate },
        { fullName: await repo.profileNameOf(db, user.id) },
        todayAnywhere(now),
      ),
      frontKey: keyOf('front'),
      backKey: keyOf('back'),
      selfieKey: keyOf('selfie'),
      consentVersion: VERIFICATION_CONSENT_VERSION,
      consentedAt: now,
    });
  } catch (error) {
    await removeAll(deps, stored);
    throw error;
  }
  if (!row) {
    await removeAll(deps, stored);
    throw new AppError(409, 'verification_pending', m.alreadyPending);
  }
  let redirectUrl: string | null = null;
  try {
    const started = await provider.start({
      verificationId: id,
      userId: user.id,
      email: user.email,
      documentType: input.documentType,
      returnUrl: new URL('/verification?returned=1', deps.env.PUBLIC_URL).toString(),
    });
    if (started.sessionId) {
      await repo.setSession(db, id, started.sessionId);
      row = { ...row, providerSessionId: started.sessionId };
    }
    redirectUrl = started.redirectUrl;
  } catch (error) {
    // The provider could not open a session: nothing of this attempt stays.
    await repo.deleteVerification(db, id);
    await removeAll(deps, stored);
    if (error instanceof IdentityProviderError) {
      deps.logger.error({ err: error }, 'identity provider refused to start');
      throw new AppError(502, 'verification_provider_failed', m.providerFailed);
    }
    throw error;
  }
  return { verification: toVerification(row, deps.env.VERIFICATION_RETENTION_DAYS), redirectUrl };
}

async function removeAll(deps: AppDeps, keys: string[]): Promise<void> {
  for (const key of keys) await deps.storage.delete(key).catch(() => undefined);
}

/** Deletes the pictures and clears the CURP and birth date of one verification (retention, or the person's wish). */
async function erase(deps: AppDeps, row: repo.VerificationRow, at: Date): Promise<void> {
  for (const key of [row.frontKey, row.backKey, row.selfieKey]) if (key) await deps.storage.delete(key);
  await repo.markErased(deps.database.db, row.id, at);
}

/**
 * The person's erasure request (ARCO cancellation): every picture, CURP and birth date is deleted now, a pending
 * verification is withdrawn, and the provider is asked to delete its copy. What stays: each decision, the
 * document type and country, the expiry date and who decided (the verified badge rests on them).
 */
export async function eraseMyData(deps: AppDeps, user: SessionUser): Promise<MyVerification> {
  const db = deps.database.db;
  const provider = deps.adapters.identity;
  const now = deps.clock.now();
  for (const row of await repo.findVerificationsOf(db, user.id)) {
    if (row.status === 'pending')
      await repo.decide(db, row.id, { status: 'withdrawn', decisionReason: null, decidedBy: user.id });
    if (row.providerSessionId && row.provider === provider.name && !row.imagesDeletedAt) {
      await provider
        .erase(row.providerSessionId)
        .catch((error: unknown) => deps.logger.error({ err: error, id: row.id }, 'provider could not erase a session'));
    }
    if (!row.imagesDeletedAt) await erase(deps, row, now);
  }
  return myVerification(deps, user);
}

export async function forReview(deps: AppDeps): Promise<{ items: AdminVerification[] }> {
  const rows = await repo.findForReview(deps.database.db, 100);
  return {
    items: rows.map((r) => toAdminVerification(r.verification, r, deps.env.VERIFICATION_RETENTION_DAYS)),
  };
}

/** A picture, decrypted, for an admin; to anyone else (the person included) it does not exist. */
export async function pictureForAdmin(deps: AppDeps, admin: SessionUser, id: string, part: PicturePart) {
  const db = deps.database.db;
  const row = UUID.test(id) ? await repo.findVerification(db, id) : undefined;
  const storageKey = row?.[`${part}Key`];
  const sealed = storageKey ? await deps.storage.get(storageKey) : null;
  if (!row || !storageKey || !sealed) throw new AppError(404, 'not_found', commonMessages.notFound);
  const bytes = openPicture(sealed, verificationKey(deps.env), storageKey);
  // Who looked at whose identity document is on the record.
  await recordAction(db, {
    adminId: admin.id,
    adminEmail: admin.email,
    action: 'view_identity_images',
    targetType: 'identity_verification',
    targetId: `${id} (${row.userId}) ${part}`,
    reason: '',
  });
  return bytes;
}

export async function decideVerification(
  deps: AppDeps,
  admin: SessionUser,
  id: string,
  decision: 'verified' | 'rejected',
  reason: string,
) {
  const db = deps.database.db;
  const row = UUID.test(id) ? await repo.findVerification(db, id) : undefined;
  if (!row) throw new AppError(404, 'verification_not_found', m.notFound);
  // Stripe decides its own sessions; admins decide what Vira reviews.
  if (row.provider !== 'sandbox') throw new AppError(409, 'verification_decided', m.alreadyDecided);
  const decided = await db.transaction(async (tx) => {
    const done = await repo.decide(tx, id, { status: decision, decisionReason: reason || null, decidedBy: admin.id });
    if (!done) return null;
    if (decision === 'verified') {
      await setProfileVerified(tx, row.userId, true);
      await ownerListingsChanged(tx, row.userId);
    }
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: decision === 'verified' ? 'verify_identity' : 'reject_identity',
      targetType: 'identity_verification',
      targetId: `${id} (${row.userId})`,
      reason,
    });
    return done;
  });
  if (!decided) throw new AppError(409, 'verification_decided', m.alreadyDecided);
  await tellDecision(deps, decided);
  return forReview(deps);
}

async function tellDecision(deps: AppDeps, row: repo.VerificationRow): Promise<void> {
  if (row.status === 'verified') notifyCatalogueChange(deps.database.db);
  await notify(deps, {
    userId: row.userId,
    type: 'verification',
    template: row.status === 'verified' ? 'identity_verified' : 'identity_rejected',
    params: { reason: row.decisionReason ?? '—' },
    path: '/verification',
    dedupeKey: `verification:${row.id}:${row.status}`,
    whatsapp: true,
  });
}

/**
 * Stripe Identity's webhook: signature-checked, recorded by event id in webhook_events and applied in the same
 * transaction, so a redelivered event changes nothing; then the person is told.
 */
export async function receiveIdentityWebhook(deps: AppDeps, providerName: string, rawBody: string, headers: Headers) {
  const provider = deps.adapters.identity;
  if (provider.name !== providerName || provider.name === 'sandbox')
    throw new AppError(404, 'not_found', commonMessages.notFound);
  let event: IdentityEvent;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof IdentityWebhookSignatureError) {
      deps.logger.warn({ provider: providerName, reason: error.message }, 'identity webhook refused');
      throw new AppError(400, 'invalid_signature', m.badSignature);
    }
    throw error;
  }
  const db = deps.database.db;
  const { outcome, decided } = await db.transaction(async (tx) => {
    const recordId = await insertWebhookEvent(tx, {
      provider: WEBHOOK_PROVIDER,
      eventId: event.eventId,
      type: event.type,
      transactionId: event.sessionId,
      payload: event.payload ?? {},
    });
    if (!recordId) return { outcome: 'duplicate', decided: null };
    const result = await applyEvent(tx, event);
    await setWebhookOutcome(tx, recordId, result.outcome);
    return result;
  });
  if (decided) await tellDecision(deps, decided);
  return { received: true, outcome };
}

async function applyEvent(tx: AppDb, event: IdentityEvent) {
  if (event.type === 'other') return { outcome: 'ignored', decided: null };
  const row =
    (event.sessionId ? await repo.findBySession(tx, event.sessionId) : undefined) ??
    (event.verificationId && UUID.test(event.verificationId)
      ? await repo.findVerification(tx, event.verificationId)
      : undefined);
  if (!row || row.provider !== 'stripe') return { outcome: 'unknown_session', decided: null };
  const decided = await repo.decide(tx, row.id, {
    status: event.type === 'verified' ? 'verified' : 'rejected',
    decisionReason: event.type === 'verified' ? null : event.reason,
    decidedBy: 'stripe',
  });
  if (!decided) return { outcome: 'ignored', decided: null };
  if (decided.status === 'verified') {
    await setProfileVerified(tx, decided.userId, true);
    await ownerListingsChanged(tx, decided.userId);
  }
  return { outcome: 'applied', decided };
}

/** How many verifications' pictures the retention run deletes at most (the next day takes the rest). */
const ERASE_BATCH = 500;

/** Deletes the pictures (and CURP, birth date) of verifications decided more than the retention period before `now`. */
export async function eraseExpiredPictures(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - deps.env.VERIFICATION_RETENTION_DAYS * DAY_MS);
  const due = await repo.findDueForErasure(deps.database.db, before, ERASE_BATCH);
  for (const row of due) await erase(deps, row, now);
  if (due.length > 0)
    deps.logger.info({ erased: due.length }, 'identity verification pictures deleted after retention');
  return due.length;
}

/** How many abandoned sessions one run expires at most (the next run takes the rest). */
const EXPIRE_BATCH = 500;

/**
 * Closes provider sessions (Stripe Identity) still pending VERIFICATION_PENDING_EXPIRY_HOURS after they started,
 * counted from the run's own time: the person left the hosted page and the provider never reported back, so the
 * one-pending rule would otherwise keep them from ever trying again. The provider's session is cancelled and
 * what it holds deleted; a late webhook then finds nothing pending and changes nothing.
 */
export async function expireAbandonedSessions(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db;
  const before = new Date(now.getTime() - deps.env.VERIFICATION_PENDING_EXPIRY_HOURS * 3_600_000);
  const provider = deps.adapters.identity;
  let expired = 0;
  for (const row of await repo.findAbandonedSessions(db, before, EXPIRE_BATCH)) {
    const done = await repo.decide(db, row.id, { status: 'expired', decisionReason: null, decidedBy: 'system' });
    if (!done) continue;
    expired += 1;
    if (row.providerSessionId && row.provider === provider.name) {
      await provider
        .erase(row.providerSessionId)
        .catch((error: unknown) =>
          deps.logger.error({ err: error, id: row.id }, 'provider could not cancel a session'),
        );
    }
    if (!row.imagesDeletedAt) await erase(deps, row, now);
  }
  if (expired > 0) deps.logger.info({ expired }, 'abandoned identity verification sessions expired');
  return expired;
}

export async function setVerifiedRenters(deps: AppDeps, user: SessionUser, listingId: number, required: boolean) {
  const db = deps.database.db;
  const rule = await repo.findListingRule(db, listingId);
  if (!rule || rule.ownerId !== user.id) throw new AppError(404, 'listing_not_found', m.listingNotFound);
  await setListingRule(db, listingId, required);
  return { required };
}

/** VERIFICATION_REQUIRED_ABOVE_DEPOSIT per database (the cart's check has the database, not the configuration). */
const depositThresholds = new WeakMap<AppDb, number>();

export function configureRenterRule(deps: AppDeps): void {
  const threshold = deps.env.VERIFICATION_REQUIRED_ABOVE_DEPOSIT;
  if (threshold !== undefined && typeof deps.database.db === 'object' && deps.database.db !== null)
    depositThresholds.set(deps.database.db, threshold);
}

/**
 * The "verified renters only" rule, checked where a listing is taken into a cart, paid directly or requested
 * (the cart module's `loadRentableListing`): a 403 in the person's language for anyone not verified.
 */
export async function assertMayRent(db: AppDb, userId: string, listingId: number): Promise<void> {
  if ((await listingsNeedingVerification(db, userId, [listingId])).size === 0) return;
  throw new AppError(403, 'verified_renter_required', m.verifiedRenterRequired);
}

/**
 * Of these listings, those the person may not rent until their identity is verified (the same rule as
 * `assertMayRent`): what the cart shows before payment, so checkout can say it instead of failing at the end.
 */
export async function listingsNeedingVerification(
  db: AppDb,
  userId: string,
  listingIds: readonly number[],
): Promise<Set<number>> {
  const needing = new Set<number>();
  for (const id of listingIds) {
    const rule = await repo.findListingRule(db, id);
    if (rule && needsVerifiedRenter(rule, depositThresholds.get(db))) needing.add(id);
  }
  if (needing.size === 0 || (await repo.isProfileVerified(db, userId))) return new Set();
  return needing;
}
