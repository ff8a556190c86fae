import { CalendarCheckIcon, PackageCheckIcon, SearchIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';

const STEPS: { key: 'search' | 'book' | 'enjoy'; Icon: LucideIcon }[] = [
  { key: 'search', Icon: SearchIcon },
  { key: 'book', Icon: CalendarCheckIcon },
  { key: 'enjoy', Icon: PackageCheckIcon },
];

export function HowItWorksSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-how" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="home-how" className="text-2xl font-bold">
        {t('how.title')}
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="flex gap-4">
            <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
              <span className="absolute -end-1 -top-1 flex size-5 items-center justify-center rounded-full bg-accent-500 text-xs font-bold text-white">
                {index + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold">{t(`how.${key}Title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`how.${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/how-it-works" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t('how.more')}
      </Link>
    </section>
  );
}
