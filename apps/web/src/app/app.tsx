import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { afterFirstPaint, firstScreenCommitted } from '@/lib/after-first-paint';
import { CurrencyProvider } from '@/lib/currency';
import { createQueryClient } from '@/lib/query-client';
import { AddressCatchUp } from './address-catch-up';
import { AppRoutes } from './router';

// Toasts come after something happens, never with the first paint: sonner loads next to the first screen, not
// before it (decision 031).
const LocalizedToaster = lazy(
  afterFirstPaint(() => import('./localized-toaster').then((m) => ({ default: m.LocalizedToaster }))),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  // The root's effect runs after every effect of the first commit: the first screen is there to be painted.
  useEffect(firstScreenCommitted, []);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <BrowserRouter>
          <AddressCatchUp />
          <AppRoutes />
        </BrowserRouter>
        <Suspense fallback={null}>
          <LocalizedToaster />
        </Suspense>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
