import type { Place } from '@vira/domain/search';
import { SUGGESTION_MIN_CHARS } from '@vira/domain/search-options';
import { MapPinIcon, MailboxIcon, SearchIcon } from 'lucide-react';
import { Suspense, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocationSuggestions, usePostalSuggestions, useTitleSuggestions } from '../api/search-api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDraft } from '../hooks/use-draft';
import { useSearchUrl } from '../hooks/use-search-url';
import { CategorySelectSlot } from './search-selects';
import { SuggestInput, type SuggestGroup } from './suggest-input';

/** Suggestions are fetched once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 200;

/** Free text, place, postal code and category: the first row of the search screen. */
export function SearchBar() {
  const { t } = useTranslation('search');
  const { params, update } = useSearchUrl();
  // Back/forward or 'Limpiar todos los filtros' change the URL under us: the boxes follow.
  const urlLocation = params.get('location') ?? '';
  const [text, setText] = useDraft(params.get('q') ?? '');
  const [place, setPlace] = useDraft(urlLocation);
  const [postal, setPostal] = useDraft(params.get('postal') ?? '');

  const debouncedText = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const debouncedPlace = useDebouncedValue(place, SUGGEST_DEBOUNCE_MS);
  const debouncedPostal = useDebouncedValue(postal, SUGGEST_DEBOUNCE_MS);
  const titles = useTitleSuggestions(debouncedText);
  const places = useLocationSuggestions(debouncedPlace, true);
  const postals = usePostalSuggestions(debouncedPostal);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const location = place.trim();
    update({
      q: text.trim(),
      location,
      // A typed place has no known point: distance filters need a chosen one.
      ...(location !== urlLocation ? { lat: undefined, lng: undefined } : {}),
    });
  }

  function choosePlace(p: Place) {
    setPlace(p.label);
    update({ location: p.label, postal: undefined, lat: p.lat, lng: p.lng });
  }

  function choosePostal(p: Place) {
    setPostal(p.postalCode ?? '');
    update({ postal: p.postalCode, location: undefined, lat: p.lat, lng: p.lng });
  }

  function clearPlace() {
    setPlace('');
    update({
      location: undefined,
      lat: undefined,
      lng: undefined,
      maxDistanceKm: undefined,
      sort: params.get('sort') === 'distance' ? undefined : params.get('sort'),
    });
  }

  const textGroups: SuggestGroup[] =
    debouncedText.trim().length >= SUGGESTION_MIN_CHARS && titles.data
      ? [
          {
            heading: t('suggestedItems'),
            items: titles.data.items.map((item) => ({
              key: String(item.id),
              label: item.title,
              onSelect: () => {
                setText(item.title);
                update({ q: item.title });
              },
            })),
          },
        ]
      : [];

  const placeItems = (list: Place[]) =>
    list.map((p) => ({
      key: `${p.label}|${p.postalCode}`,
      // All digits typed: the places are postal codes, shown with their code.
      label: /^\d+$/.test(debouncedPlace.trim()) && p.postalCode ? `${p.postalCode} · ${p.label}` : p.label,
      hint: p.count,
      onSelect: () => choosePlace(p),
    }));
  const placeData = places.data;
  const placeGroups: SuggestGroup[] = !placeData
    ? []
    : placeData.popular
      ? [
          { heading: t('popularCities'), items: placeItems(placeData.cities) },
          { heading: t('popularCountries'), items: placeItems(placeData.countries) },
        ]
      : [
          { heading: t('cities'), items: placeItems(placeData.cities) },
          { heading: t('countries'), items: placeItems(placeData.countries) },
          { heading: t('locationsFound'), items: placeItems(placeData.locations) },
        ];

  const postalData = postals.data;
  const postalGroups: SuggestGroup[] = !postalData
    ? []
    : postalData.mode === 'text'
      ? [{ heading: t('locationsFound'), items: placeItems(postalData.matches) }]
      : postalData.matches.length > 0
        ? [
            {
              heading: postalData.query,
              items: postalData.matches.map((p) => ({
                key: `${p.postalCode}|${p.label}`,
                label: `${p.postalCode} · ${p.label}`,
                hint: p.count,
                onSelect: () => choosePostal(p),
              })),
            },
          ]
        : postalData.nearby.map((group) => ({
            heading: group.country,
            items: group.places.map((p) => ({
              key: `${p.postalCode}|${p.label}`,
              label: `${p.postalCode} · ${p.label}`,
              hint: p.count,
              onSelect: () => choosePostal(p),
            })),
          }));
  // No code starts like this one: say so (spec), above the nearest codes offered instead.
  const postalNotice =
    postalData && postalData.mode === 'postal' && postalData.matches.length === 0 ? (
      <span className="block" data-testid="postal-none">
        <span className="block font-medium text-slate-700">{t('noPostal', { code: postalData.query })}</span>
        <span className="block">{t('tryOtherPostal')}</span>
      </span>
    ) : undefined;

  return (
    <form onSubmit={submit} role="search" className="grid gap-3 rounded-xl bg-white p-4 shadow-md md:grid-cols-12">
      <SuggestInput
        className="md:col-span-3"
        testId="search-text"
        label={t('textLabel')}
        placeholder={t('textPlaceholder')}
        icon={<SearchIcon />}
        value={text}
        onChange={setText}
        onEnter={submit}
        canOpen={text.trim().length >= SUGGESTION_MIN_CHARS && debouncedText === text && !!titles.data}
        groups={textGroups}
        emptyText={t('noItemsFound')}
      />
      <SuggestInput
        className="md:col-span-3"
        testId="search-location"
        label={t('locationLabel')}
        placeholder={t('locationPlaceholder')}
        icon={<MapPinIcon />}
        value={place}
        onChange={setPlace}
        onEnter={submit}
        canOpen={!!placeData && debouncedPlace === place}
        groups={placeGroups}
        emptyText={t('noLocations')}
        onClear={clearPlace}
        clearLabel={t('clearLocation')}
      />
      <SuggestInput
        className="md:col-span-2"
        testId="search-postal"
        label={t('postalLabel')}
        placeholder={t('postalPlaceholder')}
        icon={<MailboxIcon />}
        inputMode="text"
        value={postal}
        onChange={setPostal}
        onEnter={() => update({ postal: postal.trim() })}
        canOpen={postal.trim().length >= SUGGESTION_MIN_CHARS && debouncedPostal === postal && !!postalData}
        groups={postalGroups}
        notice={postalNotice}
        emptyText={t('noLocations')}
        onClear={() => {
          setPostal('');
          update({ postal: undefined });
        }}
        clearLabel={t('clearPostal')}
      />
      <div className="md:col-span-3">
        {/* The taxonomy labels are a large catalogue: the rest of the bar does not wait for them. */}
        <Suspense fallback={<Skeleton className="h-10 w-full" />}>
          <CategorySelectSlot />
        </Suspense>
      </div>
      <Button type="submit" className="md:col-span-1">
        <SearchIcon aria-hidden />
        <span className="md:sr-only lg:not-sr-only">{t('searchButton')}</span>
      </Button>
    </form>
  );
}
