import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const invoiceKeys = { mine: ['invoices'] as const };

export function invoicesQuery(enabled: boolean) {
  return queryOptions({ queryKey: invoiceKeys.mine, queryFn: () => data(api.GET('/api/invoices')), enabled });
}
