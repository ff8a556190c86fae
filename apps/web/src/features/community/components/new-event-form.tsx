import { zodResolver } from '@hookform/resolvers/zod';
import { newEventSchema } from '@vira/domain/community';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateEvent } from '../api/community-api';
import { errorText, toLocalInput } from './community-format';

/** The service's own reason for an event with neither a place nor a link. */
const PLACE_REQUIRED = 'place_required';

/**
 * The server's own rules (newEventSchema) for what the person types: the date is the browser's local time sent
 * as an instant, the capacity is typed as text, and a blank optional field is left out. The server asks for a
 * place or a link in its service; the form asks the same before sending.
 */
const shape = newEventSchema.shape;
const leftOutWhenBlank = <T extends z.ZodType<unknown, string | undefined>>(rule: T) =>
  z
    .string()
    .transform((typed) => typed.trim() || undefined)
    .pipe(rule);
const eventFormSchema = z
  .object({
    title: shape.title,
    description: shape.description,
    startsAt: z
      .string()
      .transform((local) => {
        const at = new Date(local);
        return Number.isNaN(at.getTime()) ? '' : at.toISOString();
      })
      .pipe(shape.startsAt),
    city: leftOutWhenBlank(shape.city),
    place: leftOutWhenBlank(shape.place),
    onlineUrl: leftOutWhenBlank(shape.onlineUrl),
    capacity: z.string().transform(Number).pipe(shape.capacity),
  })
  .refine((event) => event.place || event.onlineUrl, { path: ['place'], message: PLACE_REQUIRED });
type Values = z.input<typeof eventFormSchema>;
type Parsed = z.output<typeof eventFormSchema>;

export function NewEventForm({ groupId, onDone }: { groupId?: string; onDone: () => void }) {
  const { t } = useTranslation('community');
  const create = useCreateEvent();
  // A lazy initial state: the clock is read once, when the form opens.
  const [defaultValues] = useState<Values>(() => ({
    title: '',
    description: '',
    startsAt: toLocalInput(new Date(Date.now() + 7 * 86_400_000)),
    city: '',
    place: '',
    onlineUrl: '',
    capacity: '20',
  }));
  const { register, handleSubmit, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(eventFormSchema),
    defaultValues,
  });
  const errors = formState.errors;
  const submit = (event: Parsed) =>
    create.mutateAsync({ ...event, ...(groupId ? { groupId } : {}) }).then(onDone, (error: unknown) => {
      toast.error(errorText(error, t('error')));
    });

  const lengths = (rule: { minLength: number | null; maxLength: number | null }) => ({
    min: rule.minLength,
    max: rule.maxLength,
  });
  const title = fieldProblem('event-title', errors.title, t('formErrors.eventName', lengths(shape.title)));
  const date = fieldProblem('event-date', errors.startsAt, t('formErrors.date'));
  const capacity = fieldProblem(
    'event-capacity',
    errors.capacity,
    t('formErrors.capacity', { min: shape.capacity.minValue, max: shape.capacity.maxValue }),
  );
  const place = fieldProblem(
    'event-place',
    errors.place,
    errors.place?.message === PLACE_REQUIRED
      ? t('formErrors.placeOrLink')
      : t('formErrors.place', lengths(shape.place.unwrap())),
  );
  const city = fieldProblem('event-city', errors.city, t('formErrors.tooLong', lengths(shape.city.unwrap())));
  const link = fieldProblem('event-url', errors.onlineUrl, t('formErrors.link'));
  const description = fieldProblem(
    'event-description',
    errors.description,
    t('formErrors.tooLong', lengths(shape.description.unwrap())),
  );

  return (
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
      noValidate
    >
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="event-title">{t('events.name')}</Label>
        <Input id="event-title" required maxLength={140} {...title.field} {...register('title')} />
        {title.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-date">{t('events.date')}</Label>
        <Input id="event-date" type="datetime-local" required {...date.field} {...register('startsAt')} />
        {date.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-capacity">{t('events.capacity')}</Label>
        <Input
          id="event-capacity"
          type="number"
          min={1}
          max={10000}
          required
          {...capacity.field}
          {...register('capacity')}
        />
        {capacity.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-place">{t('events.place')}</Label>
        <Input id="event-place" maxLength={200} {...place.field} {...register('place')} />
        {place.message}
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-city">{t('events.city')}</Label>
        <Input id="event-city" maxLength={100} {...city.field} {...register('city')} />
        {city.message}
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="event-url">{t('events.link')}</Label>
        <Input
          id="event-url"
          type="url"
          maxLength={500}
          placeholder="https://"
          {...link.field}
          {...register('onlineUrl')}
        />
        {link.message}
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="event-description">{t('events.description')}</Label>
        <Textarea id="event-description" maxLength={2000} {...description.field} {...register('description')} />
        {description.message}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={create.isPending || formState.isSubmitting}>
          {t('events.create')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
