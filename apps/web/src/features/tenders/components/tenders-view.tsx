import { useQuery } from '@tanstack/react-query';
import { TENDER_PAGE_SIZE } from '@vira/domain/tender';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/use-auth';
import { tenderSearchQuery, type TenderQuery } from '@/lib/queries/tender-queries';
import { MyTendersPanel } from './my-tenders-panel';
import { TenderCard } from './tender-card';
import { TenderDetailView } from './tender-detail';
import { TenderFilters } from './tender-filters';

const QUERY_KEYS = [
  'q',
  'buyer',
  'method',
  'category',
  'state',
  'status',
  'minAmount',
  'maxAmount',
  'currency',
  'deadlineFrom',
  'deadlineTo',
  'page',
] as const;

/** /government-contracts: search public tenders (filters live in the URL), or one tender with `?ocid=`. */
export function TendersView() {
  const { t } = useTranslation('tenders');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const ocid = params.get('ocid');
  const query: TenderQuery = Object.fromEntries(
    QUERY_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  );
  const results = useQuery({ ...tenderSearchQuery(query), enabled: ocid === null });
  const apply = (next: TenderQuery) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>,
    );
  const page = Number(query.page ?? '1');
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / TENDER_PAGE_SIZE)) : 1;

  if (ocid) return <TenderDetailView ocid={ocid} onBack={() => apply(query)} />;

  return (
    <section className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="max-w-prose text-slate-600">{t('intro')}</p>
        <p className="flex items-start gap-2 text-sm text-amber-900">
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('sampleNote')}
        </p>
      </header>
      <TenderFilters value={query} onApply={apply} />
      {user && <MyTendersPanel query={query} onApply={apply} />}
      <div className="space-y-3" aria-live="polite">
        {results.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : results.isError ? (
          <p role="alert" className="text-red-700">
            {results.error.message}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="tender-count">
              {t('results', { count: results.data.total })}
            </p>
            {results.data.tenders.length === 0 ? (
              <p className="text-slate-600">{t('empty')}</p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {results.data.tenders.map((tender) => (
                  <TenderCard key={tender.ocid} tender={tender} />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav className="flex items-center justify-between gap-2" aria-label={t('pagination')}>
                <Button
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => apply({ ...query, page: String(page - 1) })}
                >
                  {t('previous')}
                </Button>
                <span className="text-sm text-slate-600">{t('pageOf', { page, pages })}</span>
                <Button
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => apply({ ...query, page: String(page + 1) })}
                >
                  {t('next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
