import type { ReviewSummary as Summary } from '@vira/domain/review';
import { useTranslation } from 'react-i18next';
import { StarRating } from './star-rating';
import { intlLocale } from '@/lib/intl-locale';

/** Average to one decimal, stars, count, and one bar for each of 5 to 1 stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('reviews');
  const average = summary.average.toLocaleString(intlLocale(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center" data-testid="review-summary">
      <div className="flex flex-col items-center gap-1 sm:w-40">
        <span className="text-4xl font-bold text-slate-900" data-testid="review-average">
          {average}
        </span>
        <StarRating rating={summary.average} />
        <span className="sr-only">{t('starsLabel', { rating: average })}</span>
        <span className="text-sm text-slate-600" data-testid="review-count">
          {t('count', { count: summary.count })}
        </span>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5">
        {summary.distribution.map(({ stars, count }) => {
          const percent = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
          return (
            <li key={stars} className="flex items-center gap-2 text-sm" aria-label={t('barLabel', { stars, count })}>
              <span className="w-8 shrink-0 text-end text-slate-700" aria-hidden>
                {stars}★
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-slate-500" aria-hidden>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
