import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityDocumentType } from '@vira/domain/verification';
import { api, data, formDataBody } from '@/lib/api';

export const verificationKeys = {
  all: ['verification'] as const,
  mine: ['verification', 'mine'] as const,
  review: ['verification', 'review'] as const,
};

export function myVerificationQuery() {
  return queryOptions({ queryKey: verificationKeys.mine, queryFn: () => data(api.GET('/api/verification')) });
}

export function verificationReviewQuery() {
  return queryOptions({
    queryKey: verificationKeys.review,
    queryFn: async () => (await data(api.GET('/api/admin/verifications'))).items,
    retry: false,
  });
}

function useVerificationMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

export interface VerificationForm {
  documentType: IdentityDocumentType;
  country: string;
  expiresOn: string;
  curp: string;
  birthDate: string;
  front?: File;
  back?: File;
  selfie?: File;
}

export function useStartVerification() {
  return useVerificationMutation((form: VerificationForm) =>
    data(
      api.POST('/api/verification', {
        body: { ...form, consent: 'true' },
        bodySerializer: formDataBody,
      }),
    ),
  );
}

export function useEraseVerificationData() {
  return useVerificationMutation(() => data(api.DELETE('/api/verification/data')));
}

export function useDecideVerification() {
  return useVerificationMutation(({ id, approve, reason }: { id: string; approve: boolean; reason: string }) =>
    approve
      ? data(api.POST('/api/admin/verifications/{id}/approve', { params: { path: { id } }, body: { reason } }))
      : data(api.POST('/api/admin/verifications/{id}/reject', { params: { path: { id } }, body: { reason } })),
  );
}
