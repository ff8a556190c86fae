import { listingPath } from '@vira/domain/listing-address';
import type { PublicProfile } from '@vira/domain/profile';
import { BadgeCheckIcon, CrownIcon, MessageCircleIcon, StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { IdentityBadge } from '@/components/ui/identity-badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useDisplayTimeZone } from '@/lib/use-in-browser';
import { useTabTitle } from '@/lib/use-tab-title';
import { Card, CardContent } from '@/components/ui/card';
import { usePublicProfile } from '../api/profile-api';
import { Avatar } from './avatar';

/**
 * /profile/{userId}: what anyone may see of a person, with the 'Verificado' and 'Vira' badges. `after` (the
 * person's reviews) shows only for someone who exists: an unknown profile is the not-found message alone.
 */
export function PublicProfileView({ userId, after }: { userId: string; after?: ReactNode }) {
  const { t, i18n } = useTranslation('profile');
  const query = usePublicProfile(userId);
  const { user } = useAuth();
  useTabTitle(query.data?.fullName);
  const zone = useDisplayTimeZone();
  if (query.isPending) return <p className="p-8 text-center text-slate-500">{t('loading', { ns: 'common' })}</p>;
  if (!query.data) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12 text-center">
        <h1 className="text-2xl font-bold">{t('public.notFound')}</h1>
      </section>
    );
  }
  const p = query.data;
  return (
    <>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-start">
          <Avatar url={p.avatarUrl} name={p.fullName} className="size-24 text-3xl" />
          <div className="space-y-2">
            <h1 className="text-2xl font-bold">{p.fullName ?? t('public.anonymous')}</h1>
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              {p.verified && (
                <Badge variant="success">
                  <BadgeCheckIcon aria-hidden className="size-3.5" />
                  {t('public.verified')}
                </Badge>
              )}
              {p.identityVerified && <IdentityBadge label={t('public.identityVerified')} />}
              {p.isVira && (
                <Badge variant="accent">
                  <CrownIcon aria-hidden className="size-3.5" />
                  {t('public.vira')}
                </Badge>
              )}
            </div>
            <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:justify-start">
              <span className="inline-flex items-center gap-1">
                <StarIcon aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                {t('public.rating', { rating: p.rating.toFixed(1) })}
              </span>
              <span>{t('public.rentals', { count: p.totalRentals })}</span>
              <span>{t('public.listings', { count: p.totalListings })}</span>
              {p.ownerCancellations > 0 && (
                <span className="text-amber-800" data-testid="owner-cancellations">
                  {t('public.ownerCancellations', { count: p.ownerCancellations })}
                </span>
              )}
              <span>
                {t('public.memberSince', {
                  date: new Date(p.memberSince).toLocaleDateString(i18n.language, {
                    year: 'numeric',
                    month: 'long',
                    timeZone: zone(p.memberSince),
                  }),
                })}
              </span>
            </p>
            {p.listings.length > 0 && user?.id !== p.userId && (
              <Button asChild size="sm" className="mt-2">
                {/* One listing is the subject at once; with several, the person picks which below. */}
                {p.listings.length === 1 ? (
                  <Link to={`/chats?listing=${p.listings[0]!.id}`}>
                    <MessageCircleIcon aria-hidden className="size-4" />
                    {t('public.contact')}
                  </Link>
                ) : (
                  <a href="#profile-listings">
                    <MessageCircleIcon aria-hidden className="size-4" />
                    {t('public.contact')}
                  </a>
                )}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      {p.listings.length > 0 && <ProfileListings profile={p} canContact={user?.id !== p.userId} />}
      {after}
    </>
  );
}

/** The person's newest public listings: each opens in the listing dialog, and a visitor may write about it. */
function ProfileListings({ profile, canContact }: { profile: PublicProfile; canContact: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <section id="profile-listings" aria-labelledby="profile-listings-title" className="scroll-mt-20 space-y-3">
      <h2 id="profile-listings-title" className="text-lg font-semibold">
        {t('public.listingsTitle')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="profile-listings">
        {profile.listings.map((listing) => (
          <li key={listing.id}>
            <Card>
              <CardContent className="flex items-center gap-3 p-3">
                {listing.imageUrl ? (
                  <img
                    src={listing.imageUrl}
                    alt=""
                    className="size-14 shrink-0 rounded-md object-cover"
                    loading="lazy"
                  />
                ) : (
                  <span className="size-14 shrink-0 rounded-md bg-slate-100" aria-hidden />
                )}
                <div className="grid min-w-0 flex-1 gap-1">
                  <Link to={listingPath(listing.id, listing.title)} className="truncate font-medium hover:underline">
                    {listing.title}
                  </Link>
                  {canContact && (
                    <Link
                      to={`/chats?listing=${listing.id}`}
                      className="text-sm text-brand-700 underline"
                      aria-label={t('public.contactAbout', { title: listing.title })}
                    >
                      {t('public.contact')}
                    </Link>
                  )}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
