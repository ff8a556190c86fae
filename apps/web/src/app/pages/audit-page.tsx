import { useParams } from 'react-router';
import { AuditTrailView } from '@/features/audit/components/audit-trail-view';

export default function AuditPage() {
  const { entityType = '', entityId = '' } = useParams();
  return <AuditTrailView key={`${entityType}/${entityId}`} entityType={entityType} entityId={entityId} />;
}
