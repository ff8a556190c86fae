import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAddToCart } from '../api/booking-api';

type CartItemInput = Parameters<ReturnType<typeof useAddToCart>['mutate']>[0];

/** Adds to the cart and says so: a toast with a way to the cart, or why it failed. */
export function useAddToCartWithNotice() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const add = useAddToCart();
  return {
    isPending: add.isPending,
    add: (item: CartItemInput) =>
      add.mutate(item, {
        onSuccess: () =>
          toast.success(t('added'), { action: { label: t('viewCart'), onClick: () => void navigate('/cart') } }),
        onError: (error) => toast.error(t('addError'), { description: error.message }),
      }),
  };
}
