import type { Review } from '@vira/domain/review';
import { BadgeCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { IdentityBadge } from '@/components/ui/identity-badge';
import { formatReviewDate, initials } from './review-format';
import { StarRating } from './star-rating';

export function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation('reviews');
  const name = review.reviewer.fullName?.trim() || t('anonymous');
  return (
    <li className="flex gap-3 border-b border-slate-100 py-4 last:border-b-0" data-testid="review-item">
      {review.reviewer.avatarUrl ? (
        <img src={review.reviewer.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          aria-hidden
          data-testid="review-initials"
        >
          {initials(name)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{name}</span>
          {review.reviewer.isVira && <Badge variant="default">{t('viraBadge')}</Badge>}
          {review.reviewer.identityVerified && <IdentityBadge label={t('identityBadge')} />}
          {review.verifiedRental && (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden />
              {t('verifiedRental')}
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <StarRating rating={review.rating} />
          <span className="sr-only">{t('starsLabel', { rating: review.rating })}</span>
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, i18n.language)}</time>
        </div>
        <p className="text-sm whitespace-pre-line text-slate-700">{review.comment}</p>
      </div>
    </li>
  );
}
