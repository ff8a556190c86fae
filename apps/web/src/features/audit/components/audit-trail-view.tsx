import { useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditTrail } from '@vira/domain/audit';
import { ArrowRightIcon, ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { auditTrailQuery } from '@/lib/queries/audit-queries';
import { intlLocale } from '@/lib/intl-locale';
import { useVerifyTrail, type TrailCheck } from '../api/audit-api';
import { formatAuditValue, formatInstant, type ValueWords } from './audit-value';

/** `/audit/:entityType/:entityId`: the recorded changes the viewer may see, and the server's integrity check. */
export function AuditTrailView({ entityType, entityId }: { entityType: string; entityId: string }) {
  const { t } = useTranslation('audit');
  const trail = useQuery(auditTrailQuery(entityType, entityId));
  const verify = useVerifyTrail(trail.data);

  if (trail.isPending)
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6" aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-48" />
      </div>
    );
  if (trail.isError)
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="mb-3 text-2xl font-bold">{t('title')}</h1>
        <p role="alert" data-testid="audit-error">
          {trail.error.message}
        </p>
      </section>
    );
  const data = trail.data;
  const result = verify.data;
  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold break-words">{t('title')}</h1>
        <p className="font-medium break-all text-slate-700">{t(`entity.${data.entityType}`, { id: data.entityId })}</p>
        <p className="text-slate-600">{data.view === 'public' ? t('intro.public') : t('intro.full')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? t('verifying') : t('verify')}
          </Button>
          {verify.isError ? <p role="alert">{verify.error.message}</p> : null}
        </div>
        {result ? <TrailCheckResult check={result} /> : null}
      </header>
      {data.events.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="grid gap-3" data-testid="audit-timeline">
          {withCurrency(data).map(({ event, currency }) => (
            <li key={event.seq}>
              <AuditEventCard event={event} currency={currency} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TrailCheckResult({ check }: { check: TrailCheck }) {
  const { t, i18n } = useTranslation('audit');
  const { chain, checkpoint } = check;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const lines: { ok: boolean; text: string }[] = [];
  if (chain.verified) {
    lines.push({ ok: true, text: t('check.verified', { count: chain.checked }) });
    if (chain.recomputed < chain.checked)
      lines.push({ ok: true, text: t('check.partial', { count: chain.checked - chain.recomputed }) });
  } else lines.push({ ok: false, text: t(`check.${chain.problem}`, { seq: chain.brokenAt }) });
  if (checkpoint) {
    const ok = checkpoint.state === 'covered' || checkpoint.state === 'not_covered' || checkpoint.state === 'none';
    const params =
      'day' in checkpoint ? { day: day(checkpoint.day), seq: 'seq' in checkpoint ? checkpoint.seq : 0 } : {};
    lines.push({ ok, text: t(`check.${checkpoint.state}`, params) });
  }
  const ok = lines.every((line) => line.ok);
  return (
    <div
      role="status"
      data-testid="audit-verification"
      className={`grid gap-1 rounded-md p-3 ${ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
    >
      {lines.map((line) => (
        <p key={line.text} className="flex items-start gap-2">
          {line.ok ? (
            <ShieldCheckIcon className="size-5 shrink-0" aria-hidden="true" />
          ) : (
            <ShieldAlertIcon className="size-5 shrink-0" aria-hidden="true" />
          )}
          {line.text}
        </p>
      ))}
      <p className="truncate font-mono text-xs opacity-80" title={check.publicKey}>
        {t('check.key')}: {check.publicKey}
      </p>
    </div>
  );
}

/** Each event with the currency its amounts are in: the last one the trail named up to it. */
function withCurrency(trail: AuditTrail): { event: AuditEvent; currency: string | null }[] {
  let currency: string | null = null;
  return trail.events.map((event) => {
    const named = event.changes.find((c) => c.field === 'currency');
    if (named && typeof named.after === 'string') currency = named.after;
    return { event, currency };
  });
}

/** More changed fields than this in one event are folded away. */
const COLLAPSE_OVER = 6;

function AuditEventCard({ event, currency }: { event: AuditEvent; currency: string | null }) {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  const label = (group: 'actions' | 'fields' | 'statuses', key: string): string | null =>
    i18n.exists(`${group}.${key}`, { ns: 'audit' }) ? (t(`${group}.${key}` as never) as string) : null;
  const words: ValueWords = {
    yes: t('yes'),
    no: t('no'),
    none: t('none'),
    status: (value) => label('statuses', value),
  };
  const when = formatInstant(new Date(event.occurredAt), language, 'medium');
  const actor = event.actor.isYou ? t('you') : t(`roles.${event.actor.role}`);
  const changeList = (
    <dl className="grid gap-1 text-sm">
      {event.changes.map((change) => (
        <div key={change.field} className="grid gap-x-2 rounded bg-slate-50 p-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">{label('fields', change.field) ?? change.field.replaceAll('_', ' ')}</dt>
          <dd className="min-w-0 break-words">
            {change.redacted ? (
              <em>{t('redacted')}</em>
            ) : (
              <>
                {'before' in change ? (
                  <>
                    <span className="sr-only">{t('before')}: </span>
                    <del className="text-slate-600">
                      {formatAuditValue(change.field, change.before, currency, language, words)}
                    </del>
                    <ArrowRightIcon className="mx-1 inline size-4 rtl:rotate-180" aria-hidden="true" />
                  </>
                ) : null}
                <span className="sr-only">{t('after')}: </span>
                <ins className="no-underline">
                  {formatAuditValue(change.field, change.after, currency, language, words)}
                </ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Card data-testid="audit-event">
      <CardContent className="grid gap-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className="font-semibold">{label('actions', event.action) ?? event.action.replaceAll('_', ' ')}</h2>
          <time dateTime={new Date(event.occurredAt).toISOString()} className="text-sm text-slate-600">
            {when}
          </time>
        </div>
        <p className="text-sm">
          {t('by')}: <span data-testid="audit-actor">{actor}</span>
          {event.actor.id ? <span className="break-all text-slate-600"> ({event.actor.id})</span> : null}
        </p>
        {event.reason ? (
          <p className="text-sm">
            {t('reason')}: {event.reason}
          </p>
        ) : null}
        {event.changes.length === 0 ? null : event.changes.length > COLLAPSE_OVER ? (
          // A creation lists every field: folded, so the timeline stays a timeline.
          <details>
            <summary className="cursor-pointer text-sm text-emerald-800 underline">
              {t('showFields', { count: event.changes.length })}
            </summary>
            <div className="pt-2">{changeList}</div>
          </details>
        ) : (
          changeList
        )}
        <p className="truncate font-mono text-xs text-slate-600" title={event.hash}>
          {t('fingerprint')}: {event.hash}
        </p>
      </CardContent>
    </Card>
  );
}
