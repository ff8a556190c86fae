import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The first screen: the promise and, below it, the search form the page passes in. */
export function HeroSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:pt-16">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('hero.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('hero.subtitle')}</p>
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
