import { SectionPage } from '../layout/section-page';

export default function PublicProfilePage() {
  return <SectionPage id="public-profile" />;
}
