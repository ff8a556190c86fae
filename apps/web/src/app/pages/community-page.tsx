import { CommunityView } from '@/features/community/components/community-view';

export default function CommunityPage() {
  return <CommunityView />;
}
