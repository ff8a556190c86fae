import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const whatsappKeys = { status: ['whatsapp', 'status'] as const };

export function whatsappStatusQuery() {
  return queryOptions({ queryKey: whatsappKeys.status, queryFn: () => data(api.GET('/api/whatsapp/status')) });
}
