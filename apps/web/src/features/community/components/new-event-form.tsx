import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateEvent } from '../api/community-api';
import { errorText, toLocalInput } from './community-format';

export function NewEventForm({ groupId, onDone }: { groupId?: string; onDone: () => void }) {
  const { t } = useTranslation('community');
  const create = useCreateEvent();
  // A lazy initial state: the clock is read once, when the form opens.
  const [form, setForm] = useState(() => ({
    title: '',
    description: '',
    startsAt: toLocalInput(new Date(Date.now() + 7 * 86_400_000)),
    city: '',
    place: '',
    onlineUrl: '',
    capacity: '20',
  }));
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    create.mutate(
      {
        title: form.title,
        description: form.description,
        startsAt: new Date(form.startsAt).toISOString(),
        city: optional(form.city),
        place: optional(form.place),
        onlineUrl: optional(form.onlineUrl),
        capacity: Number(form.capacity),
        ...(groupId ? { groupId } : {}),
      },
      { onSuccess: onDone, onError: (error) => toast.error(errorText(error, t('error'))) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="event-title">{t('events.name')}</Label>
        <Input id="event-title" required minLength={3} maxLength={140} value={form.title} onChange={set('title')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-date">{t('events.date')}</Label>
        <Input id="event-date" type="datetime-local" required value={form.startsAt} onChange={set('startsAt')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-capacity">{t('events.capacity')}</Label>
        <Input
          id="event-capacity"
          type="number"
          min={1}
          max={10000}
          required
          value={form.capacity}
          onChange={set('capacity')}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-place">{t('events.place')}</Label>
        <Input id="event-place" maxLength={200} value={form.place} onChange={set('place')} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="event-city">{t('events.city')}</Label>
        <Input id="event-city" maxLength={100} value={form.city} onChange={set('city')} />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="event-url">{t('events.link')}</Label>
        <Input
          id="event-url"
          type="url"
          maxLength={500}
          placeholder="https://"
          value={form.onlineUrl}
          onChange={set('onlineUrl')}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="event-description">{t('events.description')}</Label>
        <Textarea id="event-description" maxLength={2000} value={form.description} onChange={set('description')} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {t('events.create')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
