import { SectionPage } from '../layout/section-page';

export default function CircularEconomyPage() {
  return <SectionPage id="circular-economy" />;
}
