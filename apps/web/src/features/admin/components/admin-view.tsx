import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import {
  useAdminListings,
  useAdminOverview,
  useAdminUsers,
  useDecideApplication,
  useSetListingHidden,
  useSetSuspended,
} from '../api/admin-api';
import { ReasonAction } from './reason-action';

/** /admin: Vira applications, hidden listings, suspended accounts, and the audit trail of every decision. */
export function AdminView() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <Applications />
      <Listings />
      <People />
      <AuditTrail />
    </section>
  );
}

function Applications() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  const decide = useDecideApplication();
  const applications = overview.data?.applications ?? [];
  return (
    <Card data-testid="admin-applications">
      <CardHeader>
        <CardTitle>{t('applications.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {overview.isPending && <Spinner />}
        {!overview.isPending && applications.length === 0 && (
          <p className="text-sm text-slate-600">{t('applications.empty')}</p>
        )}
        {applications.map((a) => (
          <article
            key={a.id}
            className="space-y-1 rounded-md border border-slate-200 p-3"
            data-testid="admin-application"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{a.businessName}</h3>
              <Badge variant={a.status === 'pending' ? 'accent' : 'secondary'}>{t(`applications.${a.status}`)}</Badge>
            </div>
            <p className="text-sm text-slate-600">
              {a.applicantName ?? '—'} · {a.applicantEmail ?? a.userId}
            </p>
            <p className="text-sm">{a.businessDescription}</p>
            <p className="text-sm italic">{a.whyVira}</p>
            <dl className="grid gap-x-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">{t('applications.experience')}</dt>
              <dd className="whitespace-pre-wrap" data-testid="application-experience">
                {a.experience || t('applications.noExperience')}
              </dd>
              <dt className="font-medium">{t('applications.insurance')}</dt>
              <dd data-testid="application-insurance">
                {a.hasInsurance ? t('applications.insured') : t('applications.notInsured')}
              </dd>
            </dl>
            {a.decisionReason && (
              <p className="text-sm text-slate-600">{t('reasonWas', { reason: a.decisionReason })}</p>
            )}
            {a.status === 'pending' && (
              <div className="flex flex-wrap gap-2 pt-1">
                <ReasonAction
                  label={t('applications.approve')}
                  variant="default"
                  optional
                  onConfirm={(reason) => decide.mutateAsync({ id: a.id, approve: true, reason })}
                />
                <ReasonAction
                  label={t('applications.reject')}
                  variant="destructive"
                  onConfirm={(reason) => decide.mutateAsync({ id: a.id, approve: false, reason })}
                />
              </div>
            )}
          </article>
        ))}
      </CardContent>
    </Card>
  );
}

function Listings() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const listings = useAdminListings(q.trim());
  const setHidden = useSetListingHidden();
  return (
    <Card data-testid="admin-listings">
      <CardHeader>
        <CardTitle>{t('listings.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input
          aria-label={t('listings.search')}
          placeholder={t('listings.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ul className="divide-y divide-slate-100">
          {(listings.data ?? []).map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="admin-listing"
            >
              <div>
                <p className="font-medium">
                  #{l.id} {l.title}
                </p>
                <p className="text-xs text-slate-600">
                  {l.ownerName ?? l.ownerId} · {t(`listings.status.${l.status}`)}
                  {l.hiddenReason && ` · ${t('listings.hiddenBecause', { reason: l.hiddenReason })}`}
                </p>
              </div>
              {l.hiddenAt ? (
                <ReasonAction
                  label={t('listings.restore')}
                  onConfirm={(reason) => setHidden.mutateAsync({ id: l.id, hidden: false, reason })}
                />
              ) : (
                <ReasonAction
                  label={t('listings.hide')}
                  variant="destructive"
                  onConfirm={(reason) => setHidden.mutateAsync({ id: l.id, hidden: true, reason })}
                />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function People() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const users = useAdminUsers(q.trim());
  const setSuspended = useSetSuspended();
  return (
    <Card data-testid="admin-people">
      <CardHeader>
        <CardTitle>{t('people.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input
          aria-label={t('people.search')}
          placeholder={t('people.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ul className="divide-y divide-slate-100">
          {(users.data ?? []).map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">
                  {u.name ?? u.email} {u.isVira && <Badge variant="accent">Vira</Badge>}
                </p>
                <p className="text-xs text-slate-600">
                  {u.email}
                  {u.suspendedReason && ` · ${t('people.suspendedBecause', { reason: u.suspendedReason })}`}
                </p>
              </div>
              {u.suspendedAt ? (
                <ReasonAction
                  label={t('people.restore')}
                  onConfirm={(reason) => setSuspended.mutateAsync({ id: u.id, suspended: false, reason })}
                />
              ) : (
                <ReasonAction
                  label={t('people.suspend')}
                  variant="destructive"
                  onConfirm={(reason) => setSuspended.mutateAsync({ id: u.id, suspended: true, reason })}
                />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AuditTrail() {
  const { t, i18n } = useTranslation('admin');
  const overview = useAdminOverview();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card data-testid="admin-audit">
      <CardHeader>
        <CardTitle>{t('audit.title')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col" className="p-1 text-start">
                {t('audit.when')}
              </th>
              <th scope="col" className="p-1 text-start">
                {t('audit.who')}
              </th>
              <th scope="col" className="p-1 text-start">
                {t('audit.what')}
              </th>
              <th scope="col" className="p-1 text-start">
                {t('audit.why')}
              </th>
              <th scope="col" className="p-1 text-start">
                <span className="sr-only">{t('audit.trail')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(overview.data?.actions ?? []).map((a) => (
              <tr key={a.id} className="border-t border-slate-100" data-testid="admin-audit-row">
                <td className="p-1 whitespace-nowrap">{format.format(new Date(a.createdAt))}</td>
                <td className="p-1">{a.adminEmail}</td>
                <td className="p-1">
                  {t(`audit.actions.${a.action}`)} · {a.targetId}
                </td>
                <td className="p-1">{a.reason || '—'}</td>
                <td className="p-1">
                  <Link to={`/audit/admin_action/${a.id}`} className="text-emerald-800 underline">
                    {t('audit.trail')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
