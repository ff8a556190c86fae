import { WhatsappTestView } from '@/features/whatsapp/components/whatsapp-test-view';

export default function WhatsappTestPage() {
  return <WhatsappTestView />;
}
