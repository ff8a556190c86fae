import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const ledgerKeys = {
  all: ['ledger'] as const,
  order: (orderId: string) => ['ledger', 'order', orderId] as const,
  reconciliation: ['ledger', 'reconciliation'] as const,
};

/** An order's journal entries and balances (admins). */
export function orderLedgerQuery(orderId: string) {
  return queryOptions({
    queryKey: ledgerKeys.order(orderId),
    queryFn: () => data(api.GET('/api/admin/orders/{id}/ledger', { params: { path: { id: orderId } } })),
    retry: false,
  });
}

export function reconciliationQuery() {
  return queryOptions({
    queryKey: ledgerKeys.reconciliation,
    queryFn: () => data(api.GET('/api/admin/reconciliation')),
    retry: false,
  });
}
