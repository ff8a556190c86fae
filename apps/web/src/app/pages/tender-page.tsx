import { useNavigate, useParams } from 'react-router';
import { TenderDetailView } from '@/features/tenders/components/tender-detail';

/**
 * `/government-contracts/<ocid>/<slug>`: one public tender's own page, rendered on the server for a plain request
 * (decision 044); back leads to the tender search.
 */
export default function TenderPage() {
  const { ocid = '' } = useParams();
  const navigate = useNavigate();
  return <TenderDetailView ocid={ocid} onBack={() => void navigate('/government-contracts')} />;
}
