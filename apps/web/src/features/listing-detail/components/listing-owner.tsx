import type { Listing } from '@vira/domain/listing';
import { profilePath } from '@vira/domain/public-addresses';
import { BadgeCheckIcon, StarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { IdentityBadge } from '@/components/ui/identity-badge';

/** Who rents the item out, with a link to their public profile. */
export function ListingOwner({ owner }: { owner: Listing['owner'] }) {
  const { t } = useTranslation('listing');
  const name = owner.fullName?.trim() || t('owner.fallbackName');
  const letters = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3" data-testid="listing-owner">
      {owner.avatarUrl ? (
        <img src={owner.avatarUrl} alt="" className="size-12 rounded-full object-cover" />
      ) : (
        <span
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
          aria-hidden
        >
          {letters}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs text-slate-500">{t('owner.label')}</span>
        <Link
          to={profilePath(owner.id, owner.fullName)}
          className="truncate font-medium text-brand-700 hover:underline"
        >
          {name}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {owner.rating > 0 && (
            <span className="flex items-center gap-0.5">
              <StarIcon className="size-3 fill-amber-400 text-amber-400" aria-hidden />
              {owner.rating.toFixed(1)}
            </span>
          )}
          {owner.isVira && <Badge variant="default">{t('owner.vira')}</Badge>}
          {owner.identityVerified && <IdentityBadge label={t('owner.identityVerified')} />}
          {owner.verified && (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden />
              {t('owner.verified')}
            </Badge>
          )}
        </div>
      </div>
    </div>
  );
}
