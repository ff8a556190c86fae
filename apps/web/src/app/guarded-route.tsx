import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Signed-in screens: guests go to /login (replacing this history entry, remembering where they were going);
 * a spinner shows while the session is still being checked.
 */
export function GuardedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-label={t('loading')}>
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
