import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_COMMENT_COUNTER_MAX,
  REVIEW_COMMENT_HARD_MAX,
  REVIEW_COMMENT_MIN,
  reviewFormSchema,
  type Review,
} from '@vira/domain/review';
import { StarIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useCreateReview } from '../api/create-review';

const DEFAULT_RATING = 5;

type Values = z.input<typeof reviewFormSchema>;
type Parsed = z.output<typeof reviewFormSchema>;

/**
 * Spec review dialog: stars with a hover preview (default 5), a comment of at least 10 characters. It opens in
 * place inside the panel rather than as a second modal: the panel usually sits in the listing dialog already,
 * and a modal over a modal fights it for the keyboard focus.
 */
export function WriteReviewForm({
  itemId,
  existing,
  onClose,
}: {
  itemId: number;
  /** The person's earlier review of this item: the form edits it (a second review replaces the first). */
  existing?: Review | null;
  onClose(): void;
}) {
  const { t } = useTranslation('reviews');
  const { user } = useAuth();
  const location = useLocation();
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const { register, handleSubmit, control, formState, setValue, reset } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: existing?.rating ?? DEFAULT_RATING, comment: existing?.comment ?? '' },
  });
  const [rating, comment] = useWatch({ control, name: ['rating', 'comment'] });
  const create = useCreateReview(itemId);
  // The spec keeps the button disabled until the comment is long enough.
  const tooShort = comment.trim().length < REVIEW_COMMENT_MIN;

  async function submit(body: Parsed) {
    try {
      const { updated } = await create.mutateAsync(body);
      if (updated) toast.success(t('write.updated'), { description: t('write.updatedDescription'), duration: 4000 });
      else toast.success(t('write.success'), { description: t('write.successDescription'), duration: 4000 });
      reset({ rating: DEFAULT_RATING, comment: '' });
      onClose();
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 ? error.message : t('write.failure');
      toast.error(t('write.failureTitle'), { description: message });
    }
  }

  const problem = fieldProblem(
    `${id}-comment`,
    formState.errors.comment,
    formState.errors.comment?.type === 'too_small'
      ? t('write.tooShort')
      : t('write.tooLong', { max: REVIEW_COMMENT_HARD_MAX }),
  );
  const shown = hover ?? rating;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      data-testid="write-review"
    >
      <div className="flex flex-col gap-1">
        <h4 id={`${id}-title`} className="font-semibold">
          {existing ? t('write.editTitle') : t('write.title')}
        </h4>
        <p className="text-sm text-slate-600">{user ? t('write.description') : t('write.signIn')}</p>
      </div>
      {user ? (
        <form className="flex flex-col gap-4" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
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
                  onClick={() => setValue('rating', n)}
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
            <Label htmlFor={`${id}-comment`}>{t('write.commentLabel')}</Label>
            <Textarea
              id={`${id}-comment`}
              placeholder={t('write.placeholder')}
              rows={4}
              {...problem.field}
              {...register('comment')}
            />
            {problem.message}
            <span className="text-end text-xs text-slate-500">
              {t('write.counter', { n: comment.length, max: REVIEW_COMMENT_COUNTER_MAX })}
            </span>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('write.cancel')}
            </Button>
            <Button type="submit" disabled={tooShort || create.isPending || formState.isSubmitting}>
              {create.isPending ? t('write.sending') : existing ? t('write.save') : t('write.publish')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('write.cancel')}
          </Button>
          <Button asChild>
            <Link to="/login" state={{ from: location }}>
              {t('write.signInAction')}
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
