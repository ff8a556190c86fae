import { useMutation, useQuery } from '@tanstack/react-query';
import type { Cart } from '@vira/domain/cart';
import type { CheckoutRequest, Order, PaymentSession } from '@vira/domain/checkout';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** The cart as checkout reads it (same cache entry as the cart feature's). */
export function useCheckoutCart() {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['cart', user?.id ?? null],
    queryFn: () => apiFetch<Cart>('/api/cart'),
    enabled: !loading && user !== null,
  });
}

export function useConfirmCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) =>
      apiFetch<PaymentSession>('/api/checkout', { method: 'POST', json: request }),
  });
}

export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: ['order', orderId],
    queryFn: () => apiFetch<Order>(`/api/orders/${orderId}`),
    enabled: orderId !== null,
    staleTime: 0,
  });
}

/** The person came back from the payment page without paying: release the dates now. */
export function cancelOrder(orderId: string): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${orderId}/cancel`, { method: 'POST' });
}
