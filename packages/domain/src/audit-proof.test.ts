import { ed25519 } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auditLeafHash,
  checkAgainstCheckpoint,
  checkChain,
  checkpointStatement,
  merklePath,
  merkleRoot,
  rootFromPath,
  sha256Hex,
  type AuditCheckpoint,
  type ChainEvent,
} from './audit-proof';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

function chain(n: number): ChainEvent[] {
  const events: ChainEvent[] = [];
  let prev: string | null = null;
  for (let seq = 1; seq <= n; seq++) {
    const canonical = JSON.stringify({ seq, action: 'updated', prevHash: prev });
    const hash = sha256Hex(canonical);
    events.push({ seq, hash, prevHash: prev, canonical });
    prev = hash;
  }
  return events;
}

describe('an audit trail checked without trusting the server', () => {
  it('every leaf of any tree leads back to its root', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 70 }), (n) => {
        const leaves = Array.from({ length: n }, (_, i) =>
          auditLeafHash('listing', String(i + 1), 1, sha256Hex(`${i}`)),
        );
        const root = merkleRoot(leaves);
        return leaves.every((leaf, i) => rootFromPath(leaf, merklePath(leaves, i)) === root);
      }),
    );
  });

  it('recomputes each hash from its canonical text and follows each link; an edit or a cut is found', () => {
    const events = chain(4);
    expect(checkChain(events)).toEqual({ verified: true, checked: 4, recomputed: 4 });
    const edited = events.map((e) =>
      e.seq === 2 ? { ...e, canonical: e.canonical!.replace('updated', 'created') } : e,
    );
    expect(checkChain(edited)).toMatchObject({ verified: false, brokenAt: 2, problem: 'hash_mismatch' });
    expect(checkChain([events[0]!, events[2]!])).toMatchObject({ verified: false, problem: 'sequence_gap' });
    // Without the canonical text (part of the event is not the viewer's to see), the links are still checked.
    const hidden = events.map((e) => ({ ...e, canonical: null }));
    expect(checkChain(hidden)).toEqual({ verified: true, checked: 4, recomputed: 0 });
  });

  it("a signed checkpoint catches the removal of an entity's newest events", () => {
    const secret = ed25519.utils.randomSecretKey();
    const events = chain(3);
    const leaves = [
      auditLeafHash('booking', 'a', 7, sha256Hex('x')),
      auditLeafHash('listing', '12', 3, events[2]!.hash),
      auditLeafHash('listing', '13', 1, sha256Hex('y')),
    ];
    const unsigned = { day: '2026-11-27', cutoff: '2026-11-28T00:00:00.000Z', leafCount: 3, root: merkleRoot(leaves) };
    const checkpoint: AuditCheckpoint = {
      ...unsigned,
      algorithm: 'Ed25519',
      signature: toBase64(ed25519.sign(utf8ToBytes(checkpointStatement(unsigned)), secret)),
      publicKey: toBase64(ed25519.getPublicKey(secret)),
    };
    const proof = { checkpoint, head: { seq: 3, hash: events[2]!.hash }, path: merklePath(leaves, 1) };
    expect(checkAgainstCheckpoint('listing', '12', events, proof)).toEqual({
      state: 'covered',
      day: '2026-11-27',
      seq: 3,
    });
    // The newest event removed: the chain alone still links, the checkpoint does not.
    expect(checkChain(events.slice(0, 2))).toMatchObject({ verified: true });
    expect(checkAgainstCheckpoint('listing', '12', events.slice(0, 2), proof)).toMatchObject({
      state: 'missing_events',
      seq: 3,
    });
    // A forged root or another key is not believed.
    const forged = { ...proof, checkpoint: { ...checkpoint, root: merkleRoot(leaves.slice(0, 2)) } };
    expect(checkAgainstCheckpoint('listing', '12', events, forged).state).toBe('bad_signature');
    const otherKey = toBase64(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    expect(checkAgainstCheckpoint('listing', '12', events, proof, otherKey).state).toBe('bad_signature');
    expect(checkAgainstCheckpoint('listing', '13', events, proof).state).toBe('bad_proof');
  });
});
