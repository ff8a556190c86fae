import { WhatsappSupportView } from '@/features/whatsapp/components/whatsapp-support-view';

export default function WhatsappSupportPage() {
  return <WhatsappSupportView />;
}
