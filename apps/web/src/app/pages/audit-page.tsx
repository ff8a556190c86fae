import { SectionPage } from '../layout/section-page';

export default function AuditPage() {
  return <SectionPage id="audit" />;
}
