import type { Conversation } from '@vira/domain/chat';
import { ArrowLeftIcon, BanIcon, FlagIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import {
  acknowledge,
  leave,
  useBlock,
  useLoadOlderMessages,
  useMessages,
  useReportMessage,
  useSendMessage,
} from '../api/chat-api';
import { MessageComposer } from './message-composer';
import { ReportMessageDialog } from './report-message-dialog';
import { MessageTicks } from './message-ticks';
import { intlLocale } from '@/lib/intl-locale';

/** How often a tab with the conversation on screen tells the server (no notifications for it meanwhile). */
const PRESENCE_MS = 20_000;

/** One conversation: the booking in its header, the messages with ticks, block and report, the composer. */
export function ConversationThread({
  conversation,
  onBack,
  compact,
}: {
  conversation: Conversation;
  onBack?: () => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation(['chat', 'booking']);
  const { user } = useAuth();
  const messages = useMessages(conversation.id);
  const older = useLoadOlderMessages(conversation.id);
  const send = useSendMessage(conversation.id);
  const block = useBlock(conversation.id);
  const report = useReportMessage();
  // The message whose report dialog is open.
  const [reporting, setReporting] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = messages.data?.messages.length ?? 0;
  const newest = messages.data?.messages.at(-1);

  // On screen: read what arrived, and keep telling the server while it stays open.
  useEffect(() => {
    const here = () => document.visibilityState === 'visible';
    if (here()) void acknowledge(conversation.id, 'read');
    const timer = setInterval(() => here() && void acknowledge(conversation.id, 'read'), PRESENCE_MS);
    // A hidden tab is not 'on screen': notifications resume until it is shown again.
    const onVisibility = () => void (here() ? acknowledge(conversation.id, 'read') : leave(conversation.id));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      void leave(conversation.id);
    };
  }, [conversation.id]);
  useEffect(() => {
    if (newest && user && newest.senderId !== user.id && newest.status !== 'read')
      void acknowledge(conversation.id, 'read');
    // Only the list scrolls to its newest message: scrollIntoView also scrolled every scrolling ancestor, and in the
    // listing dialog at 390 px that opened the dialog some 460 px down, past its photo, title and price.
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count, newest, user, conversation.id]);

  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const blocked = conversation.blockedByMe || conversation.blockedMe;

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={t('threadWith', { name: conversation.other.fullName ?? t('someone') })}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        {onBack && (
          <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('back')} className="md:hidden">
            <ArrowLeftIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        )}
        {conversation.listing?.coverUrl && !compact && (
          <img
            src={`${conversation.listing.coverUrl}?w=480`}
            alt=""
            className="size-10 shrink-0 rounded-md object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{conversation.other.fullName ?? t('someone')}</p>
          <p className="truncate text-sm text-slate-600">
            {conversation.listing?.title ?? conversation.aidRequest?.title}
          </p>
          {conversation.booking && (
            <p className="text-xs text-slate-600">
              {t('booking', {
                status: t(`booking:requests.status.${conversation.booking.status}`, {
                  defaultValue: conversation.booking.status,
                }),
                start: day.format(new Date(`${conversation.booking.startDate}T12:00:00`)),
                end: day.format(new Date(`${conversation.booking.endDate}T12:00:00`)),
              })}
              {conversation.booking.orderId && (
                <>
                  {' · '}
                  <Link className="text-brand-700 underline" to={`/order-tracking/${conversation.booking.orderId}`}>
                    {t('seeOrder')}
                  </Link>
                </>
              )}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => block.mutate(!conversation.blockedByMe)}
          disabled={block.isPending}
        >
          <BanIcon aria-hidden />
          {conversation.blockedByMe ? t('unblock') : t('block')}
        </Button>
      </header>
      <ol
        ref={list}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 p-3"
        aria-live="polite"
      >
        {messages.data?.nextBefore && (
          <li className="self-center">
            <Button
              variant="outline"
              size="sm"
              disabled={older.isPending}
              onClick={() => older.mutate(messages.data!.nextBefore!)}
            >
              {t('loadOlder')}
            </Button>
          </li>
        )}
        {count === 0 && !messages.isPending && <li className="m-auto text-sm text-slate-600">{t('noMessages')}</li>}
        {messages.data?.messages.map((m) => {
          const mine = m.senderId === user?.id;
          return (
            <li
              key={m.id}
              data-testid="chat-message"
              className={cn(
                'group max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm',
                mine ? 'self-end bg-brand-600 text-white' : 'self-start bg-white text-slate-900',
              )}
            >
              {m.automatic && (
                <span className={cn('mb-1 flex items-center gap-1 text-xs', mine ? 'text-white/80' : 'text-slate-500')}>
                  <SparklesIcon className="size-3" aria-hidden />
                  {t('automatic')}
                </span>
              )}
              {/* Plain text only: links stay text, nothing is interpreted as HTML. */}
              <p className="break-words whitespace-pre-wrap">{m.body}</p>
              <span
                className={cn(
                  'mt-1 flex items-center justify-end gap-1 text-[11px]',
                  mine ? 'text-white/80' : 'text-slate-500',
                )}
              >
                <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
                {mine && <MessageTicks status={m.status} />}
                {!mine && (
                  <button
                    type="button"
                    className="ms-1 rounded opacity-60 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                    aria-label={t('report')}
                    title={t('report')}
                    onClick={() => setReporting(m.id)}
                  >
                    <FlagIcon className="size-3" aria-hidden />
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <ReportMessageDialog
        // A fresh choice for each message reported.
        key={reporting ?? 'none'}
        open={reporting !== null}
        onOpenChange={(open) => !open && setReporting(null)}
        reporting={report.isPending}
        onReport={(body) =>
          report.mutate(
            { messageId: reporting!, body },
            {
              onSuccess: () => {
                setReporting(null);
                toast.success(t('reported'));
              },
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
      <MessageComposer
        onSend={(text) => send.mutateAsync(text)}
        disabled={blocked}
        disabledReason={conversation.blockedByMe ? t('youBlocked') : t('blockedYou')}
      />
    </section>
  );
}
