import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The audit trail (decision 025): one row per change of an audited row, written by database triggers in the
 * same transaction as the change. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained
 * per entity: `hash` is the SHA-256 of the event's canonical JSON, which includes the previous event's hash.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 1, 2, 3… per entity: the chain's order. */
    seq: integer('seq').notNull(),
    action: text('action').notNull(),
    /** A person's id, or null when the system acted (jobs, webhooks, migrations). */
    actorId: text('actor_id'),
    actorRole: text('actor_role').notNull(),
    requestId: text('request_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** `{ column: { before?, after? } }` — only the columns that changed, noise columns left out. */
    changes: jsonb('changes').notNull(),
    reason: text('reason'),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_events_entity_seq_uq').on(t.entityType, t.entityId, t.seq),
    index('audit_events_actor_idx').on(t.actorId),
  ],
);

/**
 * One signed checkpoint a day (decision 038): the Merkle root over every entity's newest audit event before
 * `cutoff`, signed with the server's Ed25519 key. Written once by the daily job; never changed.
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  day: text('day').primaryKey(),
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  leafCount: integer('leaf_count').notNull(),
  root: text('root').notNull(),
  signature: text('signature').notNull(),
  publicKey: text('public_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
