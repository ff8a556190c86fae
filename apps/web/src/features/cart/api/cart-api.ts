import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItemInput, CartItemPatch } from '@vira/domain/cart';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** Shared with every feature that changes the cart (booking panel, checkout): they invalidate this key. */
export const CART_QUERY_KEY = ['cart'] as const;

/** The signed-in person's cart, kept on the server; guests have none. */
export function useCart() {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: [...CART_QUERY_KEY, user?.id ?? null],
    queryFn: () => apiFetch<Cart>('/api/cart'),
    enabled: !loading && user !== null,
    staleTime: 30_000,
  });
}

function useCartMutation<V>(call: (vars: V) => Promise<Cart>) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => client.setQueryData([...CART_QUERY_KEY, user?.id ?? null], cart),
  });
}

export function useAddToCart() {
  return useCartMutation((input: CartItemInput) => apiFetch<Cart>('/api/cart/items', { method: 'POST', json: input }));
}

export function useUpdateCartItem() {
  return useCartMutation(({ id, patch }: { id: string; patch: CartItemPatch }) =>
    apiFetch<Cart>(`/api/cart/items/${id}`, { method: 'PATCH', json: patch }),
  );
}

export function useRemoveCartItem() {
  return useCartMutation((id: string) => apiFetch<Cart>(`/api/cart/items/${id}`, { method: 'DELETE' }));
}

export function useClearCart() {
  return useCartMutation(() => apiFetch<Cart>('/api/cart', { method: 'DELETE' }));
}
