import { SectionPage } from '../layout/section-page';

export default function WhatsappSupportPage() {
  return <SectionPage id="whatsapp-support" />;
}
