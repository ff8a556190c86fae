import { SectionPage } from '../layout/section-page';

export default function ProfileEditPage() {
  return <SectionPage id="profile-edit" />;
}
