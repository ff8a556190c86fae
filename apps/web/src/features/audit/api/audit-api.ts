import { useMutation } from '@tanstack/react-query';
import { api, data } from '@/lib/api';

/** "Verificar integridad": the server recomputes the chain; the answer says verified or where it breaks. */
export function useVerifyTrail(entityType: string, entityId: string) {
  return useMutation({
    mutationFn: () =>
      data(api.POST('/api/audit/{entityType}/{entityId}/verify', { params: { path: { entityType, entityId } } })),
  });
}
