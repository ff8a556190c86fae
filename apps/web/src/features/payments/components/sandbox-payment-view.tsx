import { Bitcoin, CreditCard, Store, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrency } from '@/lib/currency';
import { useSandboxAction, useSandboxPayment, type SandboxAction } from '../api/sandbox-api';

const ICONS = { credit_card: CreditCard, mercadopago: Wallet, oxxo: Store, crypto: Bitcoin } as const;

/**
 * The built-in test provider's hosted page. Its buttons make the provider send a signed webhook to our API,
 * exactly as a real provider would after a card is approved, a voucher is paid or an invoice is settled.
 */
export function SandboxPaymentView({ transactionId }: { transactionId: string }) {
  const { t, i18n } = useTranslation('payments');
  const { charged, approx: inDisplay } = useCurrency();
  const navigate = useNavigate();
  const payment = useSandboxPayment(transactionId);
  const act = useSandboxAction(transactionId);

  if (payment.isPending) return <p className="py-16 text-center text-slate-600">{t('loading')}</p>;
  if (payment.isError) return <p className="py-16 text-center text-red-700">{payment.error.message}</p>;
  const p = payment.data;
  const Icon = ICONS[p.method as keyof typeof ICONS];
  const run = (action: SandboxAction) =>
    act.mutate(action, {
      onSuccess: (result) => void navigate(result.redirectTo, { replace: true }),
      onError: (error) => toast.error(error.message),
    });
  // What is charged, in its currency; the display currency only beside it: 'MXN 10,270.00 (≈ USD 604.12)'.
  const amount = charged(p.amount, p.currency);
  const approx = inDisplay(p.amount, p.currency);
  // The API decides: a paid, declined, cancelled or expired payment has nothing left to approve or decline.
  const open = p.open;

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-center text-xs text-amber-900">{t('sandbox.banner')}</p>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-5" aria-hidden /> {t(`sandbox.${p.method as keyof typeof ICONS}.title`)}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <span className="text-sm text-slate-600">{t('sandbox.amount')}</span>
            <span className="text-3xl font-bold" data-testid="sandbox-amount">
              {amount}
            </span>
            {approx && (
              <span className="text-sm text-slate-600" data-testid="sandbox-approx">
                (≈ {approx})
              </span>
            )}
          </div>
          {p.method === 'oxxo' && (
            <div className="grid gap-1 rounded-md border border-dashed p-3">
              <span className="text-sm text-slate-600">{t('sandbox.oxxo.reference')}</span>
              <span className="font-mono text-xl tracking-widest" data-testid="oxxo-reference">
                {p.reference}
              </span>
              {p.expiresAt && (
                <span className="text-xs text-slate-600">
                  {t('sandbox.oxxo.expires', { date: new Date(p.expiresAt).toLocaleString(i18n.language) })}
                </span>
              )}
              <span className="text-xs text-slate-600">{t('sandbox.oxxo.instructions')}</span>
            </div>
          )}
          {p.method === 'crypto' && <p className="text-sm text-slate-600">{t('sandbox.crypto.instructions')}</p>}
          {!open && <p className="text-sm font-medium text-slate-700">{t('sandbox.closed')}</p>}
          {(p.refunds ?? []).length > 0 && (
            <section className="grid gap-1 text-sm" data-testid="sandbox-refunds">
              <h2 className="font-semibold">{t('sandbox.refunds.title')}</h2>
              <ul className="grid gap-1">
                {p.refunds.map((r) => (
                  <li key={r.id} className="flex justify-between gap-2">
                    <span className="font-mono text-xs">{r.id}</span>
                    <span>
                      {charged(r.amount, p.currency)} ·{' '}
                      {t(`sandbox.refunds.status.${r.status as 'pending' | 'succeeded' | 'failed'}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid gap-2">
            {open &&
              (p.method === 'oxxo' ? (
                <Button disabled={act.isPending} onClick={() => run('pay-at-store')}>
                  {t('sandbox.oxxo.pay')}
                </Button>
              ) : p.method === 'crypto' ? (
                <Button disabled={act.isPending} onClick={() => run('confirm')}>
                  {t('sandbox.crypto.confirm')}
                </Button>
              ) : (
                <>
                  <Button disabled={act.isPending} onClick={() => run('approve')}>
                    {t('sandbox.approve')}
                  </Button>
                  <Button variant="destructive" disabled={act.isPending} onClick={() => run('decline')}>
                    {t('sandbox.decline')}
                  </Button>
                </>
              ))}
            <Button variant="ghost" disabled={act.isPending} onClick={() => run('cancel')}>
              {t('sandbox.cancel')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
