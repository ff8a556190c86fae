import type { TextIndexRow } from './search-text.repository';

/**
 * What the search's filters and stat cards read of every listing, held in columns beside the text index's (same
 * slots: ascending ids), so the figures over a broad filter set are one pass over typed arrays instead of a pass
 * over the whole table in SQL (decision 032, session 16). Every value is the one the SQL of search.repository.ts
 * compares or sums, computed by PostgreSQL at load (price in dollars, the rating rounded to tenths), so the
 * figures are the same numbers.
 */

/** Listed: in the catalogue (listings/catalogue-scope.ts). */
export const IN_CATALOGUE = 1;
export const INSTANT = 2;
export const INSURANCE = 4;
export const HOME_DELIVERY = 8;
export const PUBLIC_PICKUP = 16;
export const SERVICE = 32;
export const OWNER_VERIFIED = 64;

/** The facts of one listing as the filters read them (also the form of a listing changed after the load). */
export interface ListingFacts {
  bits: number;
  priceUsd: number;
  /** rating::float8, NaN without reviews. */
  rating: number;
  /** round(rating, 1) * 10, -1 without reviews. */
  ratingTenths: number;
  reviewCount: number;
  category: string;
  place: string;
  postalCode: string | null;
  ownerId: string;
}

export function factsOf(row: TextIndexRow): ListingFacts {
  return {
    bits:
      (row.listed ? IN_CATALOGUE : 0) |
      (row.instant ? INSTANT : 0) |
      (row.insurance ? INSURANCE : 0) |
      (row.homeDelivery ? HOME_DELIVERY : 0) |
      (row.publicPickup ? PUBLIC_PICKUP : 0) |
      (row.type === 'service' ? SERVICE : 0) |
      (row.ownerVerified ? OWNER_VERIFIED : 0),
    priceUsd: row.priceUsd,
    rating: row.rating ?? Number.NaN,
    ratingTenths: row.ratingTenths ?? -1,
    reviewCount: row.reviewCount,
    category: row.category,
    place: placeKey(row.city, row.country),
    postalCode: row.postalCode,
    ownerId: row.ownerId,
  };
}

/** The stat cards count distinct (city, country) pairs. */
function placeKey(city: string, country: string): string {
  return `${city}\u0000${country}`;
}

/** Distinct strings numbered in order of first sight. */
export class Interned {
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      this.ids.set(value, (id = this.values.length));
      this.values.push(value);
    }
    return id;
  }
}

export class SearchFacts {
  constructor(
    readonly bits: Uint8Array,
    readonly priceUsd: Float64Array,
    readonly rating: Float64Array,
    readonly ratingTenths: Int8Array,
    readonly reviewCount: Int32Array,
    readonly categoryOf: Uint16Array,
    readonly categories: Interned,
    readonly placeOf: Int32Array,
    readonly places: Interned,
    /** -1 without a postal code. */
    readonly postalOf: Int32Array,
    readonly postalCodes: Interned,
    readonly ownerOf: Int32Array,
    readonly owners: Interned,
  ) {}

  /** Per distinct category, 1 when it is one of `wanted`. */
  categoriesIn(wanted: readonly string[]): Uint8Array {
    return Uint8Array.from(this.categories.values, (c) => (wanted.includes(c) ? 1 : 0));
  }

  /** Per distinct postal code, 1 when it starts with `prefix`. */
  postalCodesStarting(prefix: string): Uint8Array {
    return Uint8Array.from(this.postalCodes.values, (c) => (c.startsWith(prefix) ? 1 : 0));
  }
}

export class SearchFactsBuilder {
  private readonly bits: number[] = [];
  private readonly priceUsd: number[] = [];
  private readonly rating: number[] = [];
  private readonly ratingTenths: number[] = [];
  private readonly reviewCount: number[] = [];
  private readonly categoryOf: number[] = [];
  private readonly placeOf: number[] = [];
  private readonly postalOf: number[] = [];
  private readonly ownerOf: number[] = [];
  private readonly categories = new Interned();
  private readonly places = new Interned();
  private readonly postalCodes = new Interned();
  private readonly owners = new Interned();

  add(row: TextIndexRow): void {
    const facts = factsOf(row);
    this.bits.push(facts.bits);
    this.priceUsd.push(facts.priceUsd);
    this.rating.push(facts.rating);
    this.ratingTenths.push(facts.ratingTenths);
    this.reviewCount.push(facts.reviewCount);
    this.categoryOf.push(this.categories.id(facts.category));
    this.placeOf.push(this.places.id(facts.place));
    this.postalOf.push(facts.postalCode === null ? -1 : this.postalCodes.id(facts.postalCode));
    this.ownerOf.push(this.owners.id(facts.ownerId));
  }

  build(): SearchFacts {
    if (this.categories.values.length > 0xffff) throw new Error('more categories than the facts columns hold');
    return new SearchFacts(
      Uint8Array.from(this.bits),
      Float64Array.from(this.priceUsd),
      Float64Array.from(this.rating),
      Int8Array.from(this.ratingTenths),
      Int32Array.from(this.reviewCount),
      Uint16Array.from(this.categoryOf),
      this.categories,
      Int32Array.from(this.placeOf),
      this.places,
      Int32Array.from(this.postalOf),
      this.postalCodes,
      Int32Array.from(this.ownerOf),
      this.owners,
    );
  }
}

/**
 * `round(x::numeric, 1)::float8` for a positive float8 as PostgreSQL computes it: the float8 becomes a numeric of
 * 15 significant digits (float8_numeric, DBL_DIG), which is rounded half away from zero at one decimal.
 */
export function roundNumericTenth(x: number): number {
  const digits = x.toPrecision(15);
  if (!/^\d+(\.\d+)?$/.test(digits)) return Math.round(x * 10) / 10;
  const [whole, fraction = ''] = digits.split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + (Number(fraction[1] ?? '0') >= 5 ? 1 : 0);
  return tenths / 10;
}

/** Latitude rows of the place grid, in degrees (~11 km): a radius of a few km reads two or three of them. */
const ROW_DEGREES = 0.1;
const ROWS = Math.ceil(180 / ROW_DEGREES) + 1;

/**
 * Every slot by place: in rows of latitude and, within a row, by longitude, with copies of the coordinates in that
 * order. A radius search reads only the box around its circle, and reads it in memory order: the slots' own
 * arrays are in id order, where a city's listings lie far apart.
 */
export class PlaceGrid {
  private constructor(
    readonly slots: Int32Array,
    readonly latitudes: Float64Array,
    readonly longitudes: Float64Array,
    /** Row r holds positions rowStart[r]..rowStart[r + 1]. */
    private readonly rowStart: Int32Array,
  ) {}

  static of(latitudes: Float64Array, longitudes: Float64Array): PlaceGrid {
    const rowOf = (s: number) => rowFor(latitudes[s]!);
    const slots = new Int32Array(latitudes.length);
    for (let s = 0; s < slots.length; s++) slots[s] = s;
    slots.sort((a, b) => rowOf(a) - rowOf(b) || longitudes[a]! - longitudes[b]! || a - b);
    const rowStart = new Int32Array(ROWS + 1);
    for (const s of slots) rowStart[rowOf(s) + 1]!++;
    for (let r = 0; r < ROWS; r++) rowStart[r + 1]! += rowStart[r]!;
    return new PlaceGrid(
      slots,
      Float64Array.from(slots, (s) => latitudes[s]!),
      Float64Array.from(slots, (s) => longitudes[s]!),
      rowStart,
    );
  }

  /**
   * The position ranges [from, to) of this grid holding every slot within `degrees` of arc of (lat, lng), and
   * others near them: whole rows near a pole, else the longitudes of the widest part of the circle.
   */
  ranges(lat: number, lng: number, degrees: number): [number, number][] {
    const first = rowFor(lat - degrees);
    const last = rowFor(lat + degrees);
    const ranges: [number, number][] = [];
    const spans = longitudeSpans(lat, lng, degrees);
    for (let r = first; r <= last; r++) {
      const from = this.rowStart[r]!;
      const to = this.rowStart[r + 1]!;
      if (from === to) continue;
      if (!spans) ranges.push([from, to]);
      else
        for (const [low, high] of spans)
          ranges.push([this.bound(from, to, low, false), this.bound(from, to, high, true)]);
    }
    return ranges;
  }

  /** First position in [from, to) whose longitude is above `value` (or at it, unless `inclusive`). */
  private bound(from: number, to: number, value: number, inclusive: boolean): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.longitudes[mid]!;
      if (at < value || (inclusive && at === value)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function rowFor(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / ROW_DEGREES)));
}

/**
 * The longitudes a circle of `degrees` of arc around (lat, lng) covers: the widest is asin(sin r / cos lat) either
 * side (the meridians tangent to it), widened a little against rounding; split at the antimeridian. Null when the
 * circle reaches a pole (every longitude).
 */
function longitudeSpans(lat: number, lng: number, degrees: number): [number, number][] | null {
  if (Math.abs(lat) + degrees >= 89) return null;
  const rad = Math.PI / 180;
  const half = Math.asin(Math.min(1, Math.sin(degrees * rad) / Math.cos(lat * rad))) / rad;
  const reach = half * 1.01 + 1e-6;
  if (reach >= 180) return null;
  const low = lng - reach;
  const high = lng + reach;
  if (low < -180)
    return [
      [-180, high],
      [low + 360, 180],
    ];
  if (high > 180)
    return [
      [low, 180],
      [-180, high - 360],
    ];
  return [[low, high]];
}
