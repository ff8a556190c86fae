import { EVENT_STATUSES, type CommunityEvent, type EventStatus } from '@vira/domain/community';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateEvent } from '../api/community-api';
import { errorText } from './community-format';

/** The organiser's control: a new status, with the new date or the online link it needs. */
export function EventStatusForm({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation('community');
  const update = useUpdateEvent(event.id);
  const [status, setStatus] = useState<EventStatus>(event.status);
  const [startsAt, setStartsAt] = useState('');
  const [onlineUrl, setOnlineUrl] = useState(event.onlineUrl ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        status,
        ...(status === 'rescheduled' && startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
        ...(status === 'movedOnline' && onlineUrl ? { onlineUrl } : {}),
      },
      {
        onSuccess: () => toast.success(t('events.updated')),
        onError: (error) => toast.error(errorText(error, t('error'))),
      },
    );
  };
  const id = `event-status-${event.id}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{t('events.changeStatus')}</Label>
        <select
          id={id}
          className={`${fieldClasses} h-9`}
          value={status}
          onChange={(e) => setStatus(e.target.value as EventStatus)}
        >
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
          <Input
            id={`${id}-date`}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </div>
      )}
      {status === 'movedOnline' && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-url`}>{t('events.link')}</Label>
          <Input id={`${id}-url`} type="url" value={onlineUrl} onChange={(e) => setOnlineUrl(e.target.value)} />
        </div>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
