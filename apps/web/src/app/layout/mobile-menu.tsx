import { CURRENCIES, HEADER_CURRENCIES } from '@vira/domain/currencies';
import { LOCALE_NAMES, LOCALES, toLocale } from '@vira/domain/locales';
import { LayoutDashboardIcon, LogInIcon, LogOutIcon, SearchIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useCurrency } from '@/lib/currency';
import { AcceptedPayments } from './accepted-payments';
import type { DeferredWidgetProps } from '@/components/ui/deferred-widget';
import { MenuTriggerButton } from './header-triggers';
import { NAV_ITEMS } from './nav-items';
import { viraDialogHref } from '../vira-dialog-host';

const gridButton =
  'rounded-md border px-2 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800';

function MenuLink({ to, icon, children }: { to: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <SheetClose asChild>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {icon}
        {children}
      </Link>
    </SheetClose>
  );
}

/** Tablet and mobile menu (below lg): navigation, account actions, language and currency grids, payments. */
export default function MobileMenu({ defaultOpen, autoFocus }: DeferredWidgetProps) {
  const { t, i18n } = useTranslation('shell');
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { currency, setCurrency } = useCurrency();
  const language = toLocale(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MenuTriggerButton autoFocus={autoFocus} />
      </SheetTrigger>
      <SheetContent side="end" className="gap-0">
        <SheetHeader>
          <SheetTitle>{t('menu.title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('menu.description')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('nav.label')} className="flex flex-col px-2">
          <MenuLink to="/search" icon={<SearchIcon className="size-5" aria-hidden />}>
            {t('search')}
          </MenuLink>
          {NAV_ITEMS.map((item) => (
            <MenuLink key={item.to} to={item.to}>
              {t(item.label)}
            </MenuLink>
          ))}
        </nav>
        <Separator className="my-3" />
        <div className="flex flex-col px-2">
          {user ? (
            <>
              <MenuLink to="/dashboard" icon={<LayoutDashboardIcon className="size-5" aria-hidden />}>
                {t('auth.dashboard')}
              </MenuLink>
              {profile && !profile.isVira && (
                <MenuLink to={viraDialogHref(location)} icon={<SparklesIcon className="size-5" aria-hidden />}>
                  {t('auth.becomeVira')}
                </MenuLink>
              )}
              <SheetClose asChild>
                <button
                  type="button"
                  onClick={() => {
                    // As the account menu does: sign-out notes this screen, then home before the session goes.
                    void signOut();
                    void navigate('/');
                  }}
                  className="flex items-center gap-3 rounded-md px-3 py-2.5 text-start text-base font-medium text-red-700 outline-none hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <LogOutIcon className="size-5" aria-hidden />
                  {t('auth.signOut')}
                </button>
              </SheetClose>
            </>
          ) : (
            <MenuLink to="/login" icon={<LogInIcon className="size-5" aria-hidden />}>
              {t('auth.login')}
            </MenuLink>
          )}
        </div>
        <Separator className="my-3" />
        <section className="px-4" aria-labelledby="menu-language-title">
          <h2 id="menu-language-title" className="mb-2 text-sm font-semibold text-slate-500">
            {t('language.title')}
          </h2>
          <div className="grid grid-cols-3 gap-2">
            {LOCALES.map((locale) => (
              <button
                key={locale}
                type="button"
                lang={locale}
                aria-pressed={language === locale}
                onClick={() => void i18n.changeLanguage(locale)}
                className={gridButton}
              >
                {LOCALE_NAMES[locale]}
              </button>
            ))}
          </div>
        </section>
        <section className="mt-4 px-4" aria-labelledby="menu-currency-title">
          <h2 id="menu-currency-title" className="mb-2 text-sm font-semibold text-slate-500">
            {t('currency.title')}
          </h2>
          <div className="grid grid-cols-4 gap-2">
            {HEADER_CURRENCIES.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={currency === code}
                onClick={() => setCurrency(code)}
                className={cn(gridButton, 'px-1')}
              >
                <span aria-hidden className="text-slate-500">
                  {CURRENCIES[code].symbol}{' '}
                </span>
                {code}
              </button>
            ))}
          </div>
        </section>
        <AcceptedPayments className="m-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700" />
      </SheetContent>
    </Sheet>
  );
}
