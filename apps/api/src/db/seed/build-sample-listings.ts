import { CATALOGUE_TO_TAXONOMY, findCategory, type CategoryId } from '@vira/domain/category-taxonomy';
import { CURRENCIES, minorUnitFactor, type CurrencyCode } from '@vira/domain/currencies';
import { FEATURED_LISTING_IDS } from '@vira/domain/listing';
import { CATALOGUE_CATEGORIES, type CatalogueCategory } from '@vira/domain/sample-categories';
import type { listingImages, listings } from '../schema/listings';
import { createSampleRandom, type SampleRandom } from './sample-random';
import { SAMPLE_CITIES, type SampleCity } from './sample-cities';
import { LISTING_TEMPLATES, type ListingTemplate } from './sample-listing-texts';
import { SAMPLE_OWNERS } from './sample-owners';

export type SampleListingRow = typeof listings.$inferInsert & { id: number };
export type SampleImageRow = typeof listingImages.$inferInsert & { id: number };

export interface SampleCatalogue {
  listings: SampleListingRow[];
  images: SampleImageRow[];
}

/** Ids 1..271 without 200: the spec's catalogue has no item 200, and links to it must show "not found". */
export const SAMPLE_LISTING_IDS: readonly number[] = Array.from({ length: 271 }, (_, i) => i + 1).filter(
  (id) => id !== 200,
);

/** Dates are spread over the 18 months before this fixed moment, so the seed is the same whenever it runs. */
const CATALOGUE_DATE = Date.UTC(2026, 9, 1, 12, 0, 0);
const EIGHTEEN_MONTHS_DAYS = 548;

/** The home page's featured items: chosen by hand so they look good (category, template, city). */
const FEATURED: Record<
  (typeof FEATURED_LISTING_IDS)[number],
  { category: CatalogueCategory; template: number; city: string }
> = {
  1: { category: 'fotografia', template: 0, city: 'Ciudad de México' },
  6: { category: 'drones', template: 0, city: 'Cancún' },
  12: { category: 'vehiculos', template: 0, city: 'Guadalajara' },
  15: { category: 'camping', template: 5, city: 'Oaxaca' },
  19: { category: 'musica', template: 0, city: 'Monterrey' },
  22: { category: 'gaming_vr', template: 0, city: 'Ciudad de México' },
};

const IMAGE_VIEWS = ['vista general', 'detalle', 'en uso', 'accesorios incluidos'] as const;
const PLACE_CATEGORIES: readonly CatalogueCategory[] = ['espacios', 'estacionamiento'];
const CONDITIONS = [
  'new',
  'like_new',
  'like_new',
  'excellent',
  'excellent',
  'excellent',
  'good',
  'good',
  'fair',
] as const;

/** Builds the whole sample catalogue in memory; the same rows come out on every run. */
export function buildSampleCatalogue(): SampleCatalogue {
  const random = createSampleRandom(20_240_521);
  const featured = FEATURED as Record<number, (typeof FEATURED)[1] | undefined>;

  // Every category about equally often (16 each), every city as often as its weight, both in shuffled order.
  const categoryPool = random.shuffle(CATALOGUE_CATEGORIES.flatMap((c) => Array<CatalogueCategory>(16).fill(c)));
  const cityPool = random.shuffle(SAMPLE_CITIES.flatMap((c) => Array<SampleCity>(c.weight).fill(c)));
  if (cityPool.length !== SAMPLE_LISTING_IDS.length) throw new Error('City weights must add up to the catalogue size');
  for (const choice of Object.values(FEATURED)) {
    categoryPool.splice(categoryPool.indexOf(choice.category), 1);
    cityPool.splice(
      cityPool.findIndex((c) => c.name === choice.city),
      1,
    );
  }

  const templateCounters = new Map<CatalogueCategory, number>();
  const titles = new Set<string>();
  const rows: SampleListingRow[] = [];
  const images: SampleImageRow[] = [];
  for (const id of SAMPLE_LISTING_IDS) {
    const pick = featured[id];
    const category = pick ? pick.category : categoryPool.shift()!;
    const city = pick ? SAMPLE_CITIES.find((c) => c.name === pick.city)! : cityPool.shift()!;
    const templates = LISTING_TEMPLATES[category];
    let templateIndex = pick?.template;
    if (templateIndex === undefined) {
      const seen = templateCounters.get(category) ?? 0;
      templateCounters.set(category, seen + 1);
      templateIndex = seen % templates.length;
    }
    const listing = buildListing(random, id, category, templates[templateIndex]!, city, Boolean(pick));
    listing.title = distinctTitle(listing, titles);
    rows.push(listing);

    const imageCount = pick ? (id % 2 === 0 ? 3 : 4) : random.pick([1, 2, 2, 3, 3, 4]);
    for (let n = 1; n <= imageCount; n++) {
      images.push({
        id: images.length + 1,
        listingId: id,
        position: n - 1,
        storageKey: `generated:listing/${id}/${n}`,
        alt: `${listing.title}: ${IMAGE_VIEWS[n - 1]}`,
        createdAt: listing.createdAt,
      });
    }
  }
  return { listings: rows, images };
}

/**
 * Templates repeat within a category, and four identical titles look made up. A repeated title says where the
 * item is, as people do on marketplaces ('… en Coyoacán'), then the city too when that is not enough.
 */
function distinctTitle(listing: SampleListingRow, seen: Set<string>): string {
  const [zone] = listing.location.split(', ');
  const candidates = [listing.title, `${listing.title} en ${zone}`, `${listing.title} en ${zone}, ${listing.city}`];
  let n = 2;
  while (candidates.every((title) => seen.has(title))) candidates.push(`${listing.title} (${n++}) en ${zone}`);
  const title = candidates.find((candidate) => !seen.has(candidate))!;
  seen.add(title);
  return title;
}

function buildListing(
  random: SampleRandom,
  id: number,
  category: CatalogueCategory,
  template: ListingTemplate,
  city: SampleCity,
  featured: boolean,
): SampleListingRow {
  const isPlace = PLACE_CATEGORIES.includes(category);
  const type = template.type ?? 'product';
  const [zone, postalCode] = random.pick(city.zones);
  const currency = city.currency;
  // A few km of jitter so markers in one city do not sit on top of each other.
  const latitude = round(city.lat + (random.next() - 0.5) * 0.06, 5);
  const longitude = round(city.lng + ((random.next() - 0.5) * 0.06) / Math.cos((city.lat * Math.PI) / 180), 5);

  const localMajor = (usd: number) => usd * city.priceLevel * CURRENCIES[currency].rate;
  const pricePerDay = money(localMajor(template.usdPerDay * (0.85 + random.next() * 0.3)), currency);
  const hasInsurance = featured || random.chance(category === 'vehiculos' || category === 'drones' ? 0.9 : 0.55);
  const homeDelivery = !isPlace && type === 'product' && (featured || random.chance(0.45));
  const publicPickup = !isPlace && type === 'product' && random.chance(0.55);
  const insuranceCostPerDay = hasInsurance
    ? money(localMajor(template.usdPerDay * (0.08 + random.next() * 0.07)), currency)
    : 0;
  const deliveryCost = homeDelivery ? money(localMajor(5 + random.int(0, 10)), currency) : 0;
  const deposit = money(localMajor(template.usdPerDay * template.depositDays), currency);

  const createdAt = new Date(
    CATALOGUE_DATE - random.int(0, EIGHTEEN_MONTHS_DAYS) * 86_400_000 - random.int(0, 86_399) * 1000,
  );
  // Draws once used for made-up ratings; still taken so every later value of the seed stays the same.
  void (featured ? random.int(48, 50) : random.int(38, 50));
  void (featured ? random.int(60, 240) : random.int(0, 9) === 0 ? random.int(0, 4) : random.int(5, 160));
  return {
    id,
    ownerId: SAMPLE_OWNERS[(id - 1) % SAMPLE_OWNERS.length]!.userId,
    // A listing is a service when its category is one (a billboard is rented, a pilot hired); the template's own
    // `type` only decided the draws above, kept so every later value of the seed stays the same.
    type: findCategory(taxonomyCategory(category, template))?.type === 'services' ? 'service' : 'product',
    title: template.title,
    description: template.description,
    category: taxonomyCategory(category, template),
    currency,
    pricePerDay,
    insuranceCostPerDay,
    deposit,
    deliveryCost,
    location: `${zone}, ${city.name}, ${city.country}`,
    city: city.name,
    country: city.country,
    continent: city.continent,
    postalCode: postalCode || null,
    latitude,
    longitude,
    // The reviews seeder sets both from the reviews it writes.
    rating: null,
    reviewCount: 0,
    condition: isPlace || type === 'service' ? random.pick(['excellent', 'good'] as const) : random.pick(CONDITIONS),
    modelYear: template.years ? random.int(template.years[0], template.years[1]) : null,
    available: featured || random.chance(0.92),
    hasInsurance,
    instantBooking: featured || random.chance(0.45),
    homeDelivery,
    publicPickup,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Listings carry the taxonomy (one vocabulary); the sample key only chose the template. */
function taxonomyCategory(key: CatalogueCategory, template: ListingTemplate): CategoryId {
  const id = template.category ?? CATALOGUE_TO_TAXONOMY[key];
  if (!id) throw new Error(`Sample template "${template.title}" needs a taxonomy category`);
  return id;
}

/** Local money as integer minor units, rounded to a price a person would ask (two significant digits). */
function money(major: number, currency: CurrencyCode): number {
  const step = major < 10 ? 0.5 : 10 ** (Math.floor(Math.log10(major)) - 1);
  const nice = Math.max(step, Math.round(major / step) * step);
  return Math.round(nice * minorUnitFactor(currency));
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
