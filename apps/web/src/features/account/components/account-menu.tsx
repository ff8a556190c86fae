import { useQuery } from '@tanstack/react-query';
import {
  ChevronDownIcon,
  InboxIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  ShieldIcon,
  SparklesIcon,
  UserIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayName } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { accountRolesQuery } from '@/lib/queries/account-role-queries';
import { myBookingsQuery } from '@/lib/queries/booking-queries';

/**
 * The header's account button (spec §2): the full name, else the e-mail before the at-sign, else the login
 * label. Signed out it is the Login/Register link. `onBecomeVira` opens the Vira application (the header
 * passes it); without it 'Ser Vira' goes to /publish.
 */
export function AccountMenu({ onBecomeVira }: { onBecomeVira?: () => void }) {
  const { t } = useTranslation('account');
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  const roles = useQuery(accountRolesQuery(user !== null));
  const received = useQuery(myBookingsQuery(user?.id ?? null, 'owner'));
  // Requests received that still wait for this owner's answer.
  const waiting = (received.data ?? []).filter((b) => b.status === 'requested' || b.status === 'pending_owner').length;

  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/login">
          <UserIcon aria-hidden />
          {t('menu.login')}
        </Link>
      </Button>
    );
  }

  // Someone without a name yet (a new WhatsApp account) is not called by a number or by "Iniciar sesión".
  const name = displayName(user, profile);
  const label = name ?? t('menu.myAccount');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          data-testid="account-menu"
          aria-label={name ? t('menu.open', { name }) : label}
        >
          {profile?.avatarUrl ? (
            <img src={profile.avatarUrl} alt="" className="size-6 rounded-full object-cover" />
          ) : (
            <UserIcon aria-hidden />
          )}
          <span className="max-w-40 truncate">{label}</span>
          {waiting > 0 && (
            <span
              data-testid="requests-badge"
              aria-label={t('menu.requestsWaiting', { count: waiting })}
              className="rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
            >
              {waiting}
            </span>
          )}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate('/dashboard')}>
          <LayoutDashboardIcon aria-hidden />
          {t('menu.dashboard')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserIcon aria-hidden />
          {t('menu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/requests')}>
          <InboxIcon aria-hidden />
          {t('menu.requests')}
          {waiting > 0 && (
            <span className="ms-auto rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">{waiting}</span>
          )}
        </DropdownMenuItem>
        {roles.data?.isAdmin && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldIcon aria-hidden />
            {t('menu.admin')}
          </DropdownMenuItem>
        )}
        {/* Offered only to people who are not Vira yet. */}
        {profile && !profile.isVira && (
          <DropdownMenuItem onSelect={() => (onBecomeVira ? onBecomeVira() : navigate('/publish'))}>
            <SparklesIcon aria-hidden />
            {t('menu.beVira')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => {
            // Sign-out notes this screen (it decides the toast), then home: the session goes only after the server answers,
            // so a guarded screen is left before it disappears (no detour through /login).
            void signOut();
            void navigate('/');
          }}
        >
          <LogOutIcon aria-hidden />
          {t('menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
