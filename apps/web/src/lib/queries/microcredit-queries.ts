import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const microcreditKeys = {
  income: ['microcredits', 'rental-income'] as const,
  applications: ['microcredits', 'applications'] as const,
};

export function rentalIncomeQuery() {
  return queryOptions({
    queryKey: microcreditKeys.income,
    queryFn: () => data(api.GET('/api/microcredits/rental-income')),
  });
}

export function loanApplicationsQuery() {
  return queryOptions({
    queryKey: microcreditKeys.applications,
    queryFn: () => data(api.GET('/api/microcredits/applications')),
    // The partner answers a while after the application is sent; the page shows it without a reload.
    refetchInterval: (query) =>
      query.state.data?.applications.some((a) => a.status === 'submitted' || a.status === 'in_review') ? 5_000 : false,
  });
}
