import { SectionPage } from '../layout/section-page';

export default function HomePage() {
  return <SectionPage id="home" />;
}
