import { SectionPage } from '../layout/section-page';

export default function ProfileCompletePage() {
  return <SectionPage id="profile-complete" />;
}
