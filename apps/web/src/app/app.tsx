import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { CurrencyProvider } from '@/lib/currency';
import { createQueryClient } from '@/lib/query-client';
import { LocalizedToaster } from './localized-toaster';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <RouterProvider router={router} />
        <LocalizedToaster />
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
