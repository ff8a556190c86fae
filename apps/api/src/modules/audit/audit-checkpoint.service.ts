import { createPrivateKey, createPublicKey, hkdfSync, sign, type KeyObject } from 'node:crypto';
import {
  AUDIT_CHECKPOINT_ALGORITHM,
  auditLeafHash,
  checkpointStatement,
  compareAuditEntities,
  merklePath,
  merkleRoot,
  rootFromPath,
  type AuditCheckpoint,
  type AuditProof,
} from '@vira/domain/audit-proof';
import type { AppDeps } from '../../app-deps';
import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import { commonMessages } from '../../i18n/common-messages';
import { authSecret } from '../../config/auth-secret';
import { defineRecurringJob } from '../jobs';
import * as repo from './audit.repository';

/**
 * The day's checkpoint is taken this long after midnight UTC, over the events stamped before midnight: a write
 * stamped 23:59 whose transaction commits a few minutes later is still in it (a later one would make that day's
 * proofs fail loudly, never pass wrongly).
 */
const SETTLE_MINUTES = 10;

// PKCS#8 framing of a raw Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const keys = new WeakMap<Env, { privateKey: KeyObject; publicKey: string }>();

/** The signing key: AUDIT_SIGNING_KEY, else derived from the session secret, one per configuration. */
export function auditSigningKey(env: Env): { privateKey: KeyObject; publicKey: string } {
  const known = keys.get(env);
  if (known) return known;
  const seed = env.AUDIT_SIGNING_KEY
    ? Buffer.from(env.AUDIT_SIGNING_KEY, 'base64')
    : Buffer.from(hkdfSync('sha256', authSecret(env), 'vira', 'audit-checkpoint-signing-key', 32));
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const pair = { privateKey, publicKey: spki.subarray(spki.length - 32).toString('base64') };
  keys.set(env, pair);
  return pair;
}

async function sortedLeaves(deps: AppDeps, cutoff: Date) {
  const heads = (await repo.headsBefore(deps.database.db, cutoff)).sort(compareAuditEntities);
  return { heads, leaves: heads.map((h) => auditLeafHash(h.entityType, h.entityId, h.seq, h.hash)) };
}

/** Signs the checkpoint of the day that ends at `cutoff`; a day already signed is left as it was. */
export async function writeCheckpoint(deps: AppDeps, cutoff: Date): Promise<void> {
  const { leaves } = await sortedLeaves(deps, cutoff);
  const { privateKey, publicKey } = auditSigningKey(deps.env);
  const statement = {
    day: new Date(cutoff.getTime() - 1).toISOString().slice(0, 10),
    cutoff: cutoff.toISOString(),
    leafCount: leaves.length,
    root: merkleRoot(leaves),
  };
  const signature = sign(null, Buffer.from(checkpointStatement(statement), 'utf8'), privateKey).toString('base64');
  await repo.insertCheckpoint(deps.database.db, { ...statement, cutoff, signature, publicKey });
}

function toCheckpoint(row: NonNullable<Awaited<ReturnType<typeof repo.latestCheckpoint>>>): AuditCheckpoint {
  return {
    day: row.day,
    cutoff: row.cutoff.toISOString(),
    leafCount: row.leafCount,
    root: row.root,
    algorithm: AUDIT_CHECKPOINT_ALGORITHM,
    signature: row.signature,
    publicKey: row.publicKey,
  };
}

export async function latest(deps: AppDeps): Promise<AuditCheckpoint> {
  const row = await repo.latestCheckpoint(deps.database.db);
  if (!row) throw new AppError(404, 'not_found', commonMessages.notFound);
  return toCheckpoint(row);
}

/**
 * Where an entity's newest event stood in the latest checkpoint, with the path to its signed root. The leaves
 * are read again from the events (they are not stored); the caller's access to the entity is checked before.
 */
export async function proofFor(deps: AppDeps, entityType: string, entityId: string): Promise<AuditProof | null> {
  const row = await repo.latestCheckpoint(deps.database.db);
  if (!row) return null;
  const { heads, leaves } = await sortedLeaves(deps, row.cutoff);
  const index = heads.findIndex((h) => h.entityType === entityType && h.entityId === entityId);
  const checkpoint = toCheckpoint(row);
  if (index < 0) return { checkpoint, head: null, path: [] };
  const path = merklePath(leaves, index);
  // The path already folds to the root the events give now: no second pass over every leaf to compare.
  if (rootFromPath(leaves[index]!, path) !== row.root)
    deps.logger.error({ day: row.day }, 'audit checkpoint: the events no longer give the signed root');
  return { checkpoint, head: { seq: heads[index]!.seq, hash: heads[index]!.hash }, path };
}

/** The day's checkpoint, over the events stamped before the midnight that started the day it runs on. */
export const auditCheckpoints = defineRecurringJob(
  'audit.checkpoint',
  { everyHours: 24, offsetMinutes: SETTLE_MINUTES },
  (deps, ranFor) =>
    writeCheckpoint(deps, new Date(Date.UTC(ranFor.getUTCFullYear(), ranFor.getUTCMonth(), ranFor.getUTCDate()))),
);
