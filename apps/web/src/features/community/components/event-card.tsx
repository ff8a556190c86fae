import { useQuery } from '@tanstack/react-query';
import { SCHEMA_ORG_EVENT_STATUS, type CommunityEvent } from '@vira/domain/community';
import { CalendarIcon, GlobeIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { eventQuery } from '@/lib/queries/community-queries';
import { useAttendance } from '../api/community-api';
import { errorText, formatWhen } from './community-format';
import { EventStatusForm } from './event-status-form';

const STATUS_BADGE = {
  scheduled: 'success',
  rescheduled: 'success',
  movedOnline: 'secondary',
  postponed: 'warning',
  cancelled: 'destructive',
} as const;

/** An event: when, where (or its link), its schema.org status, seats taken, and attending or not. */
export function EventCard({ event }: { event: CommunityEvent }) {
  const { t, i18n } = useTranslation('community');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const detail = useQuery({ ...eventQuery(event.id), enabled: open });
  const attendance = useAttendance(event.id);
  const current = detail.data ?? event;
  const full = current.attendeeCount >= current.capacity;

  return (
    <article
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={event.title}
      itemScope
      itemType="https://schema.org/Event"
    >
      <link itemProp="eventStatus" href={SCHEMA_ORG_EVENT_STATUS[current.status]} />
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold" itemProp="name">
          {current.title}
        </h3>
        <Badge variant={STATUS_BADGE[current.status]}>{t(`events.status.${current.status}`)}</Badge>
        {current.sample && <Badge variant="outline">{t('sample')}</Badge>}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <CalendarIcon aria-hidden className="size-4" />
        {current.previousStartsAt && (
          <del className="text-slate-500">{formatWhen(current.previousStartsAt, i18n.language)}</del>
        )}
        <time itemProp="startDate" dateTime={current.startsAt}>
          {current.status === 'postponed' ? t('events.toBeAnnounced') : formatWhen(current.startsAt, i18n.language)}
        </time>
      </p>
      {current.place && current.status !== 'movedOnline' && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPinIcon aria-hidden className="size-4" />
          {current.place}
          {current.city ? ` · ${current.city}` : ''}
        </p>
      )}
      {current.onlineUrl && (
        <p className="flex items-center gap-2 text-sm">
          <GlobeIcon aria-hidden className="size-4" />
          <a
            href={current.onlineUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand-700 underline"
          >
            {t('events.online')}
          </a>
        </p>
      )}
      {current.description && <p className="text-sm">{current.description}</p>}
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <UsersIcon aria-hidden className="size-4" />
        {t('events.seats', { count: current.attendeeCount, capacity: current.capacity })}
        <span className="text-slate-500">
          · {t('events.organizer', { name: current.organizer.fullName ?? t('someone') })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {user && current.status !== 'cancelled' && (
          <Button
            size="sm"
            variant={current.attending ? 'secondary' : 'default'}
            disabled={attendance.isPending || (!current.attending && full)}
            onClick={() =>
              attendance.mutate(!current.attending, {
                onSuccess: () => setOpen(true),
                onError: (error) => toast.error(errorText(error, t('error'))),
              })
            }
          >
            {current.attending ? t('events.leave') : full ? t('events.full') : t('events.attend')}
          </Button>
        )}
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('events.attendees')}
        </Button>
      </div>
      {open && detail.data && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('events.attendees')}>
          {detail.data.attendees.length === 0 && <li className="text-slate-600">{t('events.noAttendees')}</li>}
          {detail.data.attendees.map((a) => (
            <li key={a.id} className="rounded-full bg-slate-100 px-3 py-1">
              {a.fullName ?? t('someone')}
            </li>
          ))}
        </ul>
      )}
      {current.isOrganizer && current.status !== 'cancelled' && <EventStatusForm event={current} />}
    </article>
  );
}
