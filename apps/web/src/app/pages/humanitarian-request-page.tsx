import { useParams } from 'react-router';
import { PinPicker } from '@/features/map/components/pin-picker';
import { PointsMap } from '@/features/map/components/points-map';
import { AidRequestDetail } from '@/features/humanitarian/components/aid-request-detail';

/** /humanitarian/:id — one aid request on the map feature's map, with its pin picker for editing the place. */
export default function HumanitarianRequestPage() {
  const { id = '' } = useParams();
  return (
    <AidRequestDetail
      key={id}
      id={id}
      placePicker={(props) => <PinPicker {...props} />}
      map={(props) => <PointsMap {...props} className="h-48 w-full" />}
    />
  );
}
