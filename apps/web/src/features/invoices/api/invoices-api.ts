import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { invoicesQuery } from '@/lib/queries/invoice-queries';

/** The person's paid orders with their documents; a tax invoice being issued is asked for again shortly. */
export function useInvoices() {
  const { user } = useAuth();
  return useQuery({
    ...invoicesQuery(user !== null),
    refetchInterval: (query) =>
      query.state.data?.orders.some((o) => o.taxInvoice?.status === 'requested') ? 5_000 : false,
  });
}
