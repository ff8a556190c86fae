import { ShoppingCartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { CountBadge, countBadgeText } from '@/components/ui/count-badge';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

const CART_BADGE_MAX = 99;

/** Cart icon leading to /cart, with the number of items in the cart when there are any. */
export function CartLink() {
  const { t, i18n } = useTranslation('shell');
  const count = useCartCount();
  const shown = countBadgeText(count, CART_BADGE_MAX, i18n.language);
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/cart" aria-label={count > 0 ? t('cart.labelWithCount', { shown }) : t('cart.label')}>
        <ShoppingCartIcon className="size-5" aria-hidden />
        <CountBadge count={count} max={CART_BADGE_MAX} className="bg-accent-500" testId="cart-count" />
      </Link>
    </Button>
  );
}
