import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';

/**
 * Checking an audit trail without trusting the server (decision 038). Each event's hash is the SHA-256 of its
 * canonical text, which names the previous event's hash; once a day the server signs a checkpoint: the root of
 * a Merkle tree (RFC 6962's shape) over every entity's newest event at that moment. Anyone holding the server's
 * public key can then tell whether a trail still reaches the event the checkpoint vouched for.
 */

export const AUDIT_CHECKPOINT_ALGORITHM = 'Ed25519';

export const auditCheckpointSchema = z.object({
  /** The UTC day the checkpoint closes: every event before `cutoff` is covered. */
  day: z.string(),
  cutoff: z.string(),
  leafCount: z.number().int(),
  /** Hex SHA-256 Merkle root over the entities' newest events, ordered by `entityType`, then `entityId`. */
  root: z.string(),
  algorithm: z.literal(AUDIT_CHECKPOINT_ALGORITHM),
  /** Base64 Ed25519 signature of `checkpointStatement(...)`. */
  signature: z.string(),
  /** Base64 raw 32-byte Ed25519 public key (also at `GET /api/audit-checkpoint/key`). */
  publicKey: z.string(),
});
export type AuditCheckpoint = z.infer<typeof auditCheckpointSchema>;

export const auditProofSchema = z.object({
  checkpoint: auditCheckpointSchema,
  /** The entity's newest event the checkpoint covers; null when it had none before the cutoff. */
  head: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
  /** Sibling hashes from the leaf up to the root, each with the side it sits on. */
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: z.string() })),
});
export type AuditProof = z.infer<typeof auditProofSchema>;

/** The exact text that is signed: a versioned line per field, so no two checkpoints read the same. */
export function checkpointStatement(c: Pick<AuditCheckpoint, 'day' | 'cutoff' | 'leafCount' | 'root'>): string {
  return ['vira-audit-checkpoint/v1', c.day, c.cutoff, String(c.leafCount), c.root].join('\n');
}

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** A leaf: one entity's newest event. Tabs cannot occur in entity types or ids (both are validated words). */
export function auditLeafHash(entityType: string, entityId: string, seq: number, hash: string): string {
  return bytesToHex(sha256(concatBytes(LEAF, utf8ToBytes(`${entityType}\t${entityId}\t${seq}\t${hash}`))));
}

export function auditNodeHash(left: string, right: string): string {
  return bytesToHex(sha256(concatBytes(NODE, hexToBytes(left), hexToBytes(right))));
}

/** The order of leaves: by code unit, never by a database collation (which differs between servers). */
export function compareAuditEntities(
  a: { entityType: string; entityId: string },
  b: { entityType: string; entityId: string },
): number {
  const x = `${a.entityType}\t${a.entityId}`;
  const y = `${b.entityType}\t${b.entityId}`;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** RFC 6962's split: the largest power of two below n. */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The Merkle root of leaf hashes (the SHA-256 of nothing for an empty tree). */
export function merkleRoot(leaves: readonly string[]): string {
  if (leaves.length === 0) return bytesToHex(sha256(new Uint8Array()));
  if (leaves.length === 1) return leaves[0]!;
  const k = splitPoint(leaves.length);
  return auditNodeHash(merkleRoot(leaves.slice(0, k)), merkleRoot(leaves.slice(k)));
}

/** The audit path of leaf `index`, from the leaf up, each sibling with its side. */
export function merklePath(leaves: readonly string[], index: number): AuditProof['path'] {
  if (leaves.length <= 1) return [];
  const k = splitPoint(leaves.length);
  return index < k
    ? [...merklePath(leaves.slice(0, k), index), { side: 'right', hash: merkleRoot(leaves.slice(k)) }]
    : [...merklePath(leaves.slice(k), index - k), { side: 'left', hash: merkleRoot(leaves.slice(0, k)) }];
}

export function rootFromPath(leaf: string, path: AuditProof['path']): string {
  return path.reduce(
    (node, step) => (step.side === 'left' ? auditNodeHash(step.hash, node) : auditNodeHash(node, step.hash)),
    leaf,
  );
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export function checkpointSignatureValid(c: AuditCheckpoint, expectedKey?: string): boolean {
  if (expectedKey !== undefined && expectedKey !== c.publicKey) return false;
  try {
    return ed25519.verify(base64ToBytes(c.signature), utf8ToBytes(checkpointStatement(c)), base64ToBytes(c.publicKey));
  } catch {
    return false;
  }
}

export interface ChainEvent {
  seq: number;
  hash: string;
  prevHash: string | null;
  /** The text the hash was made of; null when the viewer may not see all of the event. */
  canonical: string | null;
}

export type ChainCheck =
  | { verified: true; checked: number; recomputed: number }
  | { verified: false; brokenAt: number; problem: 'hash_mismatch' | 'chain_broken' | 'sequence_gap' };

/**
 * Recomputes what can be recomputed from a trail as given: every link (each event names the previous hash), and
 * the hash of every event whose canonical text the viewer received, which must also say the same seq and link.
 */
export function checkChain(events: readonly ChainEvent[]): ChainCheck {
  let previous: string | null = null;
  let recomputed = 0;
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1) return { verified: false, brokenAt: event.seq, problem: 'sequence_gap' };
    if (event.prevHash !== previous) return { verified: false, brokenAt: event.seq, problem: 'chain_broken' };
    if (event.canonical !== null) {
      const stated = JSON.parse(event.canonical) as { seq?: unknown; prevHash?: unknown };
      if (sha256Hex(event.canonical) !== event.hash || stated.seq !== event.seq || stated.prevHash !== event.prevHash)
        return { verified: false, brokenAt: event.seq, problem: 'hash_mismatch' };
      recomputed += 1;
    }
    previous = event.hash;
  }
  return { verified: true, checked: events.length, recomputed };
}

export type CheckpointCheck =
  | { state: 'none' }
  | { state: 'bad_signature' }
  | { state: 'bad_proof'; day: string }
  | { state: 'covered'; day: string; seq: number }
  | { state: 'not_covered'; day: string }
  | { state: 'missing_events'; day: string; seq: number };

/**
 * Whether the trail still holds the newest event the signed checkpoint vouched for: removing an entity's newest
 * events (and re-linking nothing, since nothing follows them) is caught here and nowhere else.
 */
export function checkAgainstCheckpoint(
  entityType: string,
  entityId: string,
  events: readonly ChainEvent[],
  proof: AuditProof | null,
  trustedKey?: string,
): CheckpointCheck {
  if (!proof) return { state: 'none' };
  const { checkpoint, head, path } = proof;
  if (!checkpointSignatureValid(checkpoint, trustedKey)) return { state: 'bad_signature' };
  if (!head) return { state: 'not_covered', day: checkpoint.day };
  const leaf = auditLeafHash(entityType, entityId, head.seq, head.hash);
  if (rootFromPath(leaf, path) !== checkpoint.root) return { state: 'bad_proof', day: checkpoint.day };
  const held = events.find((e) => e.seq === head.seq);
  if (!held || held.hash !== head.hash) return { state: 'missing_events', day: checkpoint.day, seq: head.seq };
  return { state: 'covered', day: checkpoint.day, seq: head.seq };
}
