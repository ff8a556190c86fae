import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { CurrencyProvider } from '@/lib/currency';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

// Toasts come after something happens, never with the first paint: sonner loads next to the first screen, not
// before it (decision 031).
const LocalizedToaster = lazy(() => import('./localized-toaster').then((m) => ({ default: m.LocalizedToaster })));

/** Everything around the routes; the browser puts them under its router, the build's prerender under a static one. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        {children}
        <Suspense fallback={null}>
          <LocalizedToaster />
        </Suspense>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
