import { SectionPage } from '../layout/section-page';

export default function ServicesPage() {
  return <SectionPage id="services" />;
}
