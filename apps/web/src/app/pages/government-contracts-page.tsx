import { SectionPage } from '../layout/section-page';

export default function GovernmentContractsPage() {
  return <SectionPage id="government-contracts" />;
}
