import { SERVICE_CATEGORIES } from '@vira/domain/category-taxonomy';
import type { ServicesQuery } from '@vira/domain/service';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { HourSelect } from '@/components/ui/hour-select';
import { Label } from '@/components/ui/label';
import { useCurrency } from '@/lib/currency';
import { useServicesSearch } from '../api/services-api';
import { ServiceCard } from './service-card';
import type { ServicesMapSlot } from './slots';

interface Filters {
  q: string;
  date: string;
  startHour: string;
  endHour: string;
  maxPricePerHour: string;
  radiusKm: string;
}
const EMPTY: Filters = { q: '', date: '', startHour: '', endHour: '', maxPricePerHour: '', radiusKm: '50' };

function toQuery(
  f: Filters,
  category: string | null,
  point: { lat: number; lng: number } | null,
  currency: string,
): Partial<ServicesQuery> {
  const query: Partial<ServicesQuery> = {};
  if (f.q.trim()) query.q = f.q.trim();
  if (category) query.category = category as ServicesQuery['category'];
  if (f.date) query.date = f.date;
  if (f.startHour !== '' && f.endHour !== '') {
    query.startHour = Number(f.startHour);
    query.endHour = Number(f.endHour);
  }
  if (f.maxPricePerHour) {
    query.maxPricePerHour = Number(f.maxPricePerHour);
    // Written in the person's display currency; the API converts.
    query.priceCurrency = currency;
  }
  if (point) {
    query.lat = point.lat;
    query.lng = point.lng;
    query.radiusKm = Number(f.radiusKm) || 50;
  }
  return query;
}

/** The form's fields as they read now, with the draft's date (its own widget keeps what is typed). */
function fieldsOf(form: HTMLFormElement, draft: Filters): Filters {
  const data = new FormData(form);
  const text = (name: Exclude<keyof Filters, 'date'>) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : draft[name];
  };
  return {
    date: draft.date,
    q: text('q'),
    startHour: text('startHour'),
    endHour: text('endHour'),
    maxPricePerHour: text('maxPricePerHour'),
    radiusKm: text('radiusKm'),
  };
}

/** `/services`: categories with counts, a search, the results as cards and on the map; a card opens the listing dialog. */
export function ServicesView({ map }: { map: ServicesMapSlot }) {
  const { t } = useTranslation(['services', 'categories']);
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [category, setCategory] = useState<string | null>(null);
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState(false);
  const { currency } = useCurrency();
  const results = useServicesSearch(toQuery(filters, category, point, currency));
  const form = useRef<HTMLFormElement>(null);
  // The server renders this screen (decision 059): what a person typed before the app took it over is in the
  // fields, not in the draft. Taken in once, so it is neither searched without nor wiped on the next render.
  useEffect(() => {
    if (form.current) setDraft((d) => fieldsOf(form.current!, d));
  }, []);

  const open = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('listing', String(id));
        next.set('tab', 'reserve');
        return next;
      },
      { preventScrollReset: true },
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The fields themselves: a press held before the app took over is replayed before the draft catches up.
    const typed = fieldsOf(event.currentTarget, draft);
    setDraft(typed);
    setFilters(typed);
  };
  const nearMe = () => {
    if (!navigator.geolocation) return setLocationError(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setLocationError(false);
        setPoint({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocationError(true);
      },
      { timeout: 10_000 },
    );
  };
  const counts = new Map((results.data?.categories ?? []).map((c) => [c.category, c.count]));
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const selectClass = 'h-9 w-full min-w-0 rounded-md border bg-white px-2 text-sm';

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8" data-testid="services-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-2 max-w-prose text-slate-600">{t('intro')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/publish?category=chef">{t('offer')}</Link>
        </Button>
      </header>

      {/* One scrolling row: the categories arrive with the results and must not push the form down (decision 031). */}
      <nav aria-label={t('categoriesLabel')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <Button size="sm" variant={category === null ? 'default' : 'outline'} onClick={() => setCategory(null)}>
          {t('allCategories')}
        </Button>
        {SERVICE_CATEGORIES.filter((c) => counts.has(c) || c === category).map((c) => (
          <Button
            key={c}
            size="sm"
            variant={category === c ? 'default' : 'outline'}
            onClick={() => setCategory(category === c ? null : c)}
            aria-pressed={category === c}
          >
            {t(`services.${c}`, { ns: 'categories' })} ({counts.get(c) ?? 0})
          </Button>
        ))}
      </nav>

      <form
        ref={form}
        onSubmit={submit}
        className="grid gap-3 rounded-lg border bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
      >
        <div className="grid gap-1 sm:col-span-2">
          <Label htmlFor="services-q">{t('searchLabel')}</Label>
          <Input
            id="services-q"
            name="q"
            value={draft.q}
            onChange={(e) => set('q')(e.target.value)}
            placeholder={t('searchPlaceholder')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="services-date">{t('date')}</Label>
          <DateField id="services-date" value={draft.date} onChange={(v) => set('date')(v)} />
        </div>
        {/* min-w-0 throughout: a native select is as wide as its longest option ("Cualquier hora") by default, and
            the "Hasta" select pushed past the panel's edge. */}
        <div className="grid min-w-0 grid-cols-2 gap-2">
          <div className="grid min-w-0 gap-1">
            <Label htmlFor="services-from">{t('from')}</Label>
            <HourSelect
              id="services-from"
              name="startHour"
              className={selectClass}
              value={draft.startHour}
              onChange={(e) => set('startHour')(e.target.value)}
              anyLabel={t('anyTime')}
            />
          </div>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor="services-to">{t('to')}</Label>
            <HourSelect
              id="services-to"
              name="endHour"
              className={selectClass}
              value={draft.endHour}
              onChange={(e) => set('endHour')(e.target.value)}
              anyLabel={t('anyTime')}
            />
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="services-price">{t('maxPrice')}</Label>
          <Input
            id="services-price"
            name="maxPricePerHour"
            type="number"
            min={1}
            inputMode="numeric"
            value={draft.maxPricePerHour}
            onChange={(e) => set('maxPricePerHour')(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="services-radius">{t('radius')}</Label>
          <Input
            id="services-radius"
            name="radiusKm"
            type="number"
            min={1}
            max={500}
            inputMode="numeric"
            value={draft.radiusKm}
            onChange={(e) => set('radiusKm')(e.target.value)}
          />
        </div>
        <div className="flex items-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={nearMe} disabled={locating}>
            {point ? t('nearMeOn') : t('nearMe')}
          </Button>
          {point && (
            <Button type="button" variant="ghost" onClick={() => setPoint(null)}>
              {t('anywhere')}
            </Button>
          )}
          <Button type="submit">{t('search')}</Button>
        </div>
        {locationError && <p className="text-sm text-red-700 sm:col-span-4">{t('locationError')}</p>}
      </form>

      {results.isError && (
        <p className="text-red-700" role="alert">
          {results.error.message}
        </p>
      )}
      {/* The line keeps its room while the results load, so the map and the cards below it do not move. */}
      <p className="min-h-5 text-sm text-slate-600" aria-live="polite" data-testid="services-total">
        {results.data ? t('results', { count: results.data.total }) : ''}
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {results.isPending && <p>{t('loading')}</p>}
          {results.data?.items.length === 0 && <p className="text-slate-600">{t('none')}</p>}
          {results.data?.items.map((s) => (
            <ServiceCard key={s.id} service={s} onOpen={open} />
          ))}
        </div>
        <div className="order-first lg:order-none">
          {map({
            points: (results.data?.items ?? []).map((s) => ({
              id: String(s.id),
              lat: s.latitude,
              lng: s.longitude,
              label: s.title,
              color: '#047857',
            })),
            onSelect: (id) => open(Number(id)),
            center: point ?? undefined,
            zoom: point ? 9 : undefined,
          })}
        </div>
      </div>
    </section>
  );
}
