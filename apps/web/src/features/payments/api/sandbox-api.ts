import { useMutation, useQuery } from '@tanstack/react-query';
import type { paths } from '@/generated/api-paths';
import { api, data } from '@/lib/api';

export type SandboxAction =
  paths['/api/payments/sandbox/{transactionId}/{action}']['post']['parameters']['path']['action'];

export function useSandboxPayment(transactionId: string) {
  return useQuery({
    queryKey: ['sandbox-payment', transactionId],
    queryFn: () => data(api.GET('/api/payments/sandbox/{transactionId}', { params: { path: { transactionId } } })),
    staleTime: 0,
  });
}

export function useSandboxAction(transactionId: string) {
  return useMutation({
    mutationFn: (action: SandboxAction) =>
      data(api.POST('/api/payments/sandbox/{transactionId}/{action}', { params: { path: { transactionId, action } } })),
  });
}
