import { useQuery } from '@tanstack/react-query';
import type { TenderContract, TenderDetail } from '@vira/domain/tender';
import {
  ArrowLeftIcon,
  BellIcon,
  BellOffIcon,
  ExternalLinkIcon,
  FileSignatureIcon,
  FileTextIcon,
  TrophyIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useTabTitle } from '@/lib/use-tab-title';
import { tenderQuery } from '@/lib/queries/tender-queries';
import { useFollowTender } from '../api/tenders-api';
import { tenderDate, tenderMoney } from './tender-format';

const DATE_KEYS = ['published', 'clarifications', 'opening', 'ruling'] as const;

export function TenderDetailView({ ocid, onBack }: { ocid: string; onBack: () => void }) {
  const { t } = useTranslation('tenders');
  const tender = useQuery(tenderQuery(ocid));
  useTabTitle(tender.data?.title);
  return (
    <section className="mx-auto max-w-4xl space-y-5 px-4 py-6">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
        {t('detail.back')}
      </Button>
      {tender.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : tender.isError ? (
        <p role="alert">
          {tender.error instanceof ApiError && tender.error.status === 404
            ? t('detail.notFound')
            : tender.error.message}
        </p>
      ) : (
        <TenderBody tender={tender.data} />
      )}
    </section>
  );
}

function TenderBody({ tender }: { tender: TenderDetail }) {
  const { t, i18n } = useTranslation(['tenders', 'categories']);
  const { user } = useAuth();
  const follow = useFollowTender();
  const toggle = () =>
    follow
      .mutateAsync({ ocid: tender.ocid, follow: !tender.following })
      .then((next) => toast.success(next.following ? t('detail.followed') : t('detail.unfollowed')))
      .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('error')));
  const lang = i18n.language;
  return (
    <article className="space-y-5" data-testid="tender-detail">
      <header className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {tender.status && (
            <Badge variant={tender.status === 'active' ? 'success' : 'secondary'}>{t(`status.${tender.status}`)}</Badge>
          )}
          {tender.method && <Badge variant="outline">{t(`method.${tender.method}`)}</Badge>}
          <Badge variant="secondary">{t(`categories:government.${tender.category}`)}</Badge>
          {tender.sample && <Badge variant="warning">{t('sample')}</Badge>}
        </div>
        <h1 className="text-2xl font-bold break-words">{tender.title}</h1>
        <p className="text-slate-700">
          {tender.buyer}
          {tender.state && ` · ${tender.state}`}
        </p>
        {tender.description && <p className="text-slate-600">{tender.description}</p>}
        {tender.amount !== null && (
          <p className="font-medium">
            {t('card.amount')}: {tenderMoney(tender.amount, tender.currency, lang)}
          </p>
        )}
        <p className="text-xs break-all text-slate-500">
          {t('detail.ocid')}: {tender.ocid}
        </p>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        {tender.officialUrl && (
          <Button asChild>
            <a href={tender.officialUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden />
              {t('detail.official')}
            </a>
          </Button>
        )}
        {user ? (
          <Button variant="outline" onClick={() => void toggle()} disabled={follow.isPending}>
            {tender.following ? <BellOffIcon aria-hidden /> : <BellIcon aria-hidden />}
            {tender.following ? t('detail.unfollow') : t('detail.follow')}
          </Button>
        ) : (
          <Link to="/login" className="text-sm font-medium text-brand-700 underline">
            {t('detail.signInToFollow')}
          </Link>
        )}
      </div>
      {user && <p className="text-sm text-slate-600">{t('detail.followHint')}</p>}

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('detail.keyDates')}</h2>
        <dl className="grid gap-2 sm:grid-cols-2">
          {DATE_KEYS.map((key) => (
            <div key={key} className="rounded-md border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{t(`dates.${key}`)}</dt>
              <dd className="font-medium">{tender.dates[key] ? tenderDate(tender.dates[key], lang, true) : '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('detail.items')}</h2>
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {tender.items.map((item) => (
            <li key={item.id} className="p-3">
              <p className="font-medium">{item.description}</p>
              <p className="text-sm text-slate-600">
                {item.quantity !== null &&
                  `${t('detail.quantity')}: ${item.quantity.toLocaleString(lang)} ${item.unit ?? ''}`}
                {item.classification && ` · ${item.classification}`}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('detail.documents')}</h2>
        {tender.documents.length === 0 ? (
          <p className="text-sm text-slate-600">{t('detail.noDocuments')}</p>
        ) : (
          <ul className="space-y-1">
            {tender.documents.map((d) => (
              <li key={d.id} className="flex items-center gap-2">
                <FileTextIcon aria-hidden className="size-4 text-slate-500" />
                {d.url ? (
                  <a href={d.url} target="_blank" rel="noopener noreferrer" className="underline">
                    {d.title}
                  </a>
                ) : (
                  d.title
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('detail.award')}</h2>
        {tender.awards.length === 0 ? (
          <p className="text-sm text-slate-600">{t('detail.notAwarded')}</p>
        ) : (
          <ul className="space-y-2">
            {tender.awards.map((a) => (
              <li
                key={a.id}
                className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3"
                data-testid="tender-award"
              >
                <TrophyIcon aria-hidden className="mt-0.5 size-5 text-emerald-700" />
                <div>
                  <p>
                    {t('detail.winner')}: <strong>{a.suppliers.join(', ')}</strong>
                  </p>
                  {a.amount !== null && (
                    <p>
                      {t('detail.awardAmount')}: {tenderMoney(a.amount, a.currency, lang)}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('detail.contracts')}</h2>
        {tender.contracts.length === 0 ? (
          <p className="text-sm text-slate-600">{t('detail.noContracts')}</p>
        ) : (
          <ul className="space-y-3">
            {tender.contracts.map((c) => (
              <ContractItem key={c.id} contract={c} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** The contracting stage (what was signed) and its implementation (payments and milestones), as the record keeps them. */
function ContractItem({ contract: c }: { contract: TenderContract }) {
  const { t, i18n } = useTranslation('tenders');
  const lang = i18n.language;
  const { transactions, milestones } = c.implementation;
  return (
    <li className="space-y-2 rounded-md border border-slate-200 bg-white p-3" data-testid="tender-contract">
      <p className="flex items-start gap-2 font-medium">
        <FileSignatureIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-600" />
        <span className="break-words">{c.title ?? c.id}</span>
        {c.status && <Badge variant="outline">{c.status}</Badge>}
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        {c.amount !== null && (
          <div>
            <dt className="text-slate-600">{t('detail.contractAmount')}</dt>
            <dd>{tenderMoney(c.amount, c.currency, lang)}</dd>
          </div>
        )}
        {c.dateSigned && (
          <div>
            <dt className="text-slate-600">{t('detail.signed')}</dt>
            <dd>{tenderDate(c.dateSigned, lang)}</dd>
          </div>
        )}
        {(c.period.start || c.period.end) && (
          <div>
            <dt className="text-slate-600">{t('detail.period')}</dt>
            <dd>
              {c.period.start ? tenderDate(c.period.start, lang) : '…'} –{' '}
              {c.period.end ? tenderDate(c.period.end, lang) : '…'}
            </dd>
          </div>
        )}
      </dl>
      <h3 className="font-medium">{t('detail.implementation')}</h3>
      {transactions.length === 0 && milestones.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.noImplementation')}</p>
      ) : (
        <div className="grid gap-2 text-sm sm:grid-cols-2">
          {transactions.length > 0 && (
            <div>
              <p className="text-slate-600">{t('detail.payments')}</p>
              <ul>
                {transactions.map((p) => (
                  <li key={p.id}>
                    {p.date ? `${tenderDate(p.date, lang)} · ` : ''}
                    {p.amount !== null ? tenderMoney(p.amount, p.currency, lang) : '—'}
                    {p.payee ? ` ${t('detail.paidTo', { payee: p.payee })}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {milestones.length > 0 && (
            <div>
              <p className="text-slate-600">{t('detail.milestones')}</p>
              <ul>
                {milestones.map((m) => (
                  <li key={m.id}>
                    {m.title}
                    {m.status ? ` · ${m.status}` : ''}
                    {m.dateMet
                      ? ` · ${tenderDate(m.dateMet, lang)}`
                      : m.dueDate
                        ? ` · ${tenderDate(m.dueDate, lang)}`
                        : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
