import { TOAST_NOTIFICATION_TYPES, type Notification } from '@vira/domain/notification';
import { BellIcon, CheckCheckIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CountBadge, countBadgeText } from '@/components/ui/count-badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications-api';
import { relativeTime } from '../hooks/relative-time';
import { notificationTarget } from './notification-target';

const TOAST_MS = 5000;
const BELL_BADGE_MAX = 9;

/** The header's bell (signed-in people only): unread badge, the list, live arrivals with a toast for some. */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const onArrival = useCallback(
    (n: Notification) => {
      if (TOAST_NOTIFICATION_TYPES.includes(n.type))
        toast(n.title, {
          description: n.description,
          duration: TOAST_MS,
          action: { label: t('open'), onClick: () => void navigate(notificationTarget(n)) },
        });
    },
    [navigate, t],
  );
  const query = useNotifications(onArrival);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.notifications ?? [];

  const openOne = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    setOpen(false);
    void navigate(notificationTarget(n));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unread > 0
              ? t('labelWithCount', { count: unread, shown: countBadgeText(unread, BELL_BADGE_MAX, i18n.language) })
              : t('label')
          }
        >
          <BellIcon className="size-5" aria-hidden />
          <CountBadge count={unread} max={BELL_BADGE_MAX} className="bg-red-600" testId="notification-count" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 className="font-semibold">{t('title')}</h2>
          <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => markAll.mutate(undefined)}>
            <CheckCheckIcon aria-hidden />
            {t('markAll')}
          </Button>
        </div>
        {items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto" aria-label={t('title')}>
            {items.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => openOne(n)}
                  className={cn(
                    'flex w-full flex-col gap-0.5 border-b border-slate-100 px-4 py-3 text-start hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500',
                    !n.read && 'bg-brand-50',
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-medium text-slate-900">
                    {!n.read && <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand-600" />}
                    <span className="min-w-0 break-words">{n.title}</span>
                    {!n.read && <span className="sr-only">{t('unread')}</span>}
                  </span>
                  <span className="line-clamp-2 text-sm break-words text-slate-600">{n.description}</span>
                  <time dateTime={n.created_at} className="text-xs text-slate-500">
                    {relativeTime(n.created_at, i18n.language)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
