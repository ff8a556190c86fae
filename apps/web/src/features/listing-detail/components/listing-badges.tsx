import type { Listing } from '@vira/domain/listing';
import { ShieldCheckIcon, ZapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Instant booking and insurance, above a listing's title on its page and in its dialog. */
export function ListingBadges({ listing }: { listing: Pick<Listing, 'instantBooking' | 'hasInsurance'> }) {
  const { t } = useTranslation('listing');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {listing.instantBooking && (
        <Badge variant="accent">
          <ZapIcon aria-hidden />
          {t('instant')}
        </Badge>
      )}
      {listing.hasInsurance && (
        <Badge>
          <ShieldCheckIcon aria-hidden />
          {t('insured')}
        </Badge>
      )}
    </div>
  );
}
