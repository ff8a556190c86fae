import { ShoppingCartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

/** Cart icon leading to /cart, with the number of items in the cart when there are any. */
export function CartLink() {
  const { t, i18n } = useTranslation('shell');
  const count = useCartCount();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/cart" aria-label={count > 0 ? t('cart.labelWithCount', { count }) : t('cart.label')}>
        <ShoppingCartIcon className="size-5" aria-hidden />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="cart-count"
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-white"
          >
            {count > 99 ? '99+' : new Intl.NumberFormat(i18n.language).format(count)}
          </span>
        )}
      </Link>
    </Button>
  );
}
