import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credential, CredentialInput } from '@vira/domain/credential';
import { api, data } from '@/lib/api';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '@/lib/queries/admin-queries';
import { credentialKeys } from '@/lib/queries/credential-queries';

function useCredentialMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: credentialKeys.all });
      // Decisions appear in the admin audit trail too.
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useAddCredential() {
  return useCredentialMutation(({ input, file }: { input: CredentialInput; file: File }) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(input)) body.append(key, value ?? '');
    body.append('file', file);
    // multipart: the typed client has no body schema for it.
    return apiFetch<Credential>('/api/credentials', { method: 'POST', body });
  });
}

export function useDeleteCredential() {
  return useCredentialMutation(async (id: string) => {
    const answer = await api.DELETE('/api/credentials/{id}', { params: { path: { id } } });
    if (!answer.response.ok) await data(Promise.resolve(answer as never));
  });
}

export function useDecideCredential() {
  return useCredentialMutation(({ id, verify, reason }: { id: string; verify: boolean; reason: string }) =>
    verify
      ? data(api.POST('/api/admin/credentials/{id}/verify', { params: { path: { id } }, body: { reason } }))
      : data(api.POST('/api/admin/credentials/{id}/reject', { params: { path: { id } }, body: { reason } })),
  );
}
