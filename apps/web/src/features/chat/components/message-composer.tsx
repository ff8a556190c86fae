import { MESSAGE_MAX } from '@vira/domain/chat';
import { SendIcon } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** The text box: nothing blank is sent (spec); Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({
  onSend,
  disabled,
  disabledReason,
}: {
  onSend: (text: string) => Promise<unknown>;
  disabled?: boolean;
  disabledReason?: string;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim().length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending || disabled) return;
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('sendError'));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  if (disabled)
    return <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-600">{disabledReason}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <Textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={MESSAGE_MAX}
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        className="max-h-32 min-h-10 flex-1 resize-none"
      />
      <Button type="submit" size="icon" disabled={blank || sending} aria-label={t('send')}>
        <SendIcon aria-hidden className="rtl:-scale-x-100" />
      </Button>
    </form>
  );
}
