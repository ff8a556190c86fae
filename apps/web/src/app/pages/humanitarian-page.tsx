import { PinPicker } from '@/features/map/components/pin-picker';
import { PointsMap } from '@/features/map/components/points-map';
import { HumanitarianView } from '@/features/humanitarian/components/humanitarian-view';

/** The humanitarian feature with the map feature's points map and pin picker. */
export default function HumanitarianPage() {
  return (
    <HumanitarianView
      map={(props) => <PointsMap {...props} className="h-80 w-full rounded-lg lg:h-[32rem]" />}
      placePicker={(props) => <PinPicker {...props} />}
    />
  );
}
