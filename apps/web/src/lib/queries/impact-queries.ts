import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const impactKeys = {
  figures: ['impact', 'figures'] as const,
  mine: ['impact', 'me'] as const,
};

export function impactFiguresQuery() {
  return queryOptions({ queryKey: impactKeys.figures, queryFn: () => data(api.GET('/api/impact')) });
}

export function myImpactQuery() {
  return queryOptions({ queryKey: impactKeys.mine, queryFn: () => data(api.GET('/api/impact/me')) });
}
