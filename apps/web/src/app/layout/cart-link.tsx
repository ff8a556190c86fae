import { ShoppingCartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

/** Cart icon leading to /cart, with the number of items in the cart when there are any. */
export function CartLink() {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/cart" aria-label={count > 0 ? t('cart.labelWithCount', { count }) : t('cart.label')}>
        <ShoppingCartIcon className="size-5" aria-hidden />
        <CountBadge count={count} max={99} className="bg-accent-500" testId="cart-count" />
      </Link>
    </Button>
  );
}
