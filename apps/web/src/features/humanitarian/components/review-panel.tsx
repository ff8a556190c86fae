import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { aidQueueQuery } from '@/lib/queries/aid-queries';
import { downloadExport } from '../api/aid-api';
import { ReviewActions } from './review-actions';

/** The review queue and the HXL export, for admins and verifiers (on /humanitarian and in /admin). */
export function ReviewPanel() {
  const { t } = useTranslation('humanitarian');
  const queue = useQuery(aidQueueQuery(true));
  const download = (kind: 'requests' | 'offers') =>
    downloadExport(kind).catch(() => toast.error(t('review.exportError')));
  return (
    <section className="space-y-4" data-testid="aid-review-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('review.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void download('requests')}>
            <DownloadIcon aria-hidden />
            {t('review.exportRequests')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void download('offers')}>
            <DownloadIcon aria-hidden />
            {t('review.exportOffers')}
          </Button>
        </div>
      </div>
      {queue.isPending ? (
        <Spinner />
      ) : (queue.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{t('review.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {queue.data!.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3" data-testid="aid-review-item">
              <Link className="font-medium text-brand-700 underline" to={`/humanitarian/${r.id}`}>
                {r.title}
              </Link>
              <p className="text-sm text-slate-600">
                {t(`urgency.${r.urgency}`)} · {r.placeName} · {r.aidTypes.map((a) => t(`aidTypes.${a}`)).join(', ')}
              </p>
              <div className="mt-2">
                <ReviewActions id={r.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
