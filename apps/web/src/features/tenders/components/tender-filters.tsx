import { MEXICAN_STATES, PROCUREMENT_METHODS, TENDER_CATEGORIES, TENDER_STATUSES } from '@vira/domain/tender';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import type { TenderQuery } from '@/lib/queries/tender-queries';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** Units in the form (pesos, or the chosen currency's), hundredths in the query, as the API stores amounts. */
const toPesos = (cents?: string) => (cents ? String(Number(cents) / 100) : '');
const toCents = (pesos: string) => {
  const n = Number(pesos);
  return pesos.trim() && Number.isFinite(n) && n >= 0 ? String(Math.round(n * 100)) : undefined;
};

const currencyOf = (query: TenderQuery) => (/^[A-Z]{3}$/.test(query.currency ?? '') ? query.currency : 'MXN');

/** The search form; applies on submit so typing does not fire a request per key. */
export function TenderFilters({ value, onApply }: { value: TenderQuery; onApply: (query: TenderQuery) => void }) {
  const { t } = useTranslation(['tenders', 'categories']);
  const [draft, setDraft] = useState<TenderQuery>(value);
  const [min, setMin] = useState(toPesos(value.minAmount));
  const [max, setMax] = useState(toPesos(value.maxAmount));
  // The URL's filters, compared by content: a parent re-render must not wipe what is being typed.
  const applied = JSON.stringify(value);
  useEffect(() => {
    const next = JSON.parse(applied) as TenderQuery;
    setDraft(next);
    setMin(toPesos(next.minAmount));
    setMax(toPesos(next.maxAmount));
  }, [applied]);
  const set = (key: keyof TenderQuery) => (v: string) => setDraft((d) => ({ ...d, [key]: v || undefined }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const currency = /^[A-Z]{3}$/.test(draft.currency ?? '') && draft.currency !== 'MXN' ? draft.currency : undefined;
    onApply({ ...draft, currency, minAmount: toCents(min), maxAmount: toCents(max), page: undefined });
  }

  const select = (
    key: 'method' | 'category' | 'state' | 'status',
    options: readonly { value: string; label: string }[],
  ) => (
    <div className="space-y-1">
      <Label htmlFor={`tender-${key}`}>{t(`filters.${key}`)}</Label>
      <select
        id={`tender-${key}`}
        className={selectClass}
        value={draft[key] ?? ''}
        onChange={(e) => set(key)(e.target.value)}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t('filters.title')}
    >
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="tender-q">{t('filters.q')}</Label>
        <Input
          id="tender-q"
          type="search"
          value={draft.q ?? ''}
          placeholder={t('filters.qPlaceholder')}
          onChange={(e) => set('q')(e.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="tender-buyer">{t('filters.buyer')}</Label>
        <Input id="tender-buyer" value={draft.buyer ?? ''} onChange={(e) => set('buyer')(e.target.value)} />
      </div>
      {select(
        'method',
        PROCUREMENT_METHODS.map((o) => ({ value: o, label: t(`method.${o}`) })),
      )}
      {select(
        'category',
        TENDER_CATEGORIES.map((o) => ({ value: o, label: t(`categories:government.${o}`) })),
      )}
      {select(
        'state',
        MEXICAN_STATES.map((o) => ({ value: o, label: o })),
      )}
      {select(
        'status',
        TENDER_STATUSES.map((o) => ({ value: o, label: t(`status.${o}`) })),
      )}
      <div className="space-y-1">
        <Label htmlFor="tender-currency">{t('filters.currency')}</Label>
        <Input
          id="tender-currency"
          // An ISO 4217 code: amounts are compared within one currency, never across them.
          dir="ltr"
          maxLength={3}
          autoCapitalize="characters"
          value={draft.currency ?? 'MXN'}
          onChange={(e) => set('currency')(e.target.value.toUpperCase().replace(/[^A-Z]/g, ''))}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="tender-min">{t('filters.minAmount', { currency: currencyOf(draft) })}</Label>
        <Input
          id="tender-min"
          type="number"
          min={0}
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="tender-max">{t('filters.maxAmount', { currency: currencyOf(draft) })}</Label>
        <Input
          id="tender-max"
          type="number"
          min={0}
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="tender-from">{t('filters.deadlineFrom')}</Label>
        <DateField id="tender-from" value={draft.deadlineFrom ?? ''} onChange={(v) => set('deadlineFrom')(v)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="tender-to">{t('filters.deadlineTo')}</Label>
        <DateField id="tender-to" value={draft.deadlineTo ?? ''} onChange={(v) => set('deadlineTo')(v)} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('filters.search')}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
