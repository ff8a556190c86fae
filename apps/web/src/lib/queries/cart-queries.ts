import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, data } from '../api';
import { useAuth } from '../auth/use-auth';

export const cartKeys = {
  all: ['cart'] as const,
  of: (userId: string | null) => ['cart', userId] as const,
};

export function cartQuery(userId: string | null) {
  return queryOptions({
    queryKey: cartKeys.of(userId),
    queryFn: () => data(api.GET('/api/cart')),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The signed-in person's cart, kept on the server; guests have none. Cart, checkout and the header share it. */
export function useCart() {
  const { user, loading } = useAuth();
  const options = cartQuery(user?.id ?? null);
  return useQuery({ ...options, enabled: !loading && user !== null });
}
