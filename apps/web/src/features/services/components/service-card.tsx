import type { ServiceCard as Card } from '@vira/domain/service';
import { toCurrencyCode } from '@vira/domain/currencies';
import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';

/**
 * One service in the results: picture, category, price per hour and/or day, area and verified credentials. The
 * title's button covers the whole card, so a click anywhere opens the service (a button may hold only phrasing
 * content, not the card's heading and paragraphs).
 */
export function ServiceCard({ service, onOpen }: { service: Card; onOpen: (id: number) => void }) {
  const { t } = useTranslation(['services', 'categories']);
  const { format } = useCurrency();
  const money = (minor: number) => format(minor, toCurrencyCode(service.currency));
  return (
    <article
      className="relative flex w-full flex-col overflow-hidden rounded-lg border bg-white text-start shadow-sm transition focus-within:ring-2 hover:shadow-md"
      data-testid="service-card"
    >
      {service.imageUrl && (
        <img
          src={`${service.imageUrl}?w=480`}
          alt={service.title}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="grid gap-1 p-3">
        <span className="text-xs font-medium text-emerald-700">
          {t(`services.${service.category}` as 'services.chef', { ns: 'categories' })}
        </span>
        <h2 className="line-clamp-2 font-semibold">
          <button
            type="button"
            onClick={() => onOpen(service.id)}
            className="text-start outline-none after:absolute after:inset-0 after:content-['']"
          >
            {service.title}
          </button>
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            {service.city}, {service.country}
          </span>
          {service.distanceKm !== null && <span>· {t('distance', { km: service.distanceKm })}</span>}
        </p>
        <p className="text-sm">
          {service.pricePerHour ? <strong>{t('perHour', { price: money(service.pricePerHour) })}</strong> : null}
          {service.pricePerHour && service.pricePerDay ? ' · ' : null}
          {service.pricePerDay ? <span>{t('perDay', { price: money(service.pricePerDay) })}</span> : null}
        </p>
        <p className="text-xs text-slate-600">
          {service.pricePerHour ? t('minHours', { count: service.minHours }) : null}
          {service.serviceRadiusKm ? ` · ${t('radiusKm', { km: service.serviceRadiusKm })}` : null}
        </p>
        {service.verifiedCredentials.length > 0 && (
          <p className="flex items-center gap-1 text-xs text-emerald-700">
            <BadgeCheck className="size-4" aria-hidden /> {t('verifiedCredential')}
          </p>
        )}
      </div>
    </article>
  );
}
