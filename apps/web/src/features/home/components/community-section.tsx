import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';

const FIGURES = ['users', 'countries', 'support'] as const;

/** Marketing figures of the spec, shown as static text (they are claims, not counts). */
export function CommunitySection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-community" className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="home-community" className="text-2xl font-bold">
            {t('community.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('community.text')}</p>
          <Link to="/community" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
            {t('community.cta')}
          </Link>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-center">
          {FIGURES.map((key) => (
            <div key={key} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-600">{t(`community.${key}Label`)}</dt>
              <dd className="text-2xl font-bold text-brand-700">{t(`community.${key}Value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
