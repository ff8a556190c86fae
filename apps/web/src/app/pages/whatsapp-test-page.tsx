import { SectionPage } from '../layout/section-page';

export default function WhatsappTestPage() {
  return <SectionPage id="whatsapp-test" />;
}
