import {
  AUDIT_ENTITY_TYPES,
  auditEntityTypeSchema,
  type AuditEntityType,
  type AuditTrail,
  type AuditVerification,
} from '@vira/domain/audit';
import { checkChain, type AuditProof } from '@vira/domain/audit-proof';
import type { Locale } from '@vira/domain/locales';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { localize } from '../../i18n/localized';
import { isAdmin } from '../staff';
import { toAuditEvent, type Viewer } from './audit.mapper';
import { auditMessages } from './audit.messages';
import { proofFor } from './audit-checkpoint.service';
import * as repo from './audit.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9]\d{0,9}$/;
const SERIAL_TYPES = new Set<AuditEntityType>(['listing', 'review', 'admin_action']);

function parseType(raw: string): AuditEntityType {
  const parsed = auditEntityTypeSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(400, 'unknown_entity_type', auditMessages.unknownEntityType, {
      type: raw.slice(0, 40),
      types: AUDIT_ENTITY_TYPES.join(', '),
    });
  }
  return parsed.data;
}

const notFound = () => new AppError(404, 'not_found', commonMessages.notFound);

/**
 * Who sees what (decision 025): a listing's public history is anyone's, an order's, booking's or payment's only
 * its renter's, its owners' and admins'; everything else admins only. Anyone else gets the unknown-id 404.
 */
async function viewerFor(
  deps: AppDeps,
  user: SessionUser | undefined,
  type: AuditEntityType,
  id: string,
): Promise<Viewer> {
  const db = deps.database.db;
  if (!(SERIAL_TYPES.has(type) ? SERIAL.test(id) : UUID.test(id))) throw notFound();
  const userId = user?.id ?? null;
  const admin = isAdmin(deps.env, user);
  if (type === 'listing') {
    const listing = await repo.listingParties(db, Number(id));
    const owns = !!listing && listing.ownerIds.includes(userId ?? '');
    if (admin) return { id: userId, view: 'admin', ownsPersonalData: owns };
    if (!listing) throw notFound();
    if (owns) return { id: userId, view: 'participant', ownsPersonalData: true };
    if (listing.status === 'draft') throw notFound();
    return { id: userId, view: 'public', ownsPersonalData: false };
  }
  if (admin) return { id: userId, view: 'admin', ownsPersonalData: false };
  if (!userId) throw notFound();
  let parties: repo.Parties | null = null;
  if (type === 'order') parties = await repo.orderParties(db, id);
  else if (type === 'booking') parties = await repo.bookingParties(db, id);
  else if (type === 'payment') {
    const orderId = await repo.paymentOrderId(db, id);
    parties = orderId ? await repo.orderParties(db, orderId) : null;
  }
  if (!parties || (parties.renterId !== userId && !parties.ownerIds.includes(userId))) throw notFound();
  return { id: userId, view: 'participant', ownsPersonalData: parties.renterId === userId };
}

export async function trail(
  deps: AppDeps,
  user: SessionUser | undefined,
  rawType: string,
  entityId: string,
): Promise<AuditTrail> {
  const entityType = parseType(rawType);
  const viewer = await viewerFor(deps, user, entityType, entityId);
  const rows = await repo.listEvents(deps.database.db, entityType, entityId);
  // Admins may open the trail of a row that no longer exists; for them "nothing recorded" is the 404.
  if (rows.length === 0 && viewer.view === 'admin' && entityType !== 'listing') throw notFound();
  const events = rows.map((row) => toAuditEvent(row, viewer)).filter((e) => e !== null);
  return { entityType, entityId, view: viewer.view, events };
}

/** The entity's place in the latest signed checkpoint, for whoever may see its trail. */
export async function checkpointProof(
  deps: AppDeps,
  user: SessionUser | undefined,
  rawType: string,
  entityId: string,
): Promise<AuditProof | null> {
  const entityType = parseType(rawType);
  await viewerFor(deps, user, entityType, entityId);
  return proofFor(deps, entityType, entityId);
}

export async function verify(
  deps: AppDeps,
  user: SessionUser | undefined,
  rawType: string,
  entityId: string,
  locale: Locale,
): Promise<AuditVerification> {
  const entityType = parseType(rawType);
  await viewerFor(deps, user, entityType, entityId);
  const result = verifyChain(await repo.chainRows(deps.database.db, entityType, entityId));
  return {
    ...result,
    message: result.verified
      ? localize(auditMessages.verified, locale, { count: result.checked })
      : localize(auditMessages.broken, locale, { seq: result.brokenAt ?? 0 }),
  };
}

/**
 * Recomputes every hash and link of the chain from the stored columns (the same check the browser makes from
 * what the API gives, `checkChain`); the first event that fails is where it breaks.
 */
export function verifyChain(rows: repo.ChainRow[]): Omit<AuditVerification, 'message'> {
  const check = checkChain(rows);
  return check.verified
    ? { verified: true, checked: check.checked, brokenAt: null, problem: null }
    : { verified: false, checked: check.brokenAt, brokenAt: check.brokenAt, problem: check.problem };
}
