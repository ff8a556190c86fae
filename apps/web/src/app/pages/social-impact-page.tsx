import { SocialImpactView } from '@/features/impact/components/social-impact-view';

export default function SocialImpactPage() {
  return <SocialImpactView />;
}
