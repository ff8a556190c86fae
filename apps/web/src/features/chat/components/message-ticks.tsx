import type { MessageStatus } from '@vira/domain/chat';
import { CheckCheckIcon, CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One tick: stored; two grey: the other side's app received it; two blue: they saw it. */
export function MessageTicks({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('chat');
  const label = t(`status.${status}`);
  return (
    <span title={label} data-status={status} className="inline-flex items-center">
      {status === 'sent' ? (
        <CheckIcon className="size-3.5 text-slate-400" aria-hidden />
      ) : (
        <CheckCheckIcon
          className={status === 'read' ? 'size-3.5 text-sky-500' : 'size-3.5 text-slate-400'}
          aria-hidden
        />
      )}
      <span className="sr-only">{label}</span>
    </span>
  );
}
