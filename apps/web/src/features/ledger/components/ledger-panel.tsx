import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntry, OrderLedger } from '@vira/domain/ledger';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { api, data } from '@/lib/api';
import { useCurrency } from '@/lib/currency';
import { ledgerKeys, orderLedgerQuery, reconciliationQuery } from '@/lib/queries/ledger-queries';
import { toast } from '@/lib/toast';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin: the books. The latest reconciliation of the ledger with the payment providers (every mismatch is a bug
 * to look into, never corrected by itself), and the journal of one order, opened by its number or `?ledger=`.
 */
export function LedgerPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('ledger') ?? '');
  const orderId = params.get('ledger') ?? '';
  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = typed.trim();
    if (!UUID.test(id)) {
      toast.error(t('ledger.badOrder'));
      return;
    }
    setParams((p) => {
      p.set('ledger', id);
      return p;
    });
  };
  return (
    <section className="mx-auto max-w-5xl px-4 pb-8">
      <Card data-testid="admin-ledger">
        <CardHeader>
          <CardTitle>{t('ledger.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <Reconciliation />
          <form onSubmit={open} className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1">
              <Label htmlFor="ledger-order">{t('ledger.orderLabel')}</Label>
              <Input
                id="ledger-order"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder="00000000-0000-0000-0000-000000000000"
                dir="ltr"
                autoComplete="off"
              />
            </div>
            <Button type="submit">{t('ledger.open')}</Button>
          </form>
          {UUID.test(orderId) && <OrderJournal orderId={orderId} />}
        </CardContent>
      </Card>
    </section>
  );
}

function Reconciliation() {
  const { t, i18n } = useTranslation('admin');
  const money = useCurrency().charged;
  const client = useQueryClient();
  const report = useQuery(reconciliationQuery());
  const run = useMutation({
    mutationFn: () => data(api.POST('/api/admin/reconciliation')),
    onSuccess: (fresh) => client.setQueryData(ledgerKeys.reconciliation, fresh),
    onError: (e) => toast.error(e.message),
  });
  if (report.isPending) return <Spinner />;
  const r = report.data;
  const when = r?.lastRunAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(r.lastRunAt))
    : null;
  return (
    <div className="grid gap-2" data-testid="reconciliation">
      <h3 className="font-semibold">{t('ledger.reconciliation')}</h3>
      <p className="text-sm text-slate-700">
        {when ? t('ledger.lastRun', { when, count: r?.paymentsCompared ?? 0 }) : t('ledger.neverRun')}
      </p>
      {r && when && r.mismatches.length === 0 && <p className="text-sm text-emerald-700">{t('ledger.allMatch')}</p>}
      {r && r.mismatches.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-start text-red-700">
              {t('ledger.mismatches', { count: r.mismatches.length })}
            </caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="text-start">
                  {t('ledger.transaction')}
                </th>
                <th scope="col" className="text-start">
                  {t('ledger.kind')}
                </th>
                <th scope="col" className="text-end">
                  {t('ledger.ours')}
                </th>
                <th scope="col" className="text-end">
                  {t('ledger.theirs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.mismatches.map((m) => (
                <tr key={m.id}>
                  <td className="break-all" dir="ltr">
                    {m.provider} · {m.transactionId}
                  </td>
                  <td>{t(`ledger.mismatchKind.${m.kind}`)}</td>
                  <td className="text-end">{money(m.ledgerAmount, m.currency)}</td>
                  <td className="text-end">{money(m.providerAmount, m.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button variant="outline" onClick={() => run.mutate()} disabled={run.isPending}>
          {t('ledger.runNow')}
        </Button>
      </div>
    </div>
  );
}

function OrderJournal({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const ledger = useQuery(orderLedgerQuery(orderId));
  if (ledger.isPending) return <Spinner />;
  if (ledger.isError) return <p className="text-sm text-red-700">{ledger.error.message}</p>;
  const l = ledger.data;
  if (l.entries.length === 0) return <p className="text-sm text-slate-600">{t('ledger.noEntries')}</p>;
  return (
    <div className="grid gap-4" data-testid="order-ledger">
      <Balances balances={l.balances} />
      {l.entries.map((e) => (
        <Entry key={e.id} entry={e} />
      ))}
    </div>
  );
}

function Balances({ balances }: { balances: OrderLedger['balances'] }) {
  const { t } = useTranslation('admin');
  const money = useCurrency().charged;
  return (
    <div className="grid gap-1">
      <h3 className="font-semibold">{t('ledger.balances')}</h3>
      {balances.length === 0 && <p className="text-sm text-slate-600">{t('ledger.settled')}</p>}
      <ul className="text-sm">
        {balances.map((b) => (
          <li key={`${b.account}-${b.party}-${b.currency}`} className="flex justify-between gap-2">
            <span>{t(`ledger.account.${b.account}`)}</span>
            <span>
              {money(Math.abs(b.amount), b.currency)} {b.amount < 0 ? t('ledger.credit') : t('ledger.debit')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Entry({ entry: e }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation('admin');
  const money = useCurrency().charged;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(e.createdAt),
  );
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 p-2">
      <table className="w-full text-sm">
        <caption className="text-start font-medium">
          {t(`ledger.entryKind.${e.kind}`)} · <time dateTime={e.createdAt}>{when}</time>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              {t('ledger.accountColumn')}
            </th>
            <th scope="col" className="text-end">
              {t('ledger.debit')}
            </th>
            <th scope="col" className="text-end">
              {t('ledger.credit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {e.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {t(`ledger.account.${line.account}`)}
                {line.purpose && ` · ${t(`ledger.purpose.${line.purpose}`)}`}
              </td>
              <td className="text-end">{line.amount > 0 ? money(line.amount, line.currency) : ''}</td>
              <td className="text-end">{line.amount < 0 ? money(-line.amount, line.currency) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
