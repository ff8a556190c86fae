import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type AidListQuery } from '@vira/domain/aid';
import { AID_TYPES, URGENCIES, type AidType, type Urgency } from '@vira/domain/aid-kinds';
import { AID_LIST_PAGE_SIZE } from '@vira/domain/public-addresses';
import { HandHeartIcon, LocateFixedIcon, MegaphoneIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { aidAccessQuery, aidListQuery, aidMapQuery, type AidBox } from '@/lib/queries/aid-queries';
import { AidRequestCard } from './aid-request-card';
import type { PlacePickerSlot, PointsMapSlot } from './slots';
import { URGENCY_COLOR } from './urgency-style';

// A visitor from a link sees the needs first: the forms (with their schema and form libraries) and the other tabs
// load only for whoever can open them (issue 35).
const MinePanel = lazy(() => import('./mine-panel').then((m) => ({ default: m.MinePanel })));
const ReviewPanel = lazy(() => import('./review-panel').then((m) => ({ default: m.ReviewPanel })));
const RequestFormDialog = lazy(() => import('./request-form-dialog').then((m) => ({ default: m.RequestFormDialog })));
const OfferFormDialog = lazy(() => import('./offer-form-dialog').then((m) => ({ default: m.OfferFormDialog })));

const DISTANCES = [10, 50, 100, 500] as const;
// The server renders this first page (decision 059): one number for both.
const PAGE = AID_LIST_PAGE_SIZE;
const selectClass =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** /humanitarian: needs as a list and on the map, filters, counts per aid type, one's own, and the review. */
export function HumanitarianView({ map, placePicker }: { map: PointsMapSlot; placePicker: PlacePickerSlot }) {
  const { t } = useTranslation('humanitarian');
  const navigate = useNavigate();
  const { user, loading: sessionLoading } = useAuth();
  const access = useQuery(aidAccessQuery(user !== null));
  const [aidType, setAidType] = useState<AidType | undefined>();
  const [urgency, setUrgency] = useState<Urgency | undefined>();
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [origin, setOrigin] = useState<{ lat: number; lng: number } | null>(null);
  const [radiusKm, setRadiusKm] = useState<number | undefined>();
  const [box, setBox] = useState<AidBox | null>(null);
  const [asking, setAsking] = useState(false);
  const [offering, setOffering] = useState(false);

  const filters = { aidType, urgency, verified: verifiedOnly ? ('true' as const) : undefined };
  const query: AidListQuery = {
    ...filters,
    ...(origin ? { lat: origin.lat, lng: origin.lng, radiusKm } : {}),
    limit: PAGE,
  };
  const pages = useInfiniteQuery(aidListQuery(query));
  const list = {
    isPending: pages.isPending,
    data: pages.data && {
      total: pages.data.pages[0]!.total,
      countsByType: pages.data.pages[0]!.countsByType,
      items: pages.data.pages.flatMap((p) => p.items),
    },
  };
  const points = useQuery(aidMapQuery(filters, box));
  const onBox = useCallback((b: AidBox) => setBox(b), []);

  function locate() {
    if (!navigator.geolocation) return toast.error(t('filters.locationDenied'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ lat: position.coords.latitude, lng: position.coords.longitude });
        setRadiusKm((r) => r ?? 100);
      },
      () => toast.error(t('filters.locationDenied')),
    );
  }

  function requireSignIn(action: () => void) {
    if (user) action();
    else {
      toast.error(t('signInToAsk'));
      void navigate('/login');
    }
  }

  return (
    <section className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 max-w-prose text-slate-600">{t('intro')}</p>
          <p className="mt-1 text-sm">
            {/* The stable address of the open dataset, as HDX links a dataset's resource. */}
            <a className="text-brand-700 underline" href="/api/aid/hxl/requests.csv" download>
              {t('openData')}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Not before the session is known: a signed-in person's early press would be sent to /login. */}
          <Button disabled={sessionLoading} onClick={() => requireSignIn(() => setAsking(true))}>
            <MegaphoneIcon aria-hidden />
            {t('askForHelp')}
          </Button>
          <Button variant="outline" disabled={sessionLoading} onClick={() => requireSignIn(() => setOffering(true))}>
            <HandHeartIcon aria-hidden />
            {t('offerHelp')}
          </Button>
        </div>
      </header>

      <Tabs defaultValue="needs">
        <TabsList className="flex-wrap">
          <TabsTrigger value="needs">{t('tabs.needs')}</TabsTrigger>
          <TabsTrigger value="mine">{t('tabs.mine')}</TabsTrigger>
          {access.data?.canVerify && <TabsTrigger value="review">{t('tabs.review')}</TabsTrigger>}
        </TabsList>

        <TabsContent value="needs" className="space-y-4 pt-3">
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('filters.aidType')}>
            <button
              type="button"
              aria-pressed={aidType === undefined}
              onClick={() => setAidType(undefined)}
              className={chip(aidType === undefined)}
            >
              {t('filters.allTypes')}
            </button>
            {AID_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={aidType === type}
                onClick={() => setAidType(aidType === type ? undefined : type)}
                className={chip(aidType === type)}
              >
                {t(`aidTypes.${type}`)} <span className="text-xs opacity-80">{list.data?.countsByType[type] ?? 0}</span>
              </button>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              {t('filters.urgency')}
              <select
                className={selectClass}
                value={urgency ?? ''}
                onChange={(e) => setUrgency((e.target.value || undefined) as Urgency | undefined)}
              >
                <option value="">{t('filters.allUrgencies')}</option>
                {URGENCIES.map((u) => (
                  <option key={u} value={u}>
                    {t(`urgency.${u}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="outline" size="sm" onClick={locate} aria-pressed={origin !== null}>
              <LocateFixedIcon aria-hidden />
              {origin ? t('filters.locationOn') : t('filters.useLocation')}
            </Button>
            {origin && (
              <label className="flex items-center gap-2 text-sm">
                {t('filters.distance')}
                <select
                  className={selectClass}
                  value={radiusKm ?? ''}
                  onChange={(e) => setRadiusKm(e.target.value ? Number(e.target.value) : undefined)}
                >
                  <option value="">{t('filters.anyDistance')}</option>
                  {DISTANCES.map((km) => (
                    <option key={km} value={km}>
                      {t('filters.withinKm', { km })}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={verifiedOnly} onChange={(e) => setVerifiedOnly(e.target.checked)} />
              {t('filters.verifiedOnly')}
            </label>
          </div>

          <div className="grid gap-4 lg:grid-cols-[1fr_26rem]">
            <div>
              <p className="mb-2 text-sm text-slate-600" aria-live="polite">
                {t('list.count', { count: list.data?.total ?? 0 })}
              </p>
              {list.isPending ? (
                <div className="grid gap-3">
                  <Skeleton className="h-36" />
                  <Skeleton className="h-36" />
                </div>
              ) : (list.data?.items ?? []).length === 0 ? (
                <p className="text-slate-600">{t('list.empty')}</p>
              ) : (
                <ul className="grid gap-3" data-testid="aid-list">
                  {list.data!.items.map((r) => (
                    <AidRequestCard key={r.id} request={r} />
                  ))}
                </ul>
              )}
              {pages.hasNextPage && (
                <Button
                  variant="outline"
                  className="mt-3"
                  disabled={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  {t('list.loadMore')}
                </Button>
              )}
            </div>
            <div className="lg:sticky lg:top-20 lg:self-start" aria-label={t('map.label')} role="region">
              {map({
                points: (points.data?.points ?? []).map((p) => ({
                  id: p.id,
                  lat: p.lat,
                  lng: p.lng,
                  label: `${t(`urgency.${p.urgency}`)} · ${p.title}`,
                  color: URGENCY_COLOR[p.urgency],
                })),
                onSelect: (id) => void navigate(`/humanitarian/${id}`),
                onBox,
                center: origin ?? undefined,
                zoom: origin ? 9 : undefined,
              })}
              {points.data?.truncated && <p className="mt-1 text-xs text-slate-600">{t('map.truncated')}</p>}
            </div>
          </div>
        </TabsContent>

        <TabsContent value="mine" className="pt-3">
          <Suspense fallback={<Spinner />}>
            <MinePanel />
          </Suspense>
        </TabsContent>
        {access.data?.canVerify && (
          <TabsContent value="review" className="pt-3">
            <Suspense fallback={<Spinner />}>
              <ReviewPanel />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>

      {user && (
        <Suspense fallback={null}>
          <RequestFormDialog open={asking} onOpenChange={setAsking} placePicker={placePicker} />
          <OfferFormDialog open={offering} onOpenChange={setOffering} placePicker={placePicker} />
        </Suspense>
      )}
    </section>
  );
}

function chip(active: boolean): string {
  return cn(
    'rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
    active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  );
}
