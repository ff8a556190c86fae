import { REVIEW_COMMENT_COUNTER_MAX, REVIEW_COMMENT_MIN } from '@vira/domain/review';
import { StarIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useCreateReview } from '../api/create-review';

const DEFAULT_RATING = 5;

/** Spec review dialog: stars with a hover preview (default 5), a comment of at least 10 characters. */
export function WriteReviewDialog({
  itemId,
  open,
  onOpenChange,
}: {
  itemId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('reviews');
  const { user } = useAuth();
  const location = useLocation();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [hover, setHover] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const create = useCreateReview(itemId);
  const tooShort = comment.trim().length < REVIEW_COMMENT_MIN;

  const submit = () => {
    if (tooShort) {
      toast.error(t('write.tooShortTitle'), { description: t('write.tooShort') });
      return;
    }
    create.mutate(
      { rating, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success(t('write.success'), { description: t('write.successDescription'), duration: 4000 });
          setComment('');
          setRating(DEFAULT_RATING);
          onOpenChange(false);
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.status < 500 ? error.message : t('write.failure');
          toast.error(t('write.failureTitle'), { description: message });
        },
      },
    );
  };

  const shown = hover ?? rating;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('write.title')}</DialogTitle>
          <DialogDescription>{user ? t('write.description') : t('write.signIn')}</DialogDescription>
        </DialogHeader>
        {user ? (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t('write.ratingLabel')}</legend>
              <div className="flex gap-1" onMouseLeave={() => setHover(null)}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-label={t('starsLabel', { rating: n })}
                    aria-pressed={rating === n}
                    onMouseEnter={() => setHover(n)}
                    onClick={() => setRating(n)}
                    className="rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                  >
                    <StarIcon
                      className={cn('size-7', n <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
                      aria-hidden
                    />
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2">
              <Label htmlFor="review-comment">{t('write.commentLabel')}</Label>
              <Textarea
                id="review-comment"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                placeholder={t('write.placeholder')}
                rows={4}
              />
              <span className="text-end text-xs text-slate-500">
                {t('write.counter', { n: comment.length, max: REVIEW_COMMENT_COUNTER_MAX })}
              </span>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('write.cancel')}
              </Button>
              <Button type="submit" disabled={tooShort || create.isPending}>
                {create.isPending ? t('write.sending') : t('write.publish')}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <DialogFooter>
            <Button asChild>
              <Link to="/login" state={{ from: location }}>
                {t('write.signInAction')}
              </Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
