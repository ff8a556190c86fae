import { useQuery } from '@tanstack/react-query';
import { tenderFiltersSchema } from '@vira/domain/tender';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { followedTendersQuery, savedTenderSearchesQuery, type TenderQuery } from '@/lib/queries/tender-queries';
import { useDeleteTenderSearch, useSaveTenderSearch } from '../api/tenders-api';

/** A signed-in supplier's followed tenders and saved searches, and saving the current one. */
export function MyTendersPanel({ query, onApply }: { query: TenderQuery; onApply: (query: TenderQuery) => void }) {
  const { t } = useTranslation('tenders');
  const following = useQuery(followedTendersQuery(true));
  const searches = useQuery(savedTenderSearchesQuery(true));
  const save = useSaveTenderSearch();
  const remove = useDeleteTenderSearch();
  const [name, setName] = useState('');
  const fail = (e: unknown) => toast.error(e instanceof ApiError ? e.message : t('error'));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { page: _page, ...filters } = query;
    const parsed = tenderFiltersSchema.safeParse(filters);
    if (!parsed.success) return toast.error(t('error'));
    save
      .mutateAsync({ name: name.trim(), filters: parsed.data })
      .then(() => {
        setName('');
        toast.success(t('mine.savedOk'));
      })
      .catch(fail);
  }

  return (
    <section
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-2"
      aria-label={t('mine.title')}
    >
      <div className="space-y-2">
        <h2 className="font-semibold">{t('mine.following')}</h2>
        {(following.data?.tenders ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">{t('mine.noFollowing')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {following.data!.tenders.map((tender) => (
              <li key={tender.ocid}>
                <Link to={`/government-contracts?ocid=${encodeURIComponent(tender.ocid)}`} className="underline">
                  {tender.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-2">
        <h2 className="font-semibold">{t('mine.saved')}</h2>
        {(searches.data?.searches ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">{t('mine.noSaved')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {searches.data!.searches.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{s.name}</span>
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      onApply(Object.fromEntries(Object.entries(s.filters).map(([k, v]) => [k, String(v)])))
                    }
                  >
                    {t('mine.apply')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void remove.mutateAsync(s.id).catch(fail)}>
                    {t('mine.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="min-w-40 flex-1 space-y-1">
            <Label htmlFor="tender-search-name">{t('mine.saveName')}</Label>
            <Input id="tender-search-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={!name.trim() || save.isPending}>
            {t('mine.save')}
          </Button>
        </form>
        <p className="text-xs text-slate-600">{t('mine.saveHint')}</p>
      </div>
    </section>
  );
}
