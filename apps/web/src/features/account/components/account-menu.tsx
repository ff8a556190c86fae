import { ChevronDownIcon, LayoutDashboardIcon, LogOutIcon, SparklesIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
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

/**
 * The header's account button (spec §2): the full name, else the e-mail before the at-sign, else the login
 * label. Signed out it is the Login/Register link. `onBecomeVira` opens the Vira application (the header
 * passes it); without it 'Ser Vira' goes to /publish.
 */
export function AccountMenu({ onBecomeVira }: { onBecomeVira?: () => void }) {
  const { t } = useTranslation('account');
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();

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

  const label = displayName(user, profile) ?? t('menu.login');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid="account-menu" aria-label={t('menu.open', { name: label })}>
          {profile?.avatarUrl ? (
            <img src={profile.avatarUrl} alt="" className="size-6 rounded-full object-cover" />
          ) : (
            <UserIcon aria-hidden />
          )}
          <span className="max-w-40 truncate">{label}</span>
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
        <DropdownMenuItem onSelect={() => (onBecomeVira ? onBecomeVira() : navigate('/publish'))}>
          <SparklesIcon aria-hidden />
          {t('menu.beVira')}
        </DropdownMenuItem>
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
