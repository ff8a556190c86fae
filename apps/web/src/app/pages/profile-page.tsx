import { OwnProfileView } from '@/features/account/components/own-profile-view';

export default function ProfilePage() {
  return <OwnProfileView />;
}
