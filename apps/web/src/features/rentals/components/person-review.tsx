import { zodResolver } from '@hookform/resolvers/zod';
import type { RentalBooking } from '@vira/domain/rental';
import { REVIEW_COMMENT_HARD_MAX, reviewFormSchema } from '@vira/domain/review';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useReviewPerson } from '../api/rental-api';

/** After completion: the viewer's review of the other person, and theirs once it is revealed. */
export function PersonReview({ orderId, booking }: { orderId: string; booking: RentalBooking }) {
  const { t } = useTranslation(['rental', 'reviews']);
  const save = useReviewPerson(orderId);
  const name = (booking.viewerRole === 'owner' ? booking.renter.name : booking.owner.name) || 'Vira';
  const { mine, theirs, theirsWritten } = booking.personReview;
  const form = useForm<z.input<typeof reviewFormSchema>, unknown, z.output<typeof reviewFormSchema>>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: mine?.rating ?? 5, comment: mine?.comment ?? '' },
  });
  if (!booking.actions.includes('review_person')) return null;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { bookingId: booking.id, ...body },
      { onSuccess: () => toast.success(t('done')), onError: (e) => toast.error(e.message) },
    ),
  );
  const wrong = form.formState.errors.comment;
  const comment = fieldProblem(
    `person-comment-${booking.id}`,
    wrong,
    wrong?.type === 'too_small'
      ? t('reviews:write.tooShort')
      : t('reviews:write.tooLong', { max: REVIEW_COMMENT_HARD_MAX }),
  );
  return (
    <section className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm" data-testid="person-review">
      <h3 className="font-semibold">{t('personReview.title', { name })}</h3>
      {theirs ? (
        <p>{t('personReview.theirs', { name, rating: theirs.rating, comment: theirs.comment })}</p>
      ) : (
        theirsWritten && <p className="text-slate-600">{t('personReview.theirsWaiting', { name })}</p>
      )}
      {mine && (
        <p className="text-slate-700">
          {t('personReview.mine', { rating: mine.rating, comment: mine.comment })}
          {!theirs && ` ${t('personReview.hidden', { name })}`}
        </p>
      )}
      <form onSubmit={submit} className="grid gap-2" noValidate>
        <Label htmlFor={`person-rating-${booking.id}`}>{t('personReview.rating')}</Label>
        <select
          id={`person-rating-${booking.id}`}
          className="h-10 rounded-md border border-slate-300 px-2"
          {...form.register('rating', { valueAsNumber: true })}
        >
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
            </option>
          ))}
        </select>
        <Label htmlFor={`person-comment-${booking.id}`}>{t('personReview.comment')}</Label>
        <Textarea id={`person-comment-${booking.id}`} {...comment.field} {...form.register('comment')} />
        {comment.message}
        <Button type="submit" disabled={save.isPending} className="justify-self-end">
          {t('personReview.submit')}
        </Button>
      </form>
    </section>
  );
}
