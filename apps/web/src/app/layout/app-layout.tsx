import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteLoading } from '../route-loading';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <a href="/" className="text-xl font-bold text-brand-700">
            Vira
          </a>
        </div>
      </header>
      <main className="flex-1">
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
