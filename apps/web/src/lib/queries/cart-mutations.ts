import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItemInput, CartItemPatch } from '@vira/domain/cart';
import { api, data } from '../api';
import { useAuth } from '../auth/use-auth';
import { cartKeys } from './cart-queries';
import { listingKeys } from './listing-queries';

// The cart's changes, apart from its queries: the header's cart count is on the first screen, these (and TanStack
// Query's mutation code) are not (decision 033).

function useCartMutation<V>(call: (vars: V) => Promise<Cart>, onError?: (error: Error, vars: V) => unknown) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => client.setQueryData(cartKeys.of(user?.id ?? null), cart),
    onError,
  });
}

/** Adding can fail because someone else just took the dates: the calendar is refreshed then. */
export function useAddToCart() {
  const client = useQueryClient();
  return useCartMutation(
    (input: CartItemInput) => data(api.POST('/api/cart/items', { body: input })),
    (_error, input) => client.invalidateQueries({ queryKey: listingKeys.availability(input.listingId) }),
  );
}

export function useUpdateCartItem() {
  return useCartMutation(({ id, patch }: { id: string; patch: CartItemPatch }) =>
    data(api.PATCH('/api/cart/items/{id}', { params: { path: { id } }, body: patch })),
  );
}

export function useRemoveCartItem() {
  return useCartMutation((id: string) => data(api.DELETE('/api/cart/items/{id}', { params: { path: { id } } })));
}

export function useClearCart() {
  return useCartMutation(() => data(api.DELETE('/api/cart')));
}
