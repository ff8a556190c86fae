import { SectionPage } from '../layout/section-page';

export default function LoginPage() {
  return <SectionPage id="login" />;
}
