import { ArrowRightIcon, BriefcaseIcon, HeartHandshakeIcon, PackageIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';

const TYPES: { key: 'products' | 'services' | 'humanitarian'; href: string; Icon: LucideIcon; tone: string }[] = [
  { key: 'products', href: '/search', Icon: PackageIcon, tone: 'bg-brand-50 text-brand-700' },
  { key: 'services', href: '/search?type=services', Icon: BriefcaseIcon, tone: 'bg-sky-50 text-sky-700' },
  {
    key: 'humanitarian',
    href: '/search?type=humanitarian',
    Icon: HeartHandshakeIcon,
    tone: 'bg-rose-50 text-rose-700',
  },
];

/** Three ways into the catalogue: products, professional services and humanitarian aid. */
export function TypeCards() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-types" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="home-types" className="text-2xl font-bold">
        {t('types.title')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {TYPES.map(({ key, href, Icon, tone }) => (
          <li key={key}>
            <Link
              to={href}
              data-testid={`type-card-${key}`}
              className="group flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className={`flex size-12 items-center justify-center rounded-lg ${tone}`}>
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="text-lg font-semibold text-slate-900">{t(`types.${key}.title`)}</span>
              <span className="text-sm text-slate-600">{t(`types.${key}.text`)}</span>
              <span className="mt-auto flex items-center gap-1 text-sm font-medium text-brand-700">
                {t('types.cta')}
                <ArrowRightIcon
                  className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
                  aria-hidden
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
