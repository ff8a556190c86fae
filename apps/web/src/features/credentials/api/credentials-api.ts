import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialInput } from '@vira/domain/credential';
import { api, data, formDataBody } from '@/lib/api';
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
  return useCredentialMutation(({ input, file }: { input: CredentialInput; file: File }) =>
    data(api.POST('/api/credentials', { body: { ...input, file }, bodySerializer: formDataBody })),
  );
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
