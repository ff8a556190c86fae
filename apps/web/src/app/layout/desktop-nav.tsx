import { useTranslation } from 'react-i18next';
import { NavLink } from '@/lib/localized-link';
import { cn } from '@/lib/cn';
import { NAV_ITEMS } from './nav-items';

export function DesktopNav() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.label')} className="hidden border-t border-slate-100 lg:block">
      <ul className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-4">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500',
                  isActive ? 'text-brand-700' : 'text-slate-700',
                )
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
