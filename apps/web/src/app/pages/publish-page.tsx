import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingDetailDialog, type ListingDialogTab } from '@/features/listing-detail/components/listing-detail-dialog';
import { PinPicker } from '@/features/map/components/pin-picker';
import { PublishWizard } from '@/features/publish/components/publish-wizard';
import { listingKeys } from '@/lib/queries/listing-queries';

/** The wizard with the map feature's pin picker for its location step and the listing dialog as its preview. */
export default function PublishPage() {
  return (
    <PublishWizard
      locationPicker={(props) => <PinPicker {...props} />}
      listingPreview={(props) => <DraftDialog {...props} />}
    />
  );
}

/** The dialog search opens, for the draft as it is saved now; its two tabs say what renters do there. */
function DraftDialog({ listingId, onClose }: { listingId: number; onClose: () => void }) {
  const { t } = useTranslation('publish');
  const client = useQueryClient();
  const [tab, setTab] = useState<ListingDialogTab>('reserve');
  // The wizard has just saved the steps: show them, not an earlier copy.
  useEffect(() => void client.invalidateQueries({ queryKey: listingKeys.one(listingId) }), [client, listingId]);
  const note = <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t(`preview.${tab}Tab`)}</p>;
  return (
    <ListingDetailDialog
      listingId={listingId}
      onClose={onClose}
      tab={tab}
      onTabChange={setTab}
      signedIn
      contactSlot={note}
      reserveSlot={note}
    />
  );
}
