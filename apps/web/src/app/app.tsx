import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { CurrencyProvider } from '@/lib/currency';
import { createQueryClient } from '@/lib/query-client';
import { AddressCatchUp } from './address-catch-up';
import { AppRoutes } from './router';

// Toasts come after something happens, never with the first paint: sonner loads next to the first screen, not
// before it (decision 031).
const LocalizedToaster = lazy(() => import('./localized-toaster').then((m) => ({ default: m.LocalizedToaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
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
