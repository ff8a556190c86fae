import { CATEGORY_TYPES } from '@vira/domain/category-taxonomy';
import { CategoryGroup } from './category-group';

/** The whole taxonomy, one section per type in the spec's order. */
export function CategoryDirectory() {
  return (
    <div className="flex flex-col gap-10">
      {CATEGORY_TYPES.map((type) => (
        <CategoryGroup key={type} type={type} />
      ))}
    </div>
  );
}
