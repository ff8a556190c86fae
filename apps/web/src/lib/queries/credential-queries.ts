import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const credentialKeys = {
  all: ['credentials'] as const,
  mine: ['credentials', 'mine'] as const,
  public: (userId: string) => ['credentials', 'public', userId] as const,
  review: ['credentials', 'review'] as const,
};

export function myCredentialsQuery() {
  return queryOptions({
    queryKey: credentialKeys.mine,
    queryFn: async () => (await data(api.GET('/api/credentials'))).items,
  });
}

/** A person's verified, unexpired credentials, as anyone sees them. */
export function publicCredentialsQuery(userId: string) {
  return queryOptions({
    queryKey: credentialKeys.public(userId),
    queryFn: async () =>
      (await data(api.GET('/api/profiles/{id}/credentials', { params: { path: { id: userId } } }))).items,
  });
}

export function credentialReviewQuery() {
  return queryOptions({
    queryKey: credentialKeys.review,
    queryFn: async () => (await data(api.GET('/api/admin/credentials'))).items,
    retry: false,
  });
}
