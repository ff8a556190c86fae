import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanApplicationInput } from '@vira/domain/microcredit';
import { api, data } from '@/lib/api';
import { microcreditKeys } from '@/lib/queries/microcredit-queries';

export function useApplyForLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanApplicationInput) => data(api.POST('/api/microcredits/applications', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: microcreditKeys.applications }),
  });
}

export function useWithdrawLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE('/api/microcredits/applications/{id}', { params: { path: { id } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: microcreditKeys.applications }),
  });
}
