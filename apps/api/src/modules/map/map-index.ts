import Supercluster, { type PointFeature } from 'supercluster';
import { listingCategoriesFor } from '@vira/domain/category-taxonomy';
import { convertMinor, isCurrencyCode } from '@vira/domain/currencies';
import { comparableDayPrice } from '@vira/domain/pricing';
import { foldText } from '@vira/domain/geocode';
import type { MapFilters } from '@vira/domain/map';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings';
import { loadListingsVersion, loadMapPointRows, type MapPointRow } from './map.repository';

/** A map listing kept in memory, with what filtering needs precomputed. */
export interface IndexedPoint extends Omit<MapPointRow, 'description'> {
  /** Price per day in Mexican pesos (major units), the unit of the map's price filter. */
  priceMxn: number;
  /** Folded (lowercase, no accents) title, description, category and location, for free-text filters. */
  text: string;
  /** Folded location, city and country, for the place filter. */
  place: string;
}

type PointProps = { i: number };

/**
 * How long a loaded catalogue is trusted before the table's fingerprint is checked again. Changes arrive at once
 * through catalogue-changes (NOTIFY across instances); this check only catches a notification lost while the
 * listening connection was down.
 */
const REFRESH_AFTER_MS = 5 * 60_000;
/** Filter combinations whose cluster index is kept (each ~ a few MB at 100 000 listings). */
const MAX_INDEXES = 16;

/**
 * Server-side clustering (see docs/decisions/005-map-clustering.md): the listings that belong on the map are
 * held in memory and clustered with supercluster, one index per filter combination, so a viewport is answered
 * from memory. After REFRESH_AFTER_MS a request triggers a background fingerprint check; if the listings
 * table changed, the points are reloaded and the indexes dropped. Requests never wait for that check.
 */
export class MapIndex {
  private points: IndexedPoint[] = [];
  private loaded: Promise<void> | null = null;
  private version = '';
  private checkedAt = 0;
  private refreshing: Promise<void> | null = null;
  private readonly indexes = new Map<string, Supercluster<PointProps, Record<string, never>>>();

  constructor(private readonly db: AppDb) {
    // A published or hidden listing reaches the map as soon as the points reload in the background (requests
    // keep being answered from the current points meanwhile), not after REFRESH_AFTER_MS.
    onCatalogueChange(db, () => {
      if (!this.loaded) return;
      const previous = this.refreshing ?? Promise.resolve();
      const next = previous
        .then(() => this.reload())
        .catch(() => undefined)
        .finally(() => {
          if (this.refreshing === next) this.refreshing = null;
        });
      this.refreshing = next;
    });
  }

  /** All points, loading them on first use and refreshing in the background when stale. */
  async all(): Promise<IndexedPoint[]> {
    if (!this.loaded) this.loaded = this.reload();
    await this.loaded;
    // The machine's clock, not deps.clock: how long since the cache was checked is not a rule (decision 060).
    if (Date.now() - this.checkedAt > REFRESH_AFTER_MS && !this.refreshing) {
      this.refreshing = this.refreshIfChanged().finally(() => {
        this.refreshing = null;
      });
    }
    return this.points;
  }

  /** Forces the next request to see the current table (used after a listing is published, and by tests). */
  async invalidate(): Promise<void> {
    this.loaded = this.reload();
    await this.loaded;
  }

  async filtered(filters: MapFilters): Promise<IndexedPoint[]> {
    const points = await this.all();
    const match = matcher(filters);
    return match ? points.filter(match) : points;
  }

  /** The supercluster index for a filter combination, built on first use. */
  async clusterIndex(
    filters: MapFilters,
  ): Promise<{ index: Supercluster<PointProps, Record<string, never>>; points: IndexedPoint[] }> {
    const points = await this.all();
    const key = filterKey(filters);
    let index = this.indexes.get(key);
    if (!index) {
      const match = matcher(filters);
      const features: PointFeature<PointProps>[] = [];
      points.forEach((p, i) => {
        if (match && !match(p)) return;
        features.push({
          type: 'Feature',
          properties: { i },
          geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
        });
      });
      index = new Supercluster<PointProps, Record<string, never>>({ radius: 60, maxZoom: 16, minPoints: 2 }).load(
        features,
      );
      if (this.indexes.size >= MAX_INDEXES) this.indexes.delete(this.indexes.keys().next().value!);
      this.indexes.set(key, index);
    } else {
      // Least recently used goes first when the cache is full.
      this.indexes.delete(key);
      this.indexes.set(key, index);
    }
    return { index, points };
  }

  private async reload(): Promise<void> {
    const [version, rows] = await Promise.all([loadListingsVersion(this.db), loadMapPointRows(this.db)]);
    this.points = rows.map(toIndexed);
    this.version = version;
    this.checkedAt = Date.now();
    this.indexes.clear();
  }

  private async refreshIfChanged(): Promise<void> {
    this.checkedAt = Date.now();
    const version = await loadListingsVersion(this.db).catch(() => this.version);
    // Requests keep the current points while the new ones load; reload() swaps them in when done.
    if (version !== this.version) await this.reload();
  }
}

function toIndexed({ description, ...row }: MapPointRow): IndexedPoint {
  // The description is only needed folded (for `q`); not keeping the original halves the memory per listing.
  return {
    ...row,
    // A service priced only by the hour is compared on eight hours, as the search does (comparableDayPrice).
    priceMxn: isCurrencyCode(row.currency)
      ? convertMinor(comparableDayPrice(row.pricePerDay, row.pricePerHour), row.currency, 'MXN')
      : comparableDayPrice(row.pricePerDay, row.pricePerHour) / 100,
    text: foldText(`${row.title} ${description} ${row.category} ${row.location} ${row.city} ${row.country}`),
    place: foldText(`${row.location} ${row.city} ${row.country}`),
  };
}

function filterKey(f: MapFilters): string {
  return JSON.stringify([
    f.continent,
    f.category,
    f.q ? foldText(f.q) : undefined,
    f.location ? foldText(f.location) : undefined,
    f.minPrice,
    f.maxPrice,
    f.minRating,
    f.instantBooking,
    f.hasInsurance,
    f.homeDelivery,
    f.publicPickup,
  ]);
}

/** A predicate for the active filters, or null when none is active. */
function matcher(f: MapFilters): ((p: IndexedPoint) => boolean) | null {
  const tests: ((p: IndexedPoint) => boolean)[] = [];
  if (f.continent) tests.push((p) => p.continent === f.continent);
  if (f.category) {
    // The same categories a search by this id matches: a taxonomy category with its subcategories, aliases resolved.
    const categories = new Set(listingCategoriesFor(f.category));
    tests.push((p) => categories.has(p.category));
  }
  const words = f.q ? foldText(f.q).split(/\s+/).filter(Boolean) : [];
  if (words.length) tests.push((p) => words.every((w) => p.text.includes(w)));
  const place = f.location ? foldText(f.location) : '';
  if (place) tests.push((p) => p.place.includes(place));
  if (f.minPrice !== undefined && f.minPrice > 0) tests.push((p) => p.priceMxn >= f.minPrice!);
  if (f.maxPrice !== undefined) tests.push((p) => p.priceMxn <= f.maxPrice!);
  if (f.minRating) tests.push((p) => p.rating !== null && p.rating >= f.minRating!);
  if (f.instantBooking) tests.push((p) => p.instantBooking);
  if (f.hasInsurance) tests.push((p) => p.hasInsurance);
  if (f.homeDelivery) tests.push((p) => p.homeDelivery);
  if (f.publicPickup) tests.push((p) => p.publicPickup);
  if (tests.length === 0) return null;
  return (p) => tests.every((t) => t(p));
}
