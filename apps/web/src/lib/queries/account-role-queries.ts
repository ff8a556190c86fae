import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const accountRoleKeys = { mine: ['account-roles'] as const };

/** Vira and admin roles of the signed-in person and their latest Vira application. */
export function accountRolesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: accountRoleKeys.mine,
    queryFn: () => data(api.GET('/api/account/roles')),
    enabled,
    staleTime: 60_000,
  });
}
