import { useParams } from 'react-router';
import { PublicProfileView } from '@/features/account/components/public-profile-view';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';

/** /profile/{userId}: anyone may look; the person's reviews follow their card. */
export default function PublicProfilePage() {
  const { userId = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PublicProfileView userId={userId} after={<ReviewsPanel type="user" userId={userId} />} />
    </section>
  );
}
