import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const auditKeys = {
  trail: (entityType: string, entityId: string) => ['audit', entityType, entityId] as const,
};

export function auditTrailQuery(entityType: string, entityId: string) {
  return queryOptions({
    queryKey: auditKeys.trail(entityType, entityId),
    queryFn: () => data(api.GET('/api/audit/{entityType}/{entityId}', { params: { path: { entityType, entityId } } })),
    // A 404 (not yours, or unknown) and a 400 (unknown type) stay what they are.
    retry: false,
  });
}
