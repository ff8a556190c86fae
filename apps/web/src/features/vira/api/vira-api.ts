import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViraApplicationInput } from '@vira/domain/vira';
import { api, data } from '@/lib/api';
import { accountRoleKeys } from '@/lib/queries/account-role-queries';

export function useApplyToBeVira() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ViraApplicationInput) => data(api.POST('/api/vira/applications', { body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: accountRoleKeys.mine }),
  });
}
