import { Fragment } from 'react';
import { MapPinned, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { useAuth } from '@/lib/auth/use-auth';
import { useCartSums } from '@/lib/currency';
import { useCart } from '@/lib/queries/cart-queries';
import { CartItemCard } from './cart-item-card';

function EmptyCart() {
  const { t } = useTranslation('cart');
  const benefits = [
    { icon: ShieldCheck, key: 'safe' },
    { icon: Truck, key: 'delivery' },
    { icon: MapPinned, key: 'tracking' },
  ] as const;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('empty.title')}</h1>
      <p className="text-slate-600">{t('empty.text')}</p>
      <ul className="grid gap-2 text-start text-sm text-slate-700">
        {benefits.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon className="size-4 text-brand-600" aria-hidden /> {t(`empty.benefits.${key}`)}
          </li>
        ))}
      </ul>
      <Button asChild>
        <Link to="/search">{t('empty.explore')}</Link>
      </Button>
    </div>
  );
}

/** The /cart screen: loading, empty, or the items with the order summary. */
export function CartView() {
  const { t } = useTranslation('cart');
  const { user, loading } = useAuth();
  const cart = useCart();
  const sums = useCartSums(cart.data);

  if (loading || (user && cart.isPending)) return <p className="py-16 text-center text-slate-600">{t('loading')}</p>;
  if (cart.isError) return <p className="py-16 text-center text-red-700">{t('toast.loadError')}</p>;
  if (!user || !cart.data || cart.data.count === 0) return <EmptyCart />;

  const rows = [
    ['insurance', 'insuranceCost'],
    ['shipping', 'deliveryCost'],
    ['deposit', 'deposit'],
  ] as const;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_22rem]">
      <section className="grid content-start gap-4">
        <h1 className="text-2xl font-bold">
          {t('title')}{' '}
          <span className="text-base font-normal text-slate-600">({t('itemCount', { count: cart.data.count })})</span>
        </h1>
        {cart.data.items.map((item) => (
          <CartItemCard key={item.id} item={item} />
        ))}
      </section>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>{t('summary.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <dl className="grid grid-cols-2 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('summary.subtotal')}</dt>
            <dd className="text-end" data-testid="summary-subtotal">
              {sums.subtotalBeforeDiscount}
            </dd>
            {sums.discount && (
              <>
                <dt className="text-slate-600">{t('summary.discount')}</dt>
                <dd className="text-end text-green-700" data-testid="summary-discount">
                  −{sums.discount}
                </dd>
              </>
            )}
            {/* A keyed fragment, not a wrapper: a <dl> may not mix bare dt/dd with div-wrapped groups. */}
            {rows.map(([label, field]) => (
              <Fragment key={field}>
                <dt className="text-slate-600">{t(`summary.${label}`)}</dt>
                <dd className="text-end" data-testid={`summary-${field}`}>
                  {sums.field(field)}
                </dd>
              </Fragment>
            ))}
          </dl>
          <Separator />
          <div className="flex justify-between text-lg font-bold">
            <span>{t('summary.total')}</span>
            <span data-testid="summary-total">{sums.field('total')}</span>
          </div>
          <p className="text-xs text-slate-600">{t('summary.depositNote')}</p>
          <Button asChild size="lg">
            <Link to="/checkout">{t('summary.checkout')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/search">{t('summary.continue')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
