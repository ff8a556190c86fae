import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client';

/** Ends the session on the server, forgets it here and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', json: {} }),
    onSuccess: async () => {
      queryClient.setQueryData(['session'], null);
      await queryClient.invalidateQueries();
      await navigate('/');
    },
  });
}
