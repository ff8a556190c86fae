import { categoriesOfType, subcategoriesOf, type CategoryType } from '@vira/domain/category-taxonomy';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { categoryLabelKey, subcategoryLabelKey } from '@/lib/taxonomy-keys';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@/components/ui/dropdown-menu';

export interface CategoryChoice {
  /** 'all', or a taxonomy category or subcategory id. */
  id: string;
  label: string;
}

const GROUPS: {
  type: CategoryType;
  heading: 'home.groupProducts' | 'home.groupServices' | 'home.groupHumanitarian';
}[] = [
  { type: 'products', heading: 'home.groupProducts' },
  { type: 'services', heading: 'home.groupServices' },
  { type: 'humanitarian', heading: 'home.groupHumanitarian' },
];

/**
 * The items of the home form's category dropdown, from the category taxonomy: PRODUCTOS (with subcategories),
 * SERVICIOS PROFESIONALES, AYUDA HUMANITARIA, MATERIALES PELIGROSOS (a link to its tracking screen) and a link
 * to all categories. Loaded when the dropdown first opens, so the taxonomy and its labels stay out of the home
 * page's first download.
 */
export default function HomeCategoryMenu({ onChoose }: { onChoose(choice: CategoryChoice): void }) {
  const { t } = useTranslation(['search', 'categories']);
  const label = (type: CategoryType, id: string) => t(categoryLabelKey({ type, id }), { ns: 'categories' });
  return (
    <>
      <DropdownMenuItem onSelect={() => onChoose({ id: 'all', label: t('allCategories') })}>
        {t('allCategories')}
      </DropdownMenuItem>
      {GROUPS.map(({ type, heading }) => (
        <div key={type} role="group" aria-label={t(heading)}>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs tracking-wide text-slate-500">{t(heading)}</DropdownMenuLabel>
          {categoriesOfType(type).map((category) => {
            const name = label(type, category.id);
            const subs = type === 'products' ? subcategoriesOf(category.id) : [];
            if (subs.length === 0) {
              return (
                <DropdownMenuItem key={category.id} onSelect={() => onChoose({ id: category.id, label: name })}>
                  {name}
                </DropdownMenuItem>
              );
            }
            return (
              <DropdownMenuSub key={category.id}>
                <DropdownMenuSubTrigger>{name}</DropdownMenuSubTrigger>
                <DropdownMenuSubContent className="max-h-[300px] overflow-y-auto">
                  <DropdownMenuItem className="font-medium" onSelect={() => onChoose({ id: category.id, label: name })}>
                    {t('home.allOf', { name })}
                  </DropdownMenuItem>
                  {subs.map((sub) => {
                    const subName = t(subcategoryLabelKey(sub), { ns: 'categories' });
                    return (
                      <DropdownMenuItem key={sub.id} onSelect={() => onChoose({ id: sub.id, label: subName })}>
                        {subName}
                      </DropdownMenuItem>
                    );
                  })}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            );
          })}
        </div>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs tracking-wide text-slate-500">{t('home.groupHazardous')}</DropdownMenuLabel>
      <DropdownMenuItem asChild>
        <Link to="/hazardous-tracking">{t('home.hazardousLink')}</Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/categories" className="font-medium text-brand-700">
          {t('home.allCategoriesLink')}
        </Link>
      </DropdownMenuItem>
    </>
  );
}
