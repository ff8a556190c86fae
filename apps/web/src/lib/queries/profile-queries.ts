import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const profileKeys = {
  allPublic: ['public-profile'] as const,
  public: (userId: string) => ['public-profile', userId] as const,
};

export function publicProfileQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.public(userId),
    queryFn: () => data(api.GET('/api/profiles/{userId}', { params: { path: { userId } } })),
    retry: false,
  });
}
