import { BadgeCheckIcon, CrownIcon, StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { usePublicProfile } from '../api/profile-api';
import { Avatar } from './avatar';

/**
 * /profile/{userId}: what anyone may see of a person, with the 'Verificado' and 'Vira Pro' badges. `after` (the
 * person's reviews) shows only for someone who exists: an unknown profile is the not-found message alone.
 */
export function PublicProfileView({ userId, after }: { userId: string; after?: ReactNode }) {
  const { t, i18n } = useTranslation('profile');
  const query = usePublicProfile(userId);
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
              {p.isVira && (
                <Badge variant="accent">
                  <CrownIcon aria-hidden className="size-3.5" />
                  {t('public.viraPro')}
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
                  date: new Date(p.memberSince).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long' }),
                })}
              </span>
            </p>
          </div>
        </CardContent>
      </Card>
      {after}
    </>
  );
}
