import { categoriesOfType } from '@vira/domain/category-taxonomy';
import { CoinsIcon, TimerIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { categoryLabelKey } from '@/lib/taxonomy-keys';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

/** Owners publish products or offer services; the picker lists both groups of the taxonomy. */
const PICKER_TYPES = ['products', 'services'] as const;

const FIGURES: { key: 'earnings' | 'activation' | 'users'; Icon: LucideIcon }[] = [
  { key: 'earnings', Icon: CoinsIcon },
  { key: 'activation', Icon: TimerIcon },
  { key: 'users', Icon: UsersIcon },
];

export function publishHref(category: string): string {
  return `/publish?${new URLSearchParams({ category }).toString()}`;
}

/** Invites owners to become a Vira; the category picker starts the publish form on that category. */
export function OwnerRecruitment() {
  const { t } = useTranslation(['home', 'categories']);
  const navigate = useNavigate();
  const id = useId();
  const [category, setCategory] = useState<string>(categoriesOfType('products')[0]!.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(publishHref(category));
  };

  return (
    <section aria-labelledby="home-recruit" className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="home-recruit" className="text-3xl font-bold">
            {t('recruit.title')}
          </h2>
          <p className="mt-3 text-brand-50">{t('recruit.text')}</p>
          <dl className="mt-6 grid grid-cols-3 gap-4">
            {FIGURES.map(({ key, Icon }) => (
              <div key={key} className="flex flex-col-reverse gap-1">
                <dt className="flex items-center gap-1 text-sm text-brand-100">
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {t(`recruit.${key}Label`)}
                </dt>
                <dd className="text-2xl font-bold">{t(`recruit.${key}Value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl bg-white p-6 text-slate-900 shadow-lg">
          <Label htmlFor={`${id}-category`}>{t('recruit.pickLabel')}</Label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/40"
            data-testid="recruit-category"
          >
            {PICKER_TYPES.map((type) => (
              <optgroup key={type} label={t(`categories:types.${type}`)}>
                {categoriesOfType(type).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {t(categoryLabelKey(entry), { ns: 'categories' })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button type="submit" variant="accent" size="lg" data-testid="recruit-submit">
            {t('recruit.cta')}
          </Button>
        </form>
      </div>
    </section>
  );
}
