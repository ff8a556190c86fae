import type { CurrencyTotals } from '@vira/domain/cart';
import type { CheckoutPaymentMethod } from '@vira/domain/checkout';
import { toCurrencyCode } from '@vira/domain/currencies';
import { Banknote, CreditCard, MapPinned, ShieldAlert, ShieldCheck, Wallet, Wrench } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Separator } from '@/components/ui/separator';
import { Textarea } from '@/components/ui/textarea';
import { useCartSums, useCurrency } from '@/lib/currency';
import { useCart } from '@/lib/queries/cart-queries';
import { useConfirmCheckout } from '../api/checkout-api';
import { CheckoutSteps } from './checkout-steps';

const METHODS: { value: CheckoutPaymentMethod; icon: typeof CreditCard }[] = [
  { value: 'credit_card', icon: CreditCard },
  { value: 'mercadopago', icon: Wallet },
  { value: 'oxxo', icon: Banknote },
];

/**
 * /checkout: method, delivery, terms and summary; confirming sends the person to the payment page. The page
 * composes the invoice request (the billing form belongs to the booking feature) and says whether it is wanted.
 */
export function CheckoutView({ invoice = false, invoiceOption }: { invoice?: boolean; invoiceOption?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const { currency, format } = useCurrency();
  const cart = useCart();
  const confirm = useConfirmCheckout();
  const [method, setMethod] = useState<CheckoutPaymentMethod>('credit_card');
  const [notes, setNotes] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const sums = useCartSums(cart.data);
  const sum = sums.field;

  if (cart.isPending) return <p className="py-16 text-center text-slate-600">{t('loading')}</p>;
  if (cart.isError) return <p className="py-16 text-center text-red-700">{cart.error.message}</p>;
  if (cart.data.count === 0 && !confirm.isSuccess) return <Navigate to="/cart" replace />;
  const delivered = cart.data.items.filter((item) => item.deliveryMethod === 'home_delivery');
  // Lines this person may not pay for until their identity is verified (the API refuses them with a 403 too).
  const unverified = cart.data.items.filter((item) => item.needsVerification);

  const submit = () => {
    if (!accepted) {
      setTermsError(true);
      toast.error(t('mustAcceptTerms'));
      return;
    }
    confirm.mutate(
      { paymentMethod: method, notes, acceptTerms: true, displayCurrency: currency, invoice },
      {
        onSuccess: (session) => window.location.assign(session.url),
        onError: (error) => toast.error(t('paymentError'), { description: error.message }),
      },
    );
  };

  const processing = confirm.isPending || confirm.isSuccess;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <CheckoutSteps current={1} />
      {unverified.length > 0 && <VerificationNeeded titles={unverified.map((item) => item.listing.title)} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('method.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <RadioGroup
                value={method}
                onValueChange={(v) => setMethod(v as CheckoutPaymentMethod)}
                className="grid gap-3"
              >
                {METHODS.map(({ value, icon: Icon }) => (
                  <Label
                    key={value}
                    htmlFor={`method-${value}`}
                    className="flex cursor-pointer flex-wrap items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-brand-600"
                  >
                    <RadioGroupItem id={`method-${value}`} value={value} />
                    <Icon className="size-5 text-slate-700" aria-hidden />
                    <span className="grid min-w-0 flex-1">
                      <span className="font-medium">{t(`method.${value}.label`)}</span>
                      <span className="text-xs text-slate-600">{t(`method.${value}.hint`)}</span>
                    </span>
                    {value === 'credit_card' && (
                      <span className="ms-auto flex gap-1 text-[10px] font-bold">
                        <span className="rounded bg-blue-800 px-1.5 py-0.5 text-white">VISA</span>
                        <span className="rounded bg-orange-700 px-1.5 py-0.5 text-white">Mastercard</span>
                        <span className="rounded bg-sky-700 px-1.5 py-0.5 text-white">AMEX</span>
                      </span>
                    )}
                  </Label>
                ))}
              </RadioGroup>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('delivery.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <ul className="grid gap-1 text-sm" data-testid="checkout-delivery">
                {cart.data.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap gap-x-2">
                    <span className="font-medium">{item.listing.title}:</span>
                    <span>
                      {item.deliveryMethod === 'home_delivery'
                        ? t('delivery.itemHome', { address: item.deliveryAddress ?? '' })
                        : t('delivery.itemPickup')}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to="/cart" className="text-sm text-brand-700 underline">
                {t('delivery.changeInCart')}
              </Link>
              {/* Each line's delivery (and its address) is chosen in the cart: one place, charged as shown. */}
              {delivered.length === 0 && (
                <p className="flex items-center gap-2 text-xs text-slate-600">
                  <MapPinned className="size-4" aria-hidden /> {t('delivery.pickupNote')}
                </p>
              )}
              <Label htmlFor="checkout-notes">{t('delivery.notes')}</Label>
              <Textarea
                id="checkout-notes"
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                placeholder={t('delivery.notesPlaceholder')}
              />
            </CardContent>
          </Card>
          {invoiceOption}
          <div className="grid gap-1">
            <label className="flex items-start gap-2 text-sm">
              <Checkbox
                checked={accepted}
                onCheckedChange={(v) => {
                  setAccepted(v === true);
                  if (v === true) setTermsError(false);
                }}
                aria-label={t('terms.label')}
              />
              <span>
                {t('terms.prefix')}{' '}
                <Link to="/terms" className="text-brand-700 underline">
                  {t('terms.terms')}
                </Link>{' '}
                {t('terms.and')}{' '}
                <Link to="/privacy" className="text-brand-700 underline">
                  {t('terms.privacy')}
                </Link>
              </span>
            </label>
            {termsError && (
              <p className="text-sm text-red-700" role="alert">
                {t('mustAcceptTerms')}
              </p>
            )}
          </div>
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t('summary.title')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <ul className="grid gap-2">
              {cart.data.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-2">
                  <span>
                    {item.listing.title}{' '}
                    <span className="text-slate-500">· {t('summary.days', { count: item.quote.days })}</span>
                  </span>
                  <span>{format(item.quote.total, toCurrencyCode(item.listing.currency))}</span>
                </li>
              ))}
            </ul>
            <Separator />
            <dl className="grid grid-cols-2 gap-y-1">
              <dt>{t('summary.subtotal')}</dt>
              <dd className="text-end">{sums.subtotalBeforeDiscount}</dd>
              {sums.discount && (
                <>
                  <dt>{t('summary.discount')}</dt>
                  <dd className="text-end text-green-700" data-testid="checkout-discount">
                    −{sums.discount}
                  </dd>
                </>
              )}
              <dt>{t('summary.insurance')}</dt>
              <dd className="text-end">{sum('insuranceCost')}</dd>
              <dt>{t('summary.shipping')}</dt>
              <dd className="text-end">{sum('deliveryCost')}</dd>
              <dt>{t('summary.deposit')}</dt>
              <dd className="text-end">{sum('deposit')}</dd>
            </dl>
            <Separator />
            <div className="flex justify-between text-lg font-bold">
              <span>{t('summary.total')}</span>
              <span data-testid="checkout-total">{sum('total')}</span>
            </div>
            {cart.data.totals.length > 1 && <SplitCharges totals={cart.data.totals} />}
            <Button
              size="lg"
              disabled={!accepted || processing || unverified.length > 0}
              aria-describedby={unverified.length > 0 ? 'checkout-verification-pay' : undefined}
              onClick={submit}
            >
              {processing ? t('processing') : t('confirm')}
            </Button>
            {unverified.length > 0 && (
              <p id="checkout-verification-pay" className="text-sm text-amber-900">
                {t('verification.payDisabled')}
              </p>
            )}
            <ul className="grid gap-1 text-xs text-slate-600">
              <li className="flex items-center gap-2">
                <ShieldCheck className="size-4" aria-hidden /> {t('promises.insurance')}
              </li>
              <li className="flex items-center gap-2">
                <MapPinned className="size-4" aria-hidden /> {t('promises.tracking')}
              </li>
              <li className="flex items-center gap-2">
                <Wrench className="size-4" aria-hidden /> {t('promises.warranty')}
              </li>
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** Said before payment: which lines need a verified identity, and where to get one (issue 38). */
function VerificationNeeded({ titles }: { titles: string[] }) {
  const { t } = useTranslation('checkout');
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="checkout-verification-needed"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t('verification.title')}</p>
        <p>{t('verification.text')}</p>
        <ul className="list-disc ps-5 break-words">
          {titles.map((title, i) => (
            <li key={i}>{title}</li>
          ))}
        </ul>
        <Link to="/verification" className="font-medium underline">
          {t('verification.action')}
        </Link>
      </div>
    </div>
  );
}

/** A charge has one currency: a cart in several is paid as one order per currency, one after the other. */
function SplitCharges({ totals }: { totals: CurrencyTotals[] }) {
  const { t } = useTranslation('checkout');
  const money = useCurrency().charged;
  return (
    <div className="grid gap-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="checkout-split">
      <p>{t('split.note', { count: totals.length })}</p>
      <ul className="grid gap-0.5 font-medium">
        {totals.map((total) => (
          <li key={total.currency}>{money(total.total, total.currency)}</li>
        ))}
      </ul>
    </div>
  );
}
