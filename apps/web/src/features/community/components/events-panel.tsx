import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { eventsQuery } from '@/lib/queries/community-queries';
import { EventCard } from './event-card';
import { NewEventForm } from './new-event-form';

export function EventsPanel({ groupId }: { groupId?: string }) {
  const { t } = useTranslation('community');
  const { user } = useAuth();
  const events = useQuery(eventsQuery(groupId));
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-4">
      {user && !creating && <Button onClick={() => setCreating(true)}>{t('events.new')}</Button>}
      {creating && <NewEventForm groupId={groupId} onDone={() => setCreating(false)} />}
      {events.isPending && <Spinner />}
      {events.data?.events.length === 0 && <p className="text-slate-600">{t('events.empty')}</p>}
      <ul className="space-y-3" aria-label={t('events.title')}>
        {events.data?.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </div>
  );
}
