import { SectionPage } from '../layout/section-page';

export default function ProfileSettingsPage() {
  return <SectionPage id="profile-settings" />;
}
