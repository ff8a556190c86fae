import { BadgeCheckIcon, CrownIcon, MapPinIcon, StarIcon } from 'lucide-react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { initials } from '@/lib/initials';
import { publicProfileQuery } from '@/lib/queries/profile-queries';

/** The seeded sample owners (spec: /profile/example1..3); names are proper nouns and stay as they are. */
const PROFILES = [
  { id: 'example1', name: 'Carlos Mendoza' },
  { id: 'example2', name: 'María Fernández' },
  { id: 'example3', name: 'Alejandro Ruiz' },
] as const;

export function SampleProfilesSection() {
  const { t } = useTranslation('home');
  // Their ratings are the averages of their real reviews, as on their profile pages.
  const ratings = useQueries({ queries: PROFILES.map((p) => publicProfileQuery(p.id)) }).map((q) => q.data?.rating);
  return (
    <section aria-labelledby="home-profiles" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-profiles" className="text-2xl font-bold">
          {t('profiles.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('profiles.subtitle')}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {PROFILES.map((profile, index) => (
            <li key={profile.id}>
              <Link
                to={`/profile/${profile.id}`}
                data-testid="sample-profile"
                className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <div className="flex items-center gap-3">
                  <span
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
                    aria-hidden
                  >
                    {initials(profile.name)}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{profile.name}</p>
                    <p className="flex items-center gap-1 text-sm text-slate-600">
                      <MapPinIcon className="size-3.5" aria-hidden />
                      {t(`profiles.${profile.id}.city`)}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="success">
                    <BadgeCheckIcon aria-hidden />
                    {t('profiles.verified')}
                  </Badge>
                  <Badge variant="accent">
                    <CrownIcon aria-hidden />
                    {t('profiles.vira')}
                  </Badge>
                </div>
                <p className="text-sm text-slate-700">{t(`profiles.${profile.id}.specialty`)}</p>
                <p className="mt-auto flex items-center justify-between text-sm">
                  {ratings[index] !== undefined ? (
                    // A plain span may not carry an aria-label: the sentence is text for screen readers.
                    <span className="flex items-center gap-1 font-medium">
                      <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                      <span aria-hidden>{ratings[index].toFixed(1)}</span>
                      <span className="sr-only">{t('profiles.rating', { rating: ratings[index].toFixed(1) })}</span>
                    </span>
                  ) : (
                    // Same width while the figure loads: nothing jumps.
                    <span className="h-5 w-10" aria-hidden />
                  )}
                  <span className="font-medium text-brand-700">{t('profiles.view')}</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
