import { SectionPage } from '../layout/section-page';

export default function MicrocreditsPage() {
  return <SectionPage id="microcredits" />;
}
