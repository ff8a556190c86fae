import { ShoppingCartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Cart icon leading to /cart. */
export function CartLink() {
  const { t } = useTranslation('shell');
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/cart" aria-label={t('cart.label')}>
        <ShoppingCartIcon className="size-5" aria-hidden />
      </Link>
    </Button>
  );
}
