import { ProfileSettings } from '@/features/account/components/profile-settings';

export default function ProfileSettingsPage() {
  return <ProfileSettings />;
}
