import { useMutation } from '@tanstack/react-query';
import type { AuditTrail } from '@vira/domain/audit';
import { checkAgainstCheckpoint, checkChain, type ChainCheck, type CheckpointCheck } from '@vira/domain/audit-proof';
import { api, data } from '@/lib/api';

export interface TrailCheck {
  chain: ChainCheck;
  /** Only asked for when the chain itself holds. */
  checkpoint: CheckpointCheck | null;
  publicKey: string;
}

/**
 * "Verificar integridad", done here rather than by the server (decision 038): the hashes and links of the trail
 * as shown, then whether the server's signed daily checkpoint still finds the trail's newest event in it.
 */
export function useVerifyTrail(trail: AuditTrail | undefined) {
  return useMutation({
    mutationFn: async (): Promise<TrailCheck> => {
      if (!trail) throw new Error('no trail');
      const path = { entityType: trail.entityType, entityId: trail.entityId };
      const [{ proof }, key] = await Promise.all([
        data(api.GET('/api/audit/{entityType}/{entityId}/checkpoint', { params: { path } })),
        data(api.GET('/api/audit-checkpoint/key')),
      ]);
      const chain = checkChain(trail.events);
      const checkpoint = chain.verified
        ? checkAgainstCheckpoint(trail.entityType, trail.entityId, trail.events, proof, key.publicKey)
        : null;
      return { chain, checkpoint, publicKey: key.publicKey };
    },
  });
}
