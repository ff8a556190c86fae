import { PinPicker } from '@/features/map/components/pin-picker';
import { PublishWizard } from '@/features/publish/components/publish-wizard';

/** The wizard with the map feature's pin picker for its location step. */
export default function PublishPage() {
  return <PublishWizard locationPicker={(props) => <PinPicker {...props} />} />;
}
