import { useQuery } from '@tanstack/react-query';
import type { PublicShipment } from '@vira/domain/hazmat';
import { AlertTriangleIcon, CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/intl-locale';
import { shipmentQuery } from '@/lib/queries/hazmat-queries';
import { useLiveShipment } from '../hooks/use-live-shipment';
import { ErgCard } from './erg-card';
import { Placard } from './placard';
import type { RouteMapSlot } from './slots';

/** /hazardous-tracking/{code}: anyone with the code follows the shipment live. */
export function ShipmentTracking({ code, map }: { code: string; map: RouteMapSlot }) {
  const { t } = useTranslation('hazmat');
  const shipment = useQuery(shipmentQuery(code));
  useLiveShipment(code);
  return (
    <section className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <Link to="/hazardous-tracking" className="text-sm font-medium text-brand-700 underline">
        {t('back')}
      </Link>
      {shipment.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : shipment.isError ? (
        <p role="alert">
          {shipment.error instanceof ApiError && shipment.error.status === 404
            ? t('notFound', { code })
            : shipment.error.message}
        </p>
      ) : (
        <Tracking shipment={shipment.data} map={map} />
      )}
    </section>
  );
}

function Tracking({ shipment: s, map }: { shipment: PublicShipment; map: RouteMapSlot }) {
  const { t, i18n } = useTranslation('hazmat');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Mexico_City',
    });
  const open = s.events.filter((e) => e.open);
  const name = i18n.language === 'es' ? s.material.nameEs : s.material.nameEn;
  return (
    <article className="space-y-5" data-testid="shipment-tracking">
      {open.length > 0 && (
        <div
          role="alert"
          className="space-y-1 rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-900"
          data-testid="incident-banner"
        >
          {open.map((e) => (
            <p key={e.id} className="flex items-start gap-2 font-semibold">
              <AlertTriangleIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
              {t(`incident.${e.kind}`, {
                value: e.detail.meters ?? e.detail.kmh ?? e.detail.minutes ?? '',
                since: when(e.at),
              })}
            </p>
          ))}
        </div>
      )}
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={s.status === 'in_transit' ? 'default' : 'secondary'}>{t(`status.${s.status}`)}</Badge>
          {s.sample && <Badge variant="warning">{t('sample')}</Badge>}
        </div>
        <h1 className="text-2xl font-bold">{t('shipmentTitle', { code: s.trackingCode })}</h1>
        <p className="text-lg">
          UN {s.material.un} · {name} · {t('classLabel', { hazardClass: s.material.hazardClass })}
          {s.material.subsidiaryRisk.length > 0 && ` (${s.material.subsidiaryRisk.join(', ')})`}
          {s.material.packingGroup && ` · ${t('packingGroup', { group: s.material.packingGroup })}`}
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="min-h-80">
          {map({
            route: s.route,
            checkpoints: s.checkpoints.map((c) => ({ ...c, reached: c.reachedAt !== null })),
            position: s.position,
            positionLabel: s.position ? t('lastPosition', { time: when(s.position.at) }) : '',
            alert: open.length > 0,
          })}
        </div>
        <Placard hazardClass={s.material.hazardClass} un={s.material.un} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-3">
        <Fact label={t('eta')} value={s.eta ? when(s.eta) : '—'} testId="shipment-eta" />
        <Fact
          label={t('speed')}
          value={s.position?.speedKmh != null ? `${Math.round(s.position.speedKmh)} km/h` : '—'}
        />
        <Fact label={t('lastUpdate')} value={s.position ? when(s.position.at) : t('noPosition')} />
      </dl>
      <ErgCard guide={s.material.ergGuide} hazardClass={s.material.hazardClass} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('checkpoints')}</h2>
        <ol className="space-y-2" data-testid="checkpoint-timeline">
          {s.checkpoints.map((c) => (
            <li key={c.name} className="flex items-center gap-2">
              {c.reachedAt ? (
                <CheckCircle2Icon aria-hidden className="size-5 text-emerald-600" />
              ) : (
                <CircleIcon aria-hidden className="size-5 text-slate-400" />
              )}
              <span className="font-medium">{c.name}</span>
              <span className="text-sm text-slate-600">{c.reachedAt ? when(c.reachedAt) : t('pending')}</span>
            </li>
          ))}
        </ol>
      </section>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Fact
          label={t('fields.quantity')}
          value={`${s.quantity.toLocaleString(intlLocale(i18n.language))} ${s.unit}`}
        />
        <Fact label={t('fields.shipper')} value={s.shipper} />
        <Fact label={t('fields.consignee')} value={s.consignee} />
        <Fact label={t('fields.carrierName')} value={`${s.carrierName} · ${s.permit}`} />
      </dl>
      {s.events.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">{t('events')}</h2>
          <ul className="space-y-1 text-sm">
            {[...s.events].reverse().map((e) => (
              <li key={e.id}>
                {when(e.at)} —{' '}
                {t(`incident.${e.kind}`, {
                  value: e.detail.meters ?? e.detail.kmh ?? e.detail.minutes ?? e.detail.checkpoint ?? '',
                  since: when(e.at),
                })}
                {!e.open && e.kind !== 'checkpoint_reached' && ` (${t('resolved')})`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
