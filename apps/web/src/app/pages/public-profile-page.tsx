import { useParams } from 'react-router';
import { PublicProfileView } from '@/features/account/components/public-profile-view';
import { PublicCredentials } from '@/features/credentials/components/public-credentials';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';

/** /profile/{userId}: anyone may look; the person's verified credentials and reviews follow their card. */
export default function PublicProfilePage() {
  const { userId = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PublicProfileView
        userId={userId}
        after={
          <>
            <PublicCredentials userId={userId} />
            <ReviewsPanel type="user" userId={userId} />
          </>
        }
      />
    </section>
  );
}
