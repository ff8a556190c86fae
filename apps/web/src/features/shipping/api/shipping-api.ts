import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentInput, ShipmentUpdate } from '@vira/domain/shipping';
import { api, data } from '@/lib/api';
import { shippingKeys } from '@/lib/queries/shipping-queries';

export function useCreateShipping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipmentInput) => data(api.POST('/api/shipping/shipments', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}

export function useUpdateShipping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShipmentUpdate }) =>
      data(api.PUT('/api/shipping/shipments/{id}', { params: { path: { id } }, body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}
