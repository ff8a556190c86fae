import { zodResolver } from '@hookform/resolvers/zod';
import { CLABE_REASONS } from '@vira/domain/clabe';
import { useCurrency } from '@/lib/currency';
import { formatDateRange } from '@/lib/dates';
import { payoutAccountInputSchema, type PayoutAccountInput } from '@vira/domain/payouts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePayouts, useSavePayoutAccount, useStripeOnboarding } from '../api/owner-dashboard-api';
import { intlLocale } from '@/lib/intl-locale';

/**
 * Where the owner is paid and what was paid: a CLABE (sandbox) or Stripe Connect, earnings waiting for the daily
 * payout, and each payout with its bookings.
 */
export function PayoutsCard() {
  const { t, i18n } = useTranslation('owner');
  const payouts = usePayouts();
  const [editing, setEditing] = useState(false);
  const locale = intlLocale(i18n.language);
  const money = useCurrency().charged;
  const data = payouts.data;
  if (!data) return null;
  const waiting = data.waiting.map((w) => money(w.amount, w.currency)).join(' · ');
  const account = data.account;
  return (
    <Card data-testid="payouts">
      <CardHeader>
        <CardTitle>{t('payouts.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {waiting && (
          <p className="text-sm" data-testid="payouts-waiting">
            {account?.status === 'active'
              ? t('payouts.nextPayout', { amount: waiting })
              : t('payouts.waiting', { amount: waiting })}
          </p>
        )}
        {account && !editing ? (
          <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="payout-account">
            <span>
              {account.provider === 'sandbox'
                ? t('payouts.clabeAccount', { last4: account.clabeLast4 ?? '', holder: account.holderName ?? '' })
                : account.status === 'active'
                  ? t('payouts.stripeAccount')
                  : t('payouts.stripePending')}
            </span>
            {account.provider === 'sandbox' && (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {t('payouts.change')}
              </Button>
            )}
            {account.provider === 'stripe' && account.status === 'pending' && <StripeButton />}
          </div>
        ) : (
          <>
            {!account && <p className="text-sm text-slate-700">{t('payouts.prompt')}</p>}
            {data.onboardingAvailable ? <StripeButton /> : <ClabeForm onSaved={() => setEditing(false)} />}
          </>
        )}
        <h3 className="font-semibold">{t('payouts.history')}</h3>
        {data.payouts.length === 0 ? (
          <p className="text-sm text-slate-600">{t('payouts.none')}</p>
        ) : (
          <ul className="space-y-3" data-testid="payouts-list">
            {data.payouts.map((p) => (
              <li key={p.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium">
                  {new Date(p.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })} ·{' '}
                  {money(p.amount, p.currency)}
                </p>
                <ul className="mt-1 space-y-0.5 text-slate-600">
                  {p.bookings.map((b) => (
                    <li key={b.id}>
                      {t(b.cancelled ? 'payouts.bookingCancelled' : 'payouts.booking', {
                        title: b.title,
                        range: formatDateRange(b.startDate, b.endDate, i18n.language),
                        amount: money(b.amount, p.currency),
                      })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function StripeButton() {
  const { t } = useTranslation('owner');
  const onboarding = useStripeOnboarding();
  return (
    <Button
      onClick={() => onboarding.mutate(undefined, { onError: (error) => toast.error(error.message) })}
      disabled={onboarding.isPending}
    >
      {t('payouts.connectStripe')}
    </Button>
  );
}

function ClabeForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation('owner');
  const save = useSavePayoutAccount();
  const { register, handleSubmit, formState } = useForm<
    Record<keyof PayoutAccountInput, string>,
    unknown,
    PayoutAccountInput
  >({
    resolver: zodResolver(payoutAccountInputSchema as never) as never,
    defaultValues: { clabe: '', holderName: '' },
  });
  const clabeError = formState.errors.clabe?.message;
  const submit = (input: PayoutAccountInput) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('payouts.saved'));
        onSaved();
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="clabe-form">
      <div className="grid gap-1">
        <Label htmlFor="payout-clabe">{t('payouts.clabe')}</Label>
        <Input
          id="payout-clabe"
          inputMode="numeric"
          autoComplete="off"
          maxLength={22}
          aria-invalid={!!clabeError}
          aria-describedby={clabeError ? 'payout-clabe-error' : 'payout-clabe-hint'}
          {...register('clabe')}
        />
        {clabeError ? (
          <p role="alert" id="payout-clabe-error" className="text-xs text-red-700">
            {clabeError === CLABE_REASONS.checkDigit
              ? t('payouts.errors.clabeCheckDigit')
              : t('payouts.errors.clabeLength')}
          </p>
        ) : (
          <p id="payout-clabe-hint" className="text-xs text-slate-500">
            {t('payouts.clabeHint')}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="payout-holder">{t('payouts.holder')}</Label>
        <Input
          id="payout-holder"
          autoComplete="name"
          aria-invalid={!!formState.errors.holderName}
          {...register('holderName')}
        />
        {formState.errors.holderName && (
          <p role="alert" className="text-xs text-red-700">
            {t('payouts.errors.holder')}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('payouts.save')}
        </Button>
      </div>
    </form>
  );
}
