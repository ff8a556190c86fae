import { MAX_DISTANCE_OPTIONS_KM, MIN_RATING_OPTIONS } from '@vira/domain/search-options';
import { formatMoney, type CurrencyCode } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { useCurrency } from '@/lib/currency';
import { usePriceSliderScale } from '@/lib/use-price-slider-scale';
import { useSearchUrl } from '../hooks/use-search-url';
import { readPriceRange } from '../search-url';
import { useDraft } from '../hooks/use-draft';
import { useUserPoint } from '../hooks/use-user-point';

const ANY = 'any';

/** Maximum distance, minimum rating and the price range (in the person's display currency). */
export default function AdvancedFilters() {
  const { t } = useTranslation('search');
  const { params, update } = useSearchUrl();
  const { currency, reader } = useCurrency();
  const locatePerson = useUserPoint();
  // Bounds were written in the currency named in the URL; the slider shows them in that currency, over the
  // catalogue's real range in it.
  const boundCurrency = (params.get('priceCurrency') as CurrencyCode | null) ?? currency;
  const scale = usePriceSliderScale(boundCurrency);
  const [range, setRange] = useDraft<[number, number]>(readPriceRange(params, scale.max), (r) => r.join('-'));
  const money = (value: number) => formatMoney(value, boundCurrency, reader);

  async function setDistance(value: string) {
    if (value === ANY) return update({ maxDistanceKm: undefined });
    if (params.get('lat') && params.get('lng')) return update({ maxDistanceKm: value });
    const point = await locatePerson();
    if (point) update({ maxDistanceKm: value, lat: point.lat, lng: point.lng });
  }

  function commitRange([min = scale.min, max = scale.max]: number[]) {
    const atMin = min <= scale.min;
    const atMax = max >= scale.max;
    update({
      priceMin: atMin ? undefined : min,
      priceMax: atMax ? undefined : max,
      priceCurrency: atMin && atMax ? undefined : boundCurrency,
    });
  }

  return (
    <section
      aria-label={t('advancedFilters')}
      className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-3"
    >
      <div className="grid gap-2">
        <Label>{t('maxDistance')}</Label>
        <Select value={params.get('maxDistanceKm') ?? ANY} onValueChange={(v) => void setDistance(v)}>
          <SelectTrigger aria-label={t('maxDistance')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('anyDistance')}</SelectItem>
            {MAX_DISTANCE_OPTIONS_KM.map((km) => (
              <SelectItem key={km} value={String(km)}>
                {t('withinKm', { km })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label>{t('minRating')}</Label>
        <Select
          value={params.get('minRating') ?? ANY}
          onValueChange={(v) => update({ minRating: v === ANY ? undefined : v })}
        >
          <SelectTrigger aria-label={t('minRating')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('anyRating')}</SelectItem>
            {[...MIN_RATING_OPTIONS].reverse().map((r) => (
              <SelectItem key={r} value={r.toFixed(1)}>
                {t('ratingAtLeast', { rating: r.toFixed(1) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-3">
        <Label>{t('priceRange')}</Label>
        <Slider
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={range}
          minStepsBetweenThumbs={0}
          onValueChange={(v) => setRange([v[0]!, v[1]!])}
          onValueCommit={commitRange}
          thumbLabels={[t('priceMinLabel'), t('priceMaxLabel')]}
        />
        <p className="flex justify-between text-sm text-slate-600" data-testid="price-range-text">
          <span>{money(range[0])}</span>
          <span>{range[1] >= scale.max ? t('priceNoLimit', { price: money(range[1]) }) : money(range[1])}</span>
        </p>
      </div>
    </section>
  );
}
