import { useState } from 'react';
import { Navigate } from 'react-router';
import { LoginScreen } from '@/features/account/components/login-screen';
import { useReturnPath } from '@/features/account/hooks/use-after-sign-in';
import { useAuth } from '@/lib/auth/use-auth';
import { RouteLoading } from '../route-loading';

/** /login; a signed-in visitor goes on to where they were headed, else /user-dashboard. */
export default function LoginPage() {
  const { user, loading } = useAuth();
  const returnPath = useReturnPath();
  // Set by the screen as a sign-in succeeds, before the session is refreshed: a new account goes to name itself.
  const [destination, setDestination] = useState<string | null>(null);
  if (loading) return <RouteLoading />;
  if (user) return <Navigate to={destination ?? returnPath} replace />;
  return <LoginScreen onSignedIn={setDestination} />;
}
