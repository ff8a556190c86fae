import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { CurrencyProvider } from '@/lib/currency';
import { createQueryClient } from '@/lib/query-client';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <RouterProvider router={router} />
        {/* One toast at a time, 4 s by default, 356 px wide (spec section 9); Alt+T is sonner's own hotkey. */}
        <Toaster visibleToasts={1} duration={4000} richColors closeButton position="top-center" />
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
