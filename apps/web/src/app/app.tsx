import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { afterFirstPaint, firstScreenCommitted } from '@/lib/after-first-paint';
import { CurrencyProvider } from '@/lib/currency';
import { replayEarlyClick } from '@/lib/early-clicks';
import { isToasterWanted, subscribeToasterWanted } from '@/lib/lazy-toast';
import { createQueryClient } from '@/lib/query-client';
import { AddressCatchUp } from './address-catch-up';
import { AppRoutes } from './router';

// Toasts come after something happens: sonner and its toaster load with the first toast (lib/lazy-toast.ts), and
// never before the first paint (decision 031).
const LocalizedToaster = lazy(
  afterFirstPaint(() => import('./localized-toaster').then((m) => ({ default: m.LocalizedToaster }))),
);

interface AppProps {
  /** The query cache, when the server already filled it for a page it rendered (public pages, decision 044). */
  queryClient?: QueryClient;
  /** The server answered this address with its not-found page (`data-not-found` on `#vira-state`). */
  notFound?: boolean;
}

export function App({ queryClient: given, notFound }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // The root's effect runs after every effect of the first commit: the first screen is there to be painted.
  useEffect(firstScreenCommitted, []);
  // A press on a server-rendered page before the app took it over is answered now (lib/early-clicks.ts).
  useEffect(replayEarlyClick, []);
  const toasterWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <BrowserRouter>
          <AddressCatchUp />
          <AppRoutes notFound={notFound} />
        </BrowserRouter>
        {toasterWanted && (
          <Suspense fallback={null}>
            <LocalizedToaster />
          </Suspense>
        )}
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
