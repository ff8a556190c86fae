import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useOpenSupport } from '../api/support-api';
import { ConversationThread } from './conversation-thread';

/** The in-app "Soporte Vira" conversation on /whatsapp-support: the ordinary chat thread, with the inbox. */
export function SupportChat() {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const open = useOpenSupport();
  return (
    <section aria-labelledby="support-chat-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="support-chat-title" className="text-xl font-semibold">
        {t('support.title')}
      </h2>
      <p className="text-slate-600">{t('support.intro')}</p>
      {!user ? (
        <Link to="/login" className="text-brand-700 underline">
          {t('support.signIn')}
        </Link>
      ) : open.data ? (
        <div className="h-[28rem] overflow-hidden rounded-lg border border-slate-200">
          <ConversationThread conversation={open.data} compact />
        </div>
      ) : (
        <Button onClick={() => open.mutate()} disabled={open.isPending}>
          {t('support.open')}
        </Button>
      )}
      {open.error ? <p role="alert">{open.error.message}</p> : null}
    </section>
  );
}
