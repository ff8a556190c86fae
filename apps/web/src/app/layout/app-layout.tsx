import { isRtl, toLocale } from '@vira/domain/locales';
import { Direction } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { afterMerge } from '@/lib/cn';
import { ListingDialogHost } from '../listing-dialog-host';
import { ViraDialogHost } from '../vira-dialog-host';
import { RouteErrorBoundary } from '../route-error-boundary';
import { RouteLoading } from '../route-loading';
import { BackButton } from './back-button';
import { SiteHeader } from './site-header';
import { SupportButton } from './support-button';

// The footer starts below the first screen (main is at least a screen tall), so it loads next to the screen
// rather than before it (once that screen is painted), and its arrival moves nothing a person sees (decision 031).
const SiteFooter = lazy(
  afterFirstPaint(afterMerge(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })))),
);

export function AppLayout() {
  const { t, i18n } = useTranslation('shell');
  const dir = isRtl(toLocale(i18n.language)) ? 'rtl' : 'ltr';
  const { pathname } = useLocation();
  return (
    // Radix menus, sliders and tabs read the direction from here (arrow keys and placement flip in Arabic).
    <Direction.Provider dir={dir}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-700 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t('skipToContent')}
        </a>
        <SiteHeader />
        {/* Room at the end for the floating back and WhatsApp buttons (bottom-5 + size-14), so a page's last lines,
            money values and buttons can be scrolled clear of them. */}
        <main id="main" className="min-h-screen flex-1 pb-24">
          <RouteErrorBoundary pathname={pathname}>
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <BackButton />
        <SupportButton />
        <ListingDialogHost />
        <ViraDialogHost />
      </div>
    </Direction.Provider>
  );
}
