import { z } from 'zod';
import { textSchema } from './text';

/** The kinds of record whose changes the audit trail keeps (decision 025). */
export const AUDIT_ENTITY_TYPES = [
  'listing',
  'order',
  'booking',
  'payment',
  'refund',
  'payout',
  'review',
  'vira_application',
  'aid_request',
  'admin_action',
] as const;
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

export const AUDIT_ACTOR_ROLES = ['renter', 'owner', 'admin', 'system', 'user'] as const;

export const auditPathSchema = z.object({
  entityType: textSchema().max(40),
  entityId: textSchema().max(100),
});

/** One changed field; `redacted` when it is another person's personal data (the values are then left out). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  redacted: z.boolean().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  seq: z.number().int(),
  action: z.string(),
  actor: z.object({
    role: z.enum(AUDIT_ACTOR_ROLES),
    /** Whether the person looking is the one who acted. */
    isYou: z.boolean(),
    /** Only admins see who exactly acted. */
    id: z.string().nullable().optional(),
  }),
  requestId: z.string().nullable().optional(),
  occurredAt: z.string(),
  reason: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  /** The previous event's hash, as the canonical text names it (null for the first event). */
  prevHash: z.string().nullable(),
  /**
   * The exact text whose SHA-256 is `hash` (PostgreSQL's jsonb text of the event); null when part of the event is
   * not shown to this viewer. See docs/audit-verification.md.
   */
  canonical: z.string().nullable(),
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditTrailSchema = z.object({
  entityType: auditEntityTypeSchema,
  entityId: z.string(),
  /** `public` when the viewer sees only a listing's public history. */
  view: z.enum(['public', 'participant', 'admin']),
  events: z.array(auditEventSchema),
});
export type AuditTrail = z.infer<typeof auditTrailSchema>;

export const auditVerificationSchema = z.object({
  verified: z.boolean(),
  /** How many events were checked. */
  checked: z.number().int(),
  /** The first event where the chain breaks (null when verified). */
  brokenAt: z.number().int().nullable(),
  /** Why it breaks: the event's content no longer matches its hash, or it does not follow the previous one. */
  problem: z.enum(['hash_mismatch', 'chain_broken', 'sequence_gap']).nullable(),
  message: z.string(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
