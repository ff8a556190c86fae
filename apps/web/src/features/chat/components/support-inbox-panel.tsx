import { SUPPORT_INBOX_ID } from '@vira/domain/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useAnswerSupport, useSupportInbox, useSupportThread } from '../api/support-api';
import { MessageComposer } from './message-composer';

const INBOX = SUPPORT_INBOX_ID;

/** /admin: the "Soporte Vira" inbox, unanswered conversations first; admins answer as the inbox. */
export function SupportInboxPanel() {
  const { t } = useTranslation('chat');
  const inbox = useSupportInbox();
  const [selected, setSelected] = useState<string | null>(null);
  const threads = inbox.data?.threads ?? [];
  return (
    <Card data-testid="support-inbox" className="mx-auto my-6 max-w-5xl">
      <CardHeader>
        <CardTitle>{t('inbox.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <ul className="space-y-1" aria-label={t('inbox.title')}>
          {threads.length === 0 ? <li className="text-sm text-slate-600">{t('inbox.empty')}</li> : null}
          {threads.map((th) => (
            <li key={th.conversationId}>
              <button
                type="button"
                onClick={() => setSelected(th.conversationId)}
                aria-current={selected === th.conversationId ? 'true' : undefined}
                className="w-full rounded-md px-3 py-2 text-start hover:bg-slate-100 aria-[current]:bg-slate-100"
              >
                <span className="block font-medium">
                  {th.personName ?? th.personEmail ?? th.personId}
                  {th.unread > 0 ? (
                    <span className="ms-2 rounded-full bg-accent-500 px-2 text-xs text-white">{th.unread}</span>
                  ) : null}
                </span>
                <span className="block truncate text-xs text-slate-600">{th.lastMessage?.body}</span>
              </button>
            </li>
          ))}
        </ul>
        {selected ? <SupportThreadView id={selected} /> : <p className="text-sm text-slate-600">{t('inbox.select')}</p>}
      </CardContent>
    </Card>
  );
}

function SupportThreadView({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const thread = useSupportThread(id);
  const answer = useAnswerSupport(id);
  return (
    <section aria-label={t('inbox.thread')} className="flex min-w-0 flex-col gap-2">
      <ol className="max-h-96 space-y-2 overflow-y-auto">
        {thread.data?.messages.map((m) => (
          <li
            key={m.id}
            data-testid="support-message"
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm',
              m.senderId === INBOX ? 'ms-auto bg-brand-600 text-white' : 'bg-slate-100',
            )}
          >
            {m.senderId === INBOX ? <span className="block text-xs opacity-80">{t('inbox.asSupport')}</span> : null}
            <span className="whitespace-pre-line">{m.body}</span>
          </li>
        ))}
      </ol>
      <MessageComposer onSend={(text) => answer.mutateAsync(text)} />
    </section>
  );
}
