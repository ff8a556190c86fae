import { UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Signed out: the Login/Register button. (The signed-in account menu comes from the accounts feature.) */
export function HeaderAccount() {
  const { t } = useTranslation('shell');
  return (
    <Button asChild size="sm" className="hidden sm:inline-flex">
      <Link to="/login">
        <UserIcon aria-hidden />
        {t('auth.login')}
      </Link>
    </Button>
  );
}
