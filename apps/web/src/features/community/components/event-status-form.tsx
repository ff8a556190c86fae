import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_STATUSES, eventUpdateSchema, type CommunityEvent } from '@vira/domain/community';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateEvent } from '../api/community-api';
import { errorText } from './community-format';

const shape = eventUpdateSchema.shape;
/** The browser's local date and time as an instant; what cannot be read stays blank and fails the rule. */
const toInstant = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
};

/**
 * The server's own rules (eventUpdateSchema) for what the organiser types. A new date belongs only to
 * 'rescheduled' and a link only to 'movedOnline', and the server refuses those statuses without them, so the
 * form asks for them before sending and leaves them out for any other status.
 */
const statusFormSchema = z
  .object({ status: shape.status, startsAt: z.string(), onlineUrl: z.string() })
  .superRefine((v, ctx) => {
    if (v.status === 'rescheduled' && !shape.startsAt.unwrap().safeParse(toInstant(v.startsAt)).success)
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'date' });
    if (v.status === 'movedOnline' && !shape.onlineUrl.unwrap().safeParse(v.onlineUrl).success)
      ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'link' });
  })
  .transform((v) => ({
    status: v.status,
    ...(v.status === 'rescheduled' ? { startsAt: toInstant(v.startsAt) } : {}),
    ...(v.status === 'movedOnline' ? { onlineUrl: v.onlineUrl } : {}),
  }))
  .pipe(eventUpdateSchema);
type Values = z.input<typeof statusFormSchema>;
type Parsed = z.output<typeof statusFormSchema>;

/** The organiser's control: a new status, with the new date or the online link it needs. */
export function EventStatusForm({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation('community');
  const update = useUpdateEvent(event.id);
  const { register, handleSubmit, formState, control } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { status: event.status, startsAt: '', onlineUrl: event.onlineUrl ?? '' },
  });
  const status = useWatch({ control, name: 'status' });
  const submit = (body: Parsed) =>
    update.mutateAsync(body).then(
      () => toast.success(t('events.updated')),
      (error: unknown) => toast.error(errorText(error, t('error'))),
    );
  const id = `event-status-${event.id}`;
  const date = fieldProblem(`${id}-date`, formState.errors.startsAt, t('formErrors.date'));
  const link = fieldProblem(`${id}-url`, formState.errors.onlineUrl, t('formErrors.link'));
  return (
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3"
      noValidate
    >
      <div className="space-y-1">
        <Label htmlFor={id}>{t('events.changeStatus')}</Label>
        <select id={id} className={`${fieldClasses} h-9`} {...register('status')}>
          {EVENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`events.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {status === 'rescheduled' && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-date`}>{t('events.newDate')}</Label>
          <Input id={`${id}-date`} type="datetime-local" {...date.field} {...register('startsAt')} />
        </div>
      )}
      {status === 'movedOnline' && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-url`}>{t('events.link')}</Label>
          <Input id={`${id}-url`} type="url" {...link.field} {...register('onlineUrl')} />
        </div>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
        {t('save')}
      </Button>
      {status === 'rescheduled' && <div className="basis-full">{date.message}</div>}
      {status === 'movedOnline' && <div className="basis-full">{link.message}</div>}
    </form>
  );
}
