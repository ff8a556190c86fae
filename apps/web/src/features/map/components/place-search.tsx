import type { GeocodeResult } from '@vira/domain/geocode';
import { MAP_GEOCODER_DEBOUNCE_MS, MAP_GEOCODER_MIN_CHARS } from '@vira/domain/map';
import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { geocode, useGeocode } from '../api/map-api';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * Search a postal code, city or country (from 3 characters, after a 500 ms pause). Enter or 'Ir' goes to the
 * first place; a suggestion goes to that place. `onGo` moves the map; this component shows the toasts. Text that
 * names no place goes to `onNoPlace` when given (the explorer looks for it in the listings); otherwise the person is
 * told no place has that name — a result, not a failure.
 */
export function PlaceSearch({
  placeholder,
  onGo,
  onNoPlace,
}: {
  placeholder?: string;
  onGo: (place: GeocodeResult) => void;
  onNoPlace?: (text: string) => void;
}) {
  const { t } = useTranslation('map');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Leaving the box closes the list a moment later (so a click on a suggestion lands first); coming back or typing
  // within that moment must not be closed by it.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reopen = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const debounced = useDebouncedValue(text.trim(), MAP_GEOCODER_DEBOUNCE_MS);
  const enough = debounced.length >= MAP_GEOCODER_MIN_CHARS && text.trim().length >= MAP_GEOCODER_MIN_CHARS;
  const suggestions = useGeocode(enough ? debounced : '');
  const results = enough ? (suggestions.data?.results ?? []) : [];

  function go(place: GeocodeResult) {
    setOpen(false);
    const name = place.display_name;
    if (place.source === 'catalogue' && place.listingCount) {
      toast.success(t('search.found'), {
        description: t('search.showing', { count: place.listingCount, place: name }),
      });
    } else {
      toast.success(t('search.found'), { description: t('search.navigating', { place: name }) });
    }
    onGo(place);
  }

  async function submit() {
    const q = text.trim();
    if (q.length < MAP_GEOCODER_MIN_CHARS) return;
    let first: GeocodeResult | undefined;
    try {
      first = (q === debounced && suggestions.data ? suggestions.data : await geocode(q)).results[0];
    } catch {
      toast.error(t('search.errorTitle'), { description: t('search.error') });
      return;
    }
    if (first) go(first);
    else if (onNoPlace) {
      setOpen(false);
      onNoPlace(q);
    } else toast(t('search.noResultsTitle'), { description: t('search.noPlace', { query: q }) });
  }

  return (
    // Not a <form>: the search sits inside other forms (the publish wizard's location step), where a nested form's
    // Enter submitted the outer one and threw the draft away. Enter here searches and submits nothing.
    <div className="relative flex flex-[1_1_16rem] gap-2" role="search">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            reopen();
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            void submit();
          }}
          onFocus={reopen}
          onBlur={() => {
            closing.current = setTimeout(() => setOpen(false), 150);
          }}
          placeholder={placeholder ?? t('search.placeholder')}
          aria-label={placeholder ?? t('search.placeholder')}
          aria-controls={`${id}-list`}
          aria-expanded={open && results.length > 0}
          role="combobox"
          className="ps-9"
        />
        {open && results.length > 0 && (
          <div
            id={`${id}-list`}
            className="absolute inset-x-0 top-full z-[1000] mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
          >
            <p
              className="border-b border-slate-100 px-3 py-1.5 text-xs text-slate-500"
              data-testid="place-result-count"
            >
              {t('search.results', { count: results.length })}
            </p>
            <ul role="listbox">
              {results.map((r, i) => (
                <li key={`${r.lat},${r.lon},${i}`} role="option" aria-selected={false}>
                  <button
                    type="button"
                    className="flex w-full flex-col items-start px-3 py-2 text-start text-sm hover:bg-slate-50"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(r)}
                  >
                    <span className="font-medium text-slate-900">{r.display_name}</span>
                    {r.address.postcode && (
                      <span className="text-xs text-slate-500">
                        {t('search.postcode')}: {r.address.postcode}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <Button type="button" onClick={() => void submit()}>
        {t('search.go')}
      </Button>
    </div>
  );
}
