import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { useAuth } from '@/lib/auth/use-auth';

/** A link to an entity's audit trail; `onlyFor` shows it only to that person (a listing's owner). */
export function AuditTrailLink({
  entityType,
  entityId,
  onlyFor,
}: {
  entityType: string;
  entityId: string | number;
  onlyFor?: string;
}) {
  const { t } = useTranslation('audit');
  const { user } = useAuth();
  if (onlyFor !== undefined && user?.id !== onlyFor) return null;
  return (
    <Link
      to={`/audit/${entityType}/${entityId}`}
      className="inline-flex items-center gap-1 text-sm text-emerald-800 underline"
      data-testid="audit-trail-link"
    >
      <HistoryIcon className="size-4" aria-hidden="true" />
      {t('openTrail')}
    </Link>
  );
}
