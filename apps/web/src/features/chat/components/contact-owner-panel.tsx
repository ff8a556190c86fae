import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversation, useOpenConversation } from '../api/chat-api';
import { ConversationThread } from './conversation-thread';

/**
 * The listing dialog's 'Contactar' tab: the renter's conversation with the owner about this listing. With a
 * booking (the order page), the same conversation from either side of that booking.
 */
export function ContactOwnerPanel({ listingId, bookingId }: { listingId: number; bookingId?: string }) {
  const { t } = useTranslation('chat');
  const open = useOpenConversation();
  useEffect(() => {
    open.mutate(bookingId ? { listingId, bookingId } : { listingId });
    // Once per listing (and booking).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listingId, bookingId]);
  if (open.isError) return <p className="p-4 text-sm text-slate-600">{open.error.message}</p>;
  if (!open.data) return <Skeleton className="h-40" />;
  return (
    <div className="grid gap-2">
      <div className="h-96 overflow-hidden rounded-lg border border-slate-200">
        <LiveThread id={open.data.id} />
      </div>
      <Link to={`/chats?c=${open.data.id}`} className="justify-self-end text-sm text-brand-700 underline">
        {t('openInChats')}
      </Link>
    </div>
  );
}

function LiveThread({ id }: { id: string }) {
  const conversation = useConversation(id);
  if (!conversation.data) return <Skeleton className="h-full" />;
  return <ConversationThread conversation={conversation.data} compact />;
}
