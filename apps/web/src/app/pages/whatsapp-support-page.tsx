import { SupportChat } from '@/features/chat/components/support-chat';
import { WhatsappSupportView } from '@/features/whatsapp/components/whatsapp-support-view';

export default function WhatsappSupportPage() {
  return (
    <>
      <WhatsappSupportView />
      <div className="mx-auto max-w-3xl px-4 pb-8">
        <SupportChat />
      </div>
    </>
  );
}
