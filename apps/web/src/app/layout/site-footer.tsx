import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { usePublicConfig } from './use-public-config';

const COLUMNS = [
  {
    title: 'footer.about',
    links: [
      { to: '/how-it-works', label: 'footer.howItWorks' },
      { to: '/safety', label: 'footer.safety' },
      { to: '/help', label: 'footer.help' },
      { to: '/publish', label: 'footer.publish' },
    ],
  },
  {
    title: 'footer.explore',
    links: [
      { to: '/categories', label: 'footer.categories' },
      { to: '/services', label: 'footer.services' },
      { to: '/humanitarian', label: 'footer.humanitarian' },
      { to: '/community', label: 'footer.community' },
      { to: '/social-impact', label: 'footer.socialImpact' },
      { to: '/international-shipping', label: 'footer.internationalShipping' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const config = usePublicConfig();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-brand-700">Vira</p>
          <p className="mt-2 text-sm text-slate-600">{t('footer.tagline')}</p>
          {config && (
            <p className="mt-3 text-sm">
              <a className="text-brand-700 underline-offset-4 hover:underline" href={`mailto:${config.supportEmail}`}>
                {config.supportEmail}
              </a>
            </p>
          )}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-600 hover:text-brand-700 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 pb-24 text-center text-xs text-slate-500">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
