import { useCart } from '@/lib/queries/cart-queries';

/** Number of items in the signed-in person's cart, for the header badge (0 for guests). */
export function useCartCount(): number {
  return useCart().data?.count ?? 0;
}
