import { AUDIT_ACTOR_ROLES, type AuditChange, type AuditEvent } from '@vira/domain/audit';
import type { AuditEventRow } from './audit.repository';

/** What anyone may see of a listing's history: going live, prices, pausing and hiding (never the reason why). */
const PUBLIC_LISTING_FIELDS = new Set([
  'title',
  'status',
  'price_per_day',
  'price_per_hour',
  'currency',
  'deposit',
  'insurance_cost_per_day',
  'delivery_cost',
  'published_at',
  'hidden_at',
]);

/** Personal data: shown only to the person it belongs to and to admins. */
const PERSONAL_FIELDS = new Set([
  'delivery_address',
  'notes',
  'full_name',
  'name',
  'email',
  'admin_email',
  'phone',
  'address',
  'contact_name',
  'contact_phone',
  'contact_email',
  'rfc',
  'legal_name',
  'business_name',
  'business_description',
  'tax_regime',
  'postal_code',
]);

export interface Viewer {
  id: string | null;
  view: 'public' | 'participant' | 'admin';
  /** Whether the personal data in this trail is the viewer's own (the renter of an order, the owner of a listing). */
  ownsPersonalData: boolean;
}

type StoredChanges = Record<string, { before?: unknown; after?: unknown }>;

export function toAuditEvent(row: AuditEventRow, viewer: Viewer): AuditEvent | null {
  const changes = toChanges(row.changes as StoredChanges, viewer);
  if (viewer.view === 'public' && changes.length === 0) return null;
  const role = (AUDIT_ACTOR_ROLES as readonly string[]).includes(row.actorRole)
    ? (row.actorRole as AuditEvent['actor']['role'])
    : 'user';
  return {
    seq: row.seq,
    action: row.action,
    actor: {
      role,
      isYou: viewer.id !== null && row.actorId === viewer.id,
      ...(viewer.view === 'admin' ? { id: row.actorId } : {}),
    },
    ...(viewer.view === 'admin' ? { requestId: row.requestId } : {}),
    // To the microsecond, as hashed: rounding it would make the hash impossible to recompute.
    occurredAt: row.occurredAtExact,
    // An admin's reason for hiding a listing is between the admin and its owner.
    reason: viewer.view === 'public' ? null : row.reason,
    changes,
    prevHash: row.prevHash,
    canonical: seesWhole(row, viewer, changes) ? row.canonical : null,
    hash: row.hash,
  };
}

/**
 * The canonical text holds the whole event, so it goes only to a viewer who is shown the whole event anyway:
 * admins, and others when nothing was left out, redacted or reshaped for them (and, in public, when no admin
 * acted, whose id it would name). The others still check every link of the chain.
 */
function seesWhole(row: AuditEventRow, viewer: Viewer, changes: AuditChange[]): boolean {
  if (viewer.view === 'admin') return true;
  if (viewer.view === 'public' && (row.reason !== null || row.actorRole === 'admin')) return false;
  const stored = Object.keys(row.changes as StoredChanges);
  return (
    changes.length === stored.length &&
    changes.every((c) => !('redacted' in c && c.redacted) && stored.includes(c.field))
  );
}

function toChanges(stored: StoredChanges, viewer: Viewer): AuditChange[] {
  const out: AuditChange[] = [];
  for (const field of Object.keys(stored).sort()) {
    const change = stored[field]!;
    if (viewer.view === 'public') {
      if (!PUBLIC_LISTING_FIELDS.has(field)) continue;
      if (field === 'hidden_at') {
        out.push({
          field: 'hidden',
          ...('before' in change ? { before: change.before != null } : {}),
          ...('after' in change ? { after: change.after != null } : {}),
        });
        continue;
      }
    }
    if (PERSONAL_FIELDS.has(field) && viewer.view !== 'admin' && !viewer.ownsPersonalData) {
      out.push({ field, redacted: true });
      continue;
    }
    out.push({ field, before: change.before, after: change.after });
  }
  return out;
}
