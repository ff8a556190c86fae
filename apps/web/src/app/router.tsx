import type { CustomTypeOptions } from 'i18next';
import { Suspense, useState, type ComponentType } from 'react';
import { addressLocale } from '@vira/domain/listing-address';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { afterMerge } from '@/lib/cn';
import { LOCALIZED_PATHS } from '@/lib/localized-paths';
import { preloadableLazy, type Preloadable } from '@/lib/preloadable-lazy';
import { AppLayout } from './layout/app-layout';
import { GuardedRoute } from './guarded-route';
import { RouteLoading } from './route-loading';
import { RouteTitle, type RouteTitleKey } from './route-title';

type Namespace = keyof CustomTypeOptions['resources'];

type PageModule = { default: ComponentType };
type Page = Preloadable<object>;

/**
 * Every screen is its own chunk, loaded the first time it is opened, or before the first render by preloadRoute
 * (then React.lazy gets it synchronously: the first screen renders in the first pass instead of showing the loading
 * state for one frame, see preloadable-lazy.ts).
 * A screen waits for tailwind-merge too (lib/cn.ts), unless it is marked `beforeMerge`: such a screen's modules are
 * checked to have classes that need no merging (cn-first-screen.test.ts), so its first paint does not wait for it.
 */
const page = (load: () => Promise<PageModule>, { beforeMerge = false } = {}): Page =>
  preloadableLazy(beforeMerge ? load : afterMerge(load));

const AdminPage = page(() => import('./pages/admin-page'));
const VerificationPage = page(() => import('./pages/verification-page'));
const AuditPage = page(() => import('./pages/audit-page'));
const CartPage = page(() => import('./pages/cart-page'));
const CategoriesPage = page(() => import('./pages/categories-page'));
const CategoryPage = page(() => import('./pages/category-page'));
const ChatsPage = page(() => import('./pages/chats-page'));
const CheckoutPage = page(() => import('./pages/checkout-page'));
const CircularEconomyPage = page(() => import('./pages/circular-economy-page'));
const CommunityPage = page(() => import('./pages/community-page'));
const CooperativesPage = page(() => import('./pages/cooperatives-page'));
const DashboardPage = page(() => import('./pages/dashboard-page'));
const FavoritesPage = page(() => import('./pages/favorites-page'));
const FinancialEducationPage = page(() => import('./pages/financial-education-page'));
const GovernmentContractsPage = page(() => import('./pages/government-contracts-page'));
const HazardousTrackingPage = page(() => import('./pages/hazardous-tracking-page'));
const HelpPage = page(() => import('./pages/help-page'));
const HomePage = page(() => import('./pages/home-page'), { beforeMerge: true });
const HowItWorksPage = page(() => import('./pages/how-it-works-page'));
const HumanitarianPage = page(() => import('./pages/humanitarian-page'));
const HumanitarianRequestPage = page(() => import('./pages/humanitarian-request-page'));
const InternationalShippingPage = page(() => import('./pages/international-shipping-page'));
const InvoicesPage = page(() => import('./pages/invoices-page'));
const ListingPage = page(() => import('./pages/listing-page'));
const LoginPage = page(() => import('./pages/login-page'));
const MicrocreditsPage = page(() => import('./pages/microcredits-page'));
const OrderTrackingPage = page(() => import('./pages/order-tracking-page'));
const PaymentCancelledPage = page(() => import('./pages/payment-cancelled-page'));
const PaymentSuccessPage = page(() => import('./pages/payment-success-page'));
const PrivacyPage = page(() => import('./pages/privacy-page'));
const ProfilePage = page(() => import('./pages/profile-page'));
const ProfileCompletePage = page(() => import('./pages/profile-complete-page'));
const ProfileEditPage = page(() => import('./pages/profile-edit-page'));
const ProfileSettingsPage = page(() => import('./pages/profile-settings-page'));
const PublicProfilePage = page(() => import('./pages/public-profile-page'));
const PublishPage = page(() => import('./pages/publish-page'));
const RequestsPage = page(() => import('./pages/requests-page'));
const SafetyPage = page(() => import('./pages/safety-page'));
const SandboxPayPage = page(() => import('./pages/sandbox-pay-page'));
const SearchPage = page(() => import('./pages/search-page'));
const ServicesPage = page(() => import('./pages/services-page'));
const SocialImpactPage = page(() => import('./pages/social-impact-page'));
const TenderPage = page(() => import('./pages/tender-page'));
const TermsPage = page(() => import('./pages/terms-page'));
const WhatsappSupportPage = page(() => import('./pages/whatsapp-support-page'));
const WhatsappTestPage = page(() => import('./pages/whatsapp-test-page'));
const NotFoundPage = page(() => import('./pages/not-found-page'));

/** The spec's route table. `guarded` screens need a signed-in person. */
export const routeTable: {
  path: string;
  title: RouteTitleKey;
  Component: Page;
  guarded?: boolean;
  /** Namespaces the screen's first render reads, loaded with the words of every screen (decision 031). */
  words?: Namespace[];
}[] = [
  { path: '/', title: 'home', Component: HomePage, words: ['home', 'search'] },
  { path: '/login', title: 'login', Component: LoginPage },
  {
    path: '/search',
    title: 'search',
    Component: SearchPage,
    // The cards' words come with the cards' chunk (search-screen.tsx), the taxonomy's with a chosen category.
    words: ['search'],
  },
  // A listing's own page, rendered on the server for a plain request (decision 044); with or without a language.
  {
    path: '/listings/:listing',
    title: 'listing',
    Component: ListingPage,
    words: ['listing', 'listing-card', 'reviews', 'favorites'],
  },
  { path: '/cart', title: 'cart', Component: CartPage },
  { path: '/checkout', title: 'checkout', Component: CheckoutPage, guarded: true },
  { path: '/order-tracking/:orderId', title: 'orderTracking', Component: OrderTrackingPage, guarded: true },
  { path: '/favorites', title: 'favorites', Component: FavoritesPage },
  { path: '/categories', title: 'categories', Component: CategoriesPage },
  // A category's own page: its live listings (decision 044).
  {
    path: '/categories/:category',
    title: 'categories',
    Component: CategoryPage,
    words: ['categories', 'listing-card'],
  },
  { path: '/how-it-works', title: 'howItWorks', Component: HowItWorksPage },
  { path: '/safety', title: 'safety', Component: SafetyPage },
  { path: '/help', title: 'help', Component: HelpPage },
  { path: '/privacy', title: 'privacy', Component: PrivacyPage },
  { path: '/terms', title: 'terms', Component: TermsPage },
  { path: '/publish', title: 'publish', Component: PublishPage },
  { path: '/chats', title: 'chats', Component: ChatsPage, guarded: true },
  { path: '/requests', title: 'requests', Component: RequestsPage, guarded: true },
  { path: '/admin', title: 'admin', Component: AdminPage },
  { path: '/dashboard', title: 'dashboard', Component: DashboardPage, guarded: true },
  { path: '/user-dashboard', title: 'dashboard', Component: DashboardPage, guarded: true },
  { path: '/profile', title: 'profile', Component: ProfilePage, guarded: true },
  { path: '/profile/edit', title: 'profileEdit', Component: ProfileEditPage, guarded: true },
  { path: '/profile/settings', title: 'profileSettings', Component: ProfileSettingsPage, guarded: true },
  { path: '/profile/complete', title: 'profileComplete', Component: ProfileCompletePage, guarded: true },
  { path: '/profile/:userId', title: 'publicProfile', Component: PublicProfilePage },
  // A profile's readable address (decision 044); the bare one above moves here when asked of the server.
  { path: '/profile/:userId/:slug', title: 'publicProfile', Component: PublicProfilePage, words: ['profile'] },
  { path: '/verification', title: 'verification', Component: VerificationPage, guarded: true },
  { path: '/invoices', title: 'invoices', Component: InvoicesPage, guarded: true },
  { path: '/payment-success', title: 'paymentSuccess', Component: PaymentSuccessPage },
  { path: '/payment-cancelled', title: 'paymentCancelled', Component: PaymentCancelledPage },
  { path: '/sandbox-pay/:transactionId', title: 'sandboxPay', Component: SandboxPayPage },
  { path: '/whatsapp-test', title: 'whatsappTest', Component: WhatsappTestPage },
  { path: '/whatsapp-support', title: 'whatsappSupport', Component: WhatsappSupportPage },
  // Rendered on the server too (decision 059): their words are there before the hydration, as the server's were.
  { path: '/services', title: 'services', Component: ServicesPage, words: ['services', 'categories'] },
  { path: '/humanitarian', title: 'humanitarian', Component: HumanitarianPage, words: ['humanitarian'] },
  { path: '/humanitarian/:id', title: 'humanitarian', Component: HumanitarianRequestPage },
  { path: '/community', title: 'community', Component: CommunityPage },
  { path: '/audit/:entityType/:entityId', title: 'audit', Component: AuditPage },
  { path: '/government-contracts', title: 'governmentContracts', Component: GovernmentContractsPage },
  // One tender's own page (decision 044); `?ocid=` on the list above moves here when asked of the server.
  {
    path: '/government-contracts/:ocid/:slug',
    title: 'governmentContracts',
    Component: TenderPage,
    words: ['tenders'],
  },
  { path: '/international-shipping', title: 'internationalShipping', Component: InternationalShippingPage },
  {
    path: '/international-shipping/:trackingCode',
    title: 'internationalShipping',
    Component: InternationalShippingPage,
  },
  { path: '/hazardous-tracking', title: 'hazardousTracking', Component: HazardousTrackingPage },
  { path: '/hazardous-tracking/:trackingCode', title: 'hazardousTracking', Component: HazardousTrackingPage },
  { path: '/social-impact', title: 'socialImpact', Component: SocialImpactPage },
  { path: '/microcredits', title: 'microcredits', Component: MicrocreditsPage, guarded: true },
  { path: '/cooperatives', title: 'cooperatives', Component: CooperativesPage, guarded: true },
  { path: '/financial-education', title: 'financialEducation', Component: FinancialEducationPage, guarded: true },
  { path: '/circular-economy', title: 'circularEconomy', Component: CircularEconomyPage, guarded: true },
  { path: '*', title: 'notFound', Component: NotFoundPage },
];

/**
 * Every route the app matches: the table, the public pages again with a language first (`/en/terms`, decision 044:
 * the same screens in that language; `LOCALIZED_PATHS`), and the not-found screen last. The localized ones come
 * after the others, so an app path such as `/profile/:userId` keeps its meaning where both would match.
 */
export const appRoutes: typeof routeTable = [
  ...routeTable.filter((r) => r.path !== '*'),
  ...routeTable.filter((r) => LOCALIZED_PATHS.has(r.path)).map((r) => ({ ...r, path: `/:lang${r.path}` })),
  ...routeTable.filter((r) => r.path === '*'),
];

/**
 * Starts fetching the chunk of the screen the app opens on while the words load, rather than after the first
 * render asks for it (one round trip less before the first paint, decision 031).
 */
export function preloadRoute(pathname: string): { screen: Promise<unknown>; words: Namespace[] } {
  // A path without parameters is found by itself: matching ranks and compiles the whole table, a long piece of
  // the start-up task on a phone (issue 13).
  const route = routeTable.find((r) => r.path === pathname) ?? matchRoutes(appRoutes, pathname)?.[0]?.route;
  return { screen: route?.Component.preload() ?? Promise.resolve(), words: route?.words ?? [] };
}

/**
 * The route objects, built once: `<Routes>` with `<Route>` children rebuilt them from the elements on every render
 * of the router (React.Children over 46 routes, the longest single piece of the first render and of every
 * navigation in a CPU profile, issue 13).
 */
const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    children: appRoutes.map(({ path, title, Component, guarded }) => {
      const screen = (
        <RouteTitle title={title}>
          <Suspense fallback={<RouteLoading />}>
            <Component />
          </Suspense>
        </RouteTitle>
      );
      return { path, element: guarded ? <GuardedRoute>{screen}</GuardedRoute> : screen };
    }),
  },
];

/**
 * Routes under <BrowserRouter> (app.tsx), not a data router: no screen uses loaders, actions or blockers, and the
 * data router's code is a fifth of the home route's JavaScript budget (decision 031).
 */
export function AppRoutes({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const [first] = useState(location);
  // The server answered this address with its not-found page (an unknown profile or listing, whose path the route
  // table matches): the first screen is that page, on the server and in the hydration alike. Any later screen
  // (a link followed) is routed as usual. The path is compared too: an entry pushed without state (history.pushState
  // by another script) has the same 'default' key as the first one.
  const stillFirst = location.key === first.key && location.pathname === first.pathname;
  return useRoutes(routeObjects, notFound && stillFirst ? notFoundLocation(location) : undefined);
}

/** Where the not-found screen is rendered for an address the server answered 404: in the address's language. */
function notFoundLocation(location: Location): Location {
  const locale = addressLocale(location.pathname);
  return { ...location, pathname: `${locale ? `/${locale}` : ''}${NOT_FOUND_PATH}`, search: '', hash: '' };
}

/** A path no screen has: the route table's `*`, the not-found screen. */
export const NOT_FOUND_PATH = '/no-such-page';
