import { useQuery } from '@tanstack/react-query';
import type { OwnerListing } from '@vira/domain/listing-editor';
import { WEEKDAYS } from '@vira/domain/service';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { formatHour } from '@/components/ui/hour-select';
import { myCredentialsQuery } from '@/lib/queries/credential-queries';

/**
 * The preview's lines for a service (no deposit, delivery, condition or model year): its prices by the hour and
 * by the day, the minimum hours, the area it covers, the weekly hours and the provider's credentials.
 */
export function ServicePreviewDetails({ listing, money }: { listing: OwnerListing; money(minor: number): string }) {
  const { t } = useTranslation('publish');
  const { t: tc } = useTranslation('credentials');
  const service = listing.service;
  const credentials = useQuery(myCredentialsQuery());
  return (
    <div className="space-y-3" data-testid="service-preview">
      <p className="flex flex-wrap gap-x-4 text-lg font-semibold text-brand-700">
        {(service?.pricePerHour ?? 0) > 0 && (
          <span>{t('preview.service.perHour', { price: money(service!.pricePerHour!) })}</span>
        )}
        {listing.pricePerDay > 0 && <span>{t('preview.perDay', { price: money(listing.pricePerDay) })}</span>}
      </p>
      <p className="whitespace-pre-line text-sm text-slate-700">{listing.description}</p>
      <ul className="grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
        {(service?.pricePerHour ?? 0) > 0 && <li>{t('preview.service.minHours', { min: service?.minHours ?? 1 })}</li>}
        {service?.serviceRadiusKm != null && (
          <li>{t('preview.service.area', { km: service.serviceRadiusKm, place: listing.city || listing.location })}</li>
        )}
        <li>{t(`policies.${listing.cancellationPolicy}`)}</li>
        {listing.instantBooking && <li>{t('pricing.instantBooking')}</li>}
      </ul>
      <section>
        <h3 className="text-sm font-semibold">{t('service.weeklyHours')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-700" data-testid="preview-weekly-hours">
          {WEEKDAYS.map((d) => {
            const hours = service?.weeklyHours?.[d];
            return (
              <div key={d} className="contents">
                <dt>{t(`service.days.${d}`)}</dt>
                <dd>{hours ? `${formatHour(hours.start)}–${formatHour(hours.end)}` : t('preview.service.dayOff')}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      <section>
        <h3 className="text-sm font-semibold">{t('preview.service.credentials')}</h3>
        {credentials.data && credentials.data.length > 0 ? (
          <>
            <ul className="text-sm text-slate-700" data-testid="preview-credentials">
              {credentials.data.map((c) => (
                <li key={c.id}>
                  {tc(`types.${c.type}`)} — {tc(`status.${c.status}`)}
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-600">{t('preview.service.shownToClients')}</p>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            {t('preview.service.noCredentials')}{' '}
            <Link to="/profile" className="font-medium text-brand-700 underline">
              {t('service.credentialsLink')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
