import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface SandboxPayment {
  transactionId: string;
  orderId: string;
  method: 'credit_card' | 'mercadopago' | 'oxxo' | 'crypto';
  amount: number;
  currency: string;
  status: string;
  orderStatus: string;
  reference: string | null;
  expiresAt: string | null;
}

export type SandboxAction = 'approve' | 'decline' | 'pay-at-store' | 'confirm' | 'cancel';

export function useSandboxPayment(transactionId: string) {
  return useQuery({
    queryKey: ['sandbox-payment', transactionId],
    queryFn: () => apiFetch<SandboxPayment>(`/api/payments/sandbox/${encodeURIComponent(transactionId)}`),
    staleTime: 0,
  });
}

export function useSandboxAction(transactionId: string) {
  return useMutation({
    mutationFn: (action: SandboxAction) =>
      apiFetch<{ orderStatus: string; redirectTo: string }>(
        `/api/payments/sandbox/${encodeURIComponent(transactionId)}/${action}`,
        {
          method: 'POST',
        },
      ),
  });
}
