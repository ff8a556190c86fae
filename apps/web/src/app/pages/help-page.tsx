import { SectionPage } from '../layout/section-page';

export default function HelpPage() {
  return <SectionPage id="help" />;
}
