import { LegalDocument } from '../layout/legal-document';

export default function TermsPage() {
  return <LegalDocument id="terms" sections={10} />;
}
