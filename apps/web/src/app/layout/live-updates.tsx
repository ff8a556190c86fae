import { lazy, Suspense, useEffect } from 'react';
import { useLiveChat } from '@/features/chat/api/chat-api';
import { useAuth } from '@/lib/auth/use-auth';
import { connectLive } from '@/lib/live-events';
import { useLiveMoneyRefresh } from '@/lib/live-money-refresh';

// Radix popover and the list load only for signed-in people.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** Signed in: one live connection for the tab, chat and money screens kept live, and the bell in the header. */
export function LiveUpdates() {
  const { user } = useAuth();
  if (!user) return null;
  return <SignedInLive />;
}

function SignedInLive() {
  useEffect(() => connectLive(), []);
  useLiveChat();
  useLiveMoneyRefresh();
  return (
    <Suspense fallback={<span className="size-9" aria-hidden />}>
      <NotificationBell />
    </Suspense>
  );
}
