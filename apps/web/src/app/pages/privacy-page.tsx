import { LegalDocument } from '../layout/legal-document';

export default function PrivacyPage() {
  return <LegalDocument id="privacy" sections={8} />;
}
