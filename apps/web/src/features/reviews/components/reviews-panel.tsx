import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyReview, useReviews, type ReviewTarget } from '../api/reviews-api';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

// The form (react-hook-form, zod and the review schema) loads when someone opens it: a listing page's visitor reads
// the reviews, and the page's hydration does not wait for a form nobody opened (issue 35, decision 059).
const WriteReviewForm = lazy(() => import('./write-review-form').then((m) => ({ default: m.WriteReviewForm })));

const PAGE_SIZE = 5;

type ReviewsPanelProps =
  | { type: 'item'; itemId: number; showAddReview?: boolean; service?: boolean }
  | { type: 'user'; userId: string; showAddReview?: boolean };

/** Spec reviews panel, for an item or for a person: summary, list (paged), and the write-review dialog. */
export function ReviewsPanel(props: ReviewsPanelProps) {
  const { t } = useTranslation('reviews');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const target: ReviewTarget =
    props.type === 'item' ? { type: 'item', itemId: props.itemId } : { type: 'user', userId: props.userId };
  const query = useReviews(target, page, PAGE_SIZE);
  const { user } = useAuth();
  // One review per person and item: the person's own is opened for editing.
  const mine = useMyReview(props.type === 'item' ? props.itemId : null, user?.id ?? null).data ?? null;
  // Reviews are written about items; a person's panel only reads.
  const canWrite = props.type === 'item' && (props.showAddReview ?? true);

  let body;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-label={t('loading')}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-col items-start gap-2 text-sm text-slate-600">
        <p>{t('error')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (query.data.summary.count === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="reviews-empty">
        <p className="text-slate-600">
          {t(props.type === 'user' ? 'emptyUser' : props.service ? 'emptyService' : 'emptyItem')}
        </p>
        {canWrite && !writing && <Button onClick={() => setWriting(true)}>{t('beFirst')}</Button>}
      </div>
    );
  } else {
    const { summary, items, total } = query.data;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    body = (
      <div className="flex flex-col gap-4">
        <ReviewSummary summary={summary} />
        <ul className="flex flex-col" aria-label={t('listLabel')}>
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className="flex items-center justify-between gap-2" aria-label={t('pagesLabel')}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('previous')}
            </Button>
            <span className="text-sm text-slate-600">{t('pageOf', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('next')}
            </Button>
          </nav>
        )}
      </div>
    );
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="reviews-title" data-testid="reviews-panel">
      <div className="flex items-center justify-between gap-2">
        <h3 id="reviews-title" className="text-lg font-semibold">
          {t('title')}
        </h3>
        {canWrite && !writing && query.data && query.data.summary.count > 0 && (
          <Button variant="outline" size="sm" onClick={() => setWriting(true)}>
            {mine ? t('write.editOpen') : t('write.open')}
          </Button>
        )}
      </div>
      {canWrite && writing && props.type === 'item' && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <WriteReviewForm
            key={mine?.id ?? 'new'}
            itemId={props.itemId}
            existing={mine}
            onClose={() => setWriting(false)}
          />
        </Suspense>
      )}
      {body}
    </section>
  );
}
