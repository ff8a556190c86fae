import { SectionPage } from '../layout/section-page';

export default function FavoritesPage() {
  return <SectionPage id="favorites" />;
}
