import { useParams } from 'react-router';
import { PinPicker } from '@/features/map/components/pin-picker';
import { AidRequestDetail } from '@/features/humanitarian/components/aid-request-detail';

/** /humanitarian/:id — one aid request, with the map feature's pin picker for editing its place. */
export default function HumanitarianRequestPage() {
  const { id = '' } = useParams();
  return <AidRequestDetail key={id} id={id} placePicker={(props) => <PinPicker {...props} />} />;
}
