import { ProfileCompleteForm } from '@/features/account/components/profile-complete-form';
import { useAuth } from '@/lib/auth/use-auth';

export default function ProfileCompletePage() {
  const { profile } = useAuth();
  return <ProfileCompleteForm key={profile ? 'loaded' : 'loading'} />;
}
