import { SectionPage } from '../layout/section-page';

export default function CategoriesPage() {
  return <SectionPage id="categories" />;
}
