import { ProfileEditForm } from '@/features/account/components/profile-edit-form';
import { useAuth } from '@/lib/auth/use-auth';

export default function ProfileEditPage() {
  const { profile } = useAuth();
  // Keyed so the form starts from the profile once it has loaded.
  return <ProfileEditForm key={profile ? 'loaded' : 'loading'} />;
}
