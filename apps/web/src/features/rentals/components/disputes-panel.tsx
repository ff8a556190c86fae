import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDispute } from '@vira/domain/rental';
import { useForm } from 'react-hook-form';
import { useCurrency } from '@/lib/currency';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { api, data } from '@/lib/api';
import { disputesQuery, rentalKeys } from '@/lib/queries/rental-queries';

/** /admin: rental disputes, open first; an admin splits the charge and the deposit with a written reason. */
export function DisputesPanel() {
  const { t } = useTranslation('rental');
  const disputes = useQuery(disputesQuery());
  const items = disputes.data?.disputes ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 pb-8">
      <Card data-testid="admin-disputes">
        <CardHeader>
          <CardTitle>{t('disputes.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {disputes.isPending && <Spinner />}
          {!disputes.isPending && !items.some((d) => d.status === 'open') && (
            <p className="text-sm text-slate-600">{t('disputes.empty')}</p>
          )}
          {items.map((d) => (
            <DisputeItem key={d.id} dispute={d} />
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

function DisputeItem({ dispute: d }: { dispute: AdminDispute }) {
  const { t } = useTranslation(['rental', 'admin']);
  const money = useCurrency().charged;
  const client = useQueryClient();
  const toMajor = (minor: number) => minor / 100;
  const form = useForm<{ chargeRefund: string; depositRefund: string; reason: string }>({
    defaultValues: { chargeRefund: '0', depositRefund: String(toMajor(d.maxDepositRefund)), reason: '' },
  });
  const resolve = useMutation({
    mutationFn: (body: { chargeRefund: number; depositRefund: number; reason: string }) =>
      data(api.POST('/api/admin/disputes/{id}/resolve', { params: { path: { id: d.id } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: rentalKeys.all }),
    onError: (e) => toast.error(e.message),
  });
  const submit = form.handleSubmit((v) =>
    resolve.mutate({
      chargeRefund: Math.round(Number(v.chargeRefund) * 100),
      depositRefund: Math.round(Number(v.depositRefund) * 100),
      reason: v.reason.trim(),
    }),
  );
  const max = (minor: number) => money(minor, d.currency);
  return (
    <article
      className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm"
      data-testid={`dispute-${d.bookingId}`}
    >
      <p className="font-medium">
        {t('disputes.parties', { listing: d.listingTitle, renter: d.renterName, owner: d.ownerName })}
      </p>
      <p>
        {t(`disputes.reason.${d.reason}`)}
        {d.claimAmount !== null && ` · ${t('disputes.claim', { amount: money(d.claimAmount, d.currency) })}`}
      </p>
      <p className="whitespace-pre-line text-slate-700">{d.description}</p>
      {d.orderId && (
        <p className="flex flex-wrap gap-4">
          <Link to={`/order-tracking/${d.orderId}`} className="text-brand-700 underline">
            {t('disputes.openOrder')}
          </Link>
          <Link to={`/admin?ledger=${d.orderId}`} className="text-brand-700 underline">
            {t('admin:ledger.title')}
          </Link>
        </p>
      )}
      {d.status === 'resolved' ? (
        <p className="text-green-800">
          {t('disputes.resolved')}: {d.decisionReason}
        </p>
      ) : (
        <form onSubmit={submit} className="grid gap-2 sm:grid-cols-2" noValidate>
          <div className="grid gap-1">
            <Label htmlFor={`charge-${d.id}`}>{t('disputes.chargeRefund', { max: max(d.maxChargeRefund) })}</Label>
            <Input
              id={`charge-${d.id}`}
              type="number"
              min="0"
              step="0.01"
              max={toMajor(d.maxChargeRefund)}
              {...form.register('chargeRefund', { required: true })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`deposit-${d.id}`}>{t('disputes.depositRefund', { max: max(d.maxDepositRefund) })}</Label>
            <Input
              id={`deposit-${d.id}`}
              type="number"
              min="0"
              step="0.01"
              max={toMajor(d.maxDepositRefund)}
              {...form.register('depositRefund', { required: true })}
            />
          </div>
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor={`reason-${d.id}`}>{t('disputes.decision')}</Label>
            <Textarea id={`reason-${d.id}`} {...form.register('reason', { required: true, minLength: 5 })} />
          </div>
          <Button type="submit" disabled={resolve.isPending} className="sm:col-span-2 sm:justify-self-end">
            {t('disputes.decide')}
          </Button>
        </form>
      )}
    </article>
  );
}
