import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAccountRoles } from '../api/owner-dashboard-api';

/** The applicant's latest Vira application: pending, approved, or rejected with the admin's reason. */
export function ViraStatus() {
  const { t } = useTranslation('owner');
  const roles = useAccountRoles();
  const location = useLocation();
  const application = roles.data?.application;
  if (!roles.data) return null;
  const params = new URLSearchParams(location.search);
  params.set('vira', 'apply');
  return (
    <Card data-testid="vira-status">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <p className="font-semibold">{t('vira.title')}</p>
          <p className="text-sm text-slate-600">
            {application
              ? t(`vira.${application.status}`, { reason: application.decisionReason ?? '' })
              : t('vira.pitch')}
          </p>
        </div>
        {!roles.data.isVira && application?.status !== 'pending' && (
          <Button asChild size="sm" variant="accent">
            <Link to={`${location.pathname}?${params.toString()}`}>{t('vira.apply')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
