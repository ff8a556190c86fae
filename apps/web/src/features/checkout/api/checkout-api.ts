import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutRequest } from '@vira/domain/checkout';
import type { CurrencyCode } from '@vira/domain/currencies';
import { api, data } from '@/lib/api';
import { orderQuery } from '@/lib/queries/order-queries';

export function useConfirmCheckout() {
  return useMutation({
    // The schema's currency list is typed loosely in the domain (a string enum built at run time).
    mutationFn: (request: CheckoutRequest) =>
      data(
        api.POST('/api/checkout', {
          body: { ...request, displayCurrency: request.displayCurrency as CurrencyCode | undefined },
        }),
      ),
  });
}

/** The order; while the provider has not confirmed it yet, asked again every few seconds. */
export function useOrder(orderId: string | null) {
  return useQuery({
    ...orderQuery(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' ? 3000 : false),
  });
}

/** The person came back from the payment page without paying: release the dates now. */
export function cancelOrder(orderId: string) {
  return data(api.POST('/api/orders/{id}/cancel', { params: { path: { id: orderId } } }));
}
