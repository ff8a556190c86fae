import { SectionPage } from '../layout/section-page';

export default function ProfilePage() {
  return <SectionPage id="profile" />;
}
