import { categoriesOfType, type CategoryType } from '@vira/domain/category-taxonomy';
import { MapPinnedIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { TYPE_ICONS } from './category-icons';
import { CategoryItem } from './category-item';

/** One type of the taxonomy (products, services, …) with its categories. */
export function CategoryGroup({ type }: { type: CategoryType }) {
  const { t } = useTranslation('categories');
  const entries = categoriesOfType(type);
  const Icon = TYPE_ICONS[type];
  const headingId = `category-type-${type}`;
  return (
    <section aria-labelledby={headingId} data-testid={`category-group-${type}`}>
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <h2 id={headingId} className="text-xl font-semibold">
          {t(`types.${type}`)}
        </h2>
        <Badge variant="secondary" data-testid="category-count">
          {t('page.categoryCount', { count: entries.length })}
        </Badge>
        {type === 'hazardous' && (
          <Link
            to="/hazardous-tracking"
            className="ms-auto flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <MapPinnedIcon className="size-4" aria-hidden />
            {t('page.hazardousTracking')}
          </Link>
        )}
      </div>
      <ul className="mt-4 grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <CategoryItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
