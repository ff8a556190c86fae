import { useQuery } from '@tanstack/react-query';
import type { PublicShipping } from '@vira/domain/shipping';
import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/intl-locale';
import { trackingQuery } from '@/lib/queries/shipping-queries';
import { countryName } from '../lib/country-names';

/** /international-shipping/{code}: status, route and timeline for anyone with the code; nothing personal. */
export function ShippingTracking({ code }: { code: string }) {
  const { t } = useTranslation('shipping');
  const shipment = useQuery(trackingQuery(code));
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <Link to="/international-shipping" className="text-sm font-medium text-brand-700 underline">
        {t('back')}
      </Link>
      {shipment.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : shipment.isError ? (
        <p role="alert">
          {shipment.error instanceof ApiError && shipment.error.status === 404
            ? t('notFound', { code })
            : shipment.error.message}
        </p>
      ) : (
        <Tracking shipment={shipment.data} />
      )}
    </section>
  );
}

function Tracking({ shipment: s }: { shipment: PublicShipping }) {
  const { t, i18n } = useTranslation('shipping');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const country = (code: string) => countryName(code, i18n.language);
  return (
    <article className="space-y-5" data-testid="shipping-tracking">
      <header className="space-y-2">
        <p className="font-mono text-sm text-slate-600" dir="ltr">
          {s.trackingCode}
        </p>
        <h1 className="text-2xl font-bold">{t(`status.${s.status}`)}</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <Badge variant="secondary">{t(`leg.${s.leg}`)}</Badge>
          {s.sample && <Badge variant="warning">{t('sample')}</Badge>}
          <span>
            {country(s.originCountry)} → {country(s.destinationCountry)}
          </span>
          <span className="text-slate-500">· {s.carrier}</span>
        </p>
      </header>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('tracking.timeline')}</h2>
        {s.events.length === 0 ? (
          <p className="text-sm text-slate-600">{t('tracking.noEvents')}</p>
        ) : (
          <ol className="space-y-3 border-s-2 border-slate-200 ps-4" data-testid="shipping-timeline">
            {s.events.map((e, i) => (
              <li key={`${e.occurredAt}-${i}`} className="relative space-y-0.5">
                <span className="absolute -start-[1.45rem] top-0.5 bg-white text-brand-700">
                  {i === 0 ? <CheckCircle2Icon className="size-4" /> : <CircleIcon className="size-4" />}
                </span>
                <p className="font-semibold">
                  {e.upuCode ? t(`upu.${e.upuCode}`) : t(`status.${e.status}`)}
                  {e.upuCode && <span className="ms-2 font-mono text-xs text-slate-500">{e.upuCode}</span>}
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={e.occurredAt}>{when(e.occurredAt)}</time>
                  {(e.location || e.countryCode) && (
                    <> · {[e.location, e.countryCode && country(e.countryCode)].filter(Boolean).join(', ')}</>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
