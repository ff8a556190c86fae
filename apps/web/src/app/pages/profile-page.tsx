import { OwnProfileView } from '@/features/account/components/own-profile-view';
import { MyCredentialsPanel } from '@/features/credentials/components/my-credentials-panel';

/** /profile: the person's own profile, then their professional credentials. */
export default function ProfilePage() {
  return (
    <>
      <OwnProfileView />
      <section className="mx-auto max-w-3xl px-4 pb-10">
        <MyCredentialsPanel />
      </section>
    </>
  );
}
