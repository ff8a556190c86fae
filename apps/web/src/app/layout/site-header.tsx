import { SearchIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { CartLink } from './cart-link';
import { DesktopNav } from './desktop-nav';
import { HeaderAccount } from './header-account';
import { CryptoBadgeSlot, CurrencyMenuSlot, LanguageMenuSlot, MobileMenuSlot } from './header-widgets';
import { SupportEmailLink } from './support-email-link';
import { useAuth } from '@/lib/auth/use-auth';
import { afterMerge } from '@/lib/cn';

// Live updates and the bell are for signed-in people only: guests never download them.
const LiveUpdates = lazy(afterMerge(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates }))));

/** The bell and live updates once someone is signed in. Its own component: the session's arrival re-renders
 * this, not the whole header (a long task on a phone while the first screen settles, issue 13). */
function SignedInLiveUpdates() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}

/** Sticky header: logo, actions and (from lg up) the navigation row; a hamburger menu below lg. */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2">
        <Link
          to="/"
          aria-label={t('logoLabel')}
          className="me-auto flex items-center gap-2 rounded-md text-2xl font-extrabold tracking-tight text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {/* The mark's letter is drawn by CSS, not text: the link's visible text stays the word its name starts
              with (WCAG 2.5.3 Label in Name), not "VVira". */}
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-lg text-white before:content-['V']"
          />
          Vira
        </Link>
        <Button asChild variant="ghost" size="icon">
          <Link to="/search" aria-label={t('search')}>
            <SearchIcon className="size-5" aria-hidden />
          </Link>
        </Button>
        <SupportEmailLink />
        <div className="hidden items-center gap-1 lg:flex">
          <CurrencyMenuSlot />
          <CryptoBadgeSlot />
          <LanguageMenuSlot />
        </div>
        <SignedInLiveUpdates />
        <CartLink />
        <HeaderAccount />
        <MobileMenuSlot />
      </div>
      <DesktopNav />
    </header>
  );
}
