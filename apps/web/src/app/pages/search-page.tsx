import { SectionPage } from '../layout/section-page';

export default function SearchPage() {
  return <SectionPage id="search" />;
}
