import { SectionPage } from '../layout/section-page';

export default function NotFoundPage() {
  return <SectionPage id="not-found" />;
}
