import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentInput, ShipmentStatus } from '@vira/domain/hazmat';
import { api, data } from '@/lib/api';
import { hazmatKeys } from '@/lib/queries/hazmat-queries';

export function useCreateShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipmentInput) => data(api.POST('/api/hazmat/shipments', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: hazmatKeys.mine }),
  });
}

export function useAdvanceShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, status }: { code: string; status: ShipmentStatus }) =>
      data(api.POST('/api/hazmat/shipments/{code}/status', { params: { path: { code } }, body: { status } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: hazmatKeys.mine }),
  });
}
