import type { Conversation } from '@vira/domain/chat';
import { MessageCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useConversation, useConversations, useOpenConversation } from '../api/chat-api';
import { ConversationThread } from './conversation-thread';
import { intlLocale } from '@/lib/intl-locale';

/**
 * /chats: the conversations, newest first, with the open one beside the list on desktop and full-screen on
 * phones. `?c=<id>` opens one; `?listing=<id>[&booking=<id>]` opens (or starts) the one about a listing.
 */
export function ChatsView() {
  const { t, i18n } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const list = useConversations();
  const open = useOpenConversation();
  const selected = params.get('c');
  const listingParam = Number(params.get('listing'));
  const bookingParam = params.get('booking') ?? undefined;

  useEffect(() => {
    if (!listingParam || open.isPending) return;
    open.mutate(
      { listingId: listingParam, bookingId: bookingParam },
      { onSuccess: (c) => setParams({ c: c.id }, { replace: true }) },
    );
    // Once per link: the params are replaced on success.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listingParam, bookingParam]);

  const select = (id: string | null) => setParams(id ? { c: id } : {});
  const conversations = list.data?.conversations ?? [];
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'short' });

  return (
    <div className="mx-auto grid h-[calc(100dvh-8rem)] max-w-6xl grid-cols-1 overflow-hidden border-slate-200 md:my-4 md:grid-cols-[20rem_1fr] md:rounded-xl md:border">
      <aside className={cn('flex min-h-0 flex-col border-e border-slate-200 bg-white', selected && 'hidden md:flex')}>
        <h1 className="border-b border-slate-200 p-4 text-xl font-bold">{t('title')}</h1>
        {open.isError && <p className="p-4 text-sm text-red-700">{open.error.message}</p>}
        {list.isPending ? (
          <div className="grid gap-2 p-4">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : conversations.length === 0 ? (
          <div className="grid justify-items-center gap-3 p-8 text-center text-slate-600">
            <MessageCircleIcon className="size-10 text-slate-400" aria-hidden />
            <p>{t('empty')}</p>
            <Link to="/search" className="text-brand-700 underline">
              {t('explore')}
            </Link>
          </div>
        ) : (
          <ul className="min-h-0 flex-1 overflow-y-auto">
            {conversations.map((c) => (
              <li key={c.id}>
                <ConversationRow conversation={c} active={c.id === selected} onSelect={select} time={time} />
              </li>
            ))}
          </ul>
        )}
      </aside>
      <div className={cn('min-h-0 bg-white', !selected && 'hidden md:block')}>
        {selected ? (
          <SelectedThread id={selected} onBack={() => select(null)} />
        ) : (
          <p className="grid h-full place-items-center p-8 text-slate-600">{t('pick')}</p>
        )}
      </div>
    </div>
  );
}

function SelectedThread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const conversation = useConversation(id);
  if (conversation.isPending) return <Skeleton className="m-4 h-20" />;
  if (conversation.isError) return <p className="p-8 text-center text-slate-600">{t('notFound')}</p>;
  return <ConversationThread conversation={conversation.data} onBack={onBack} />;
}

function ConversationRow({
  conversation: c,
  active,
  onSelect,
  time,
}: {
  conversation: Conversation;
  active: boolean;
  onSelect: (id: string) => void;
  time: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('chat');
  const last = c.lastMessage;
  return (
    <button
      type="button"
      onClick={() => onSelect(c.id)}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 border-b border-slate-100 p-3 text-start hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500',
        active && 'bg-brand-50',
      )}
    >
      {c.listing?.coverUrl ? (
        <img src={`${c.listing.coverUrl}?w=480`} alt="" className="size-12 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="size-12 shrink-0 rounded-md bg-slate-200" aria-hidden />
      )}
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">{c.other.fullName ?? t('someone')}</span>
          {last && <time className="shrink-0 text-xs text-slate-500">{time.format(new Date(last.createdAt))}</time>}
        </span>
        <span className="block truncate text-xs text-slate-500">{c.listing?.title ?? c.aidRequest?.title}</span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600">{last?.body ?? t('noMessages')}</span>
          {c.unreadCount > 0 && (
            <span
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white"
              aria-label={t('unread', { count: c.unreadCount })}
            >
              {c.unreadCount}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
