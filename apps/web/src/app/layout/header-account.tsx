import { PlusIcon, UserIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/use-auth';
import { afterMerge } from '@/lib/cn';
import { viraDialogHref } from '../vira-dialog-host';

// The account menu (Radix dropdown) is only needed by signed-in people; guests never download it.
const AccountMenu = lazy(
  afterMerge(() => import('@/features/account/components/account-menu').then((m) => ({ default: m.AccountMenu }))),
);

/** Signed out: the Login/Register button. Signed in: the Publish button and the accounts feature's menu. */
export function HeaderAccount() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  if (user) {
    // On phones the hamburger menu carries the account actions; the header keeps its room for the essentials.
    return (
      <div className="hidden items-center gap-2 sm:flex">
        <Button asChild size="sm" variant="accent">
          <Link to="/publish">
            <PlusIcon aria-hidden />
            {t('auth.publish')}
          </Link>
        </Button>
        <Suspense fallback={<Skeleton className="h-8 w-28" />}>
          <AccountMenu onBecomeVira={() => void navigate(viraDialogHref(location))} />
        </Suspense>
      </div>
    );
  }
  return (
    <Button asChild size="sm" className="max-sm:hidden">
      <Link to="/login">
        <UserIcon aria-hidden />
        {t('auth.login')}
      </Link>
    </Button>
  );
}
