import { LogInIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';

/** Contacting and reserving need an account: a guest signs in and comes back to this same dialog and tab. */
export function GuestPrompt({ action }: { action: 'contact' | 'reserve' }) {
  const { t } = useTranslation('listing');
  const location = useLocation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
      <p className="text-sm text-slate-600">{t(action === 'contact' ? 'guest.contact' : 'guest.reserve')}</p>
      <Button asChild>
        <Link to="/login" state={{ from: location }} data-testid="guest-sign-in">
          <LogInIcon aria-hidden />
          {t('guest.signIn')}
        </Link>
      </Button>
    </div>
  );
}
