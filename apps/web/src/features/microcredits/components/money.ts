import { useCurrency } from '@/lib/currency';

/** Loans are in pesos whatever the display currency (a partner lends MXN), named as such (decision 035). */
export function useMxn(): (cents: number) => string {
  const { charged } = useCurrency();
  return (cents) => charged(cents, 'MXN');
}
