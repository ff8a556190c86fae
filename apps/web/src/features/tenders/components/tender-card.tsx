import { tenderPath } from '@vira/domain/public-addresses';
import type { TenderSummary } from '@vira/domain/tender';
import { Building2Icon, CalendarClockIcon, MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { tenderDate, tenderMoney } from './tender-format';

export function TenderCard({ tender }: { tender: TenderSummary }) {
  const { t, i18n } = useTranslation(['tenders', 'categories']);
  return (
    <li>
      <Link
        to={tenderPath(tender.ocid, tender.title)}
        className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid="tender-card"
      >
        <div className="flex flex-wrap items-center gap-2">
          {tender.status && (
            <Badge variant={tender.status === 'active' ? 'success' : 'secondary'}>{t(`status.${tender.status}`)}</Badge>
          )}
          {tender.method && <Badge variant="outline">{t(`method.${tender.method}`)}</Badge>}
          <Badge variant="secondary">{t(`categories:government.${tender.category}`)}</Badge>
          {tender.sample && <Badge variant="warning">{t('sample')}</Badge>}
        </div>
        <h2 className="mt-2 font-semibold break-words">{tender.title}</h2>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Building2Icon aria-hidden className="size-4" />
            {tender.buyer}
          </span>
          {tender.state && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden className="size-4" />
              {tender.state}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <CalendarClockIcon aria-hidden className="size-4" />
            {tender.deadline
              ? t('card.deadline', { date: tenderDate(tender.deadline, i18n.language) })
              : t('card.noDeadline')}
          </span>
        </p>
        {tender.amount !== null && (
          <p className="mt-1 text-sm font-medium">
            {t('card.amount')}: {tenderMoney(tender.amount, tender.currency, i18n.language)}
          </p>
        )}
      </Link>
    </li>
  );
}
