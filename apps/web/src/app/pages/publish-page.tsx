import { SectionPage } from '../layout/section-page';

export default function PublishPage() {
  return <SectionPage id="publish" />;
}
