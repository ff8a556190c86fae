import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { myCooperativesQuery } from '@/lib/queries/cooperative-queries';
import { CooperativeDetailView } from './cooperative-detail';
import { CreateCooperativeForm } from './create-cooperative-form';
import { IcaPrinciples } from './ica-principles';

/** /cooperatives: my cooperatives and invitations, the selected one (?id=), a form to start one. */
export function CooperativesView() {
  const { t } = useTranslation('cooperatives');
  const [params, setParams] = useSearchParams();
  const list = useQuery(myCooperativesQuery());
  const selected = params.get('id') ?? list.data?.items[0]?.id ?? null;
  const select = (id: string) => setParams({ id });
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="max-w-prose text-slate-600">{t('intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="min-w-0 space-y-4">
          <nav aria-label={t('mine')} className="space-y-2">
            <h2 className="text-xl font-semibold">{t('mine')}</h2>
            {/* A row's room while the list loads, and "none" as tall as a row, so the form below does not jump when
                the list arrives (layout shift, decision 031). Most people have none or one. */}
            {list.isPending ? <Skeleton className="h-14 rounded-md" /> : null}
            {list.data?.items.length === 0 ? <p className="min-h-14 px-3 py-2 text-slate-600">{t('none')}</p> : null}
            <ul className="space-y-1">
              {list.data?.items.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => select(c.id)}
                    aria-current={c.id === selected ? 'true' : undefined}
                    className="w-full rounded-md px-3 py-2 text-start hover:bg-slate-100 aria-[current]:bg-emerald-50"
                  >
                    {/* One line per name: every row as tall as the loading row (the full name heads the detail). */}
                    <span className="block truncate font-medium" title={c.name}>
                      {c.name}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {c.myStatus === 'invited'
                        ? t('members.invited')
                        : t(c.status === 'constituida' ? 'status.short.constituida' : 'status.short.en_formacion')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <CreateCooperativeForm onCreated={select} />
        </div>
        <div className="min-w-0 space-y-6">
          {selected ? <CooperativeDetailView id={selected} /> : null}
          <IcaPrinciples />
        </div>
      </div>
    </section>
  );
}
