import { and, count, eq, max, notInArray, sql } from 'drizzle-orm';
import { OFF_MAP_COUNTRIES } from '@vira/domain/geography';
import { inCatalogue } from '../listings';
import type { AppDb } from '../../db/client';
import { listingImages, listings } from '../../db/schema/listings';
import type { ImageAddressParts } from '../images';

/** The columns the map keeps in memory for every listing that can appear on it. */
export interface MapPointRow {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  city: string;
  country: string;
  continent: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  pricePerDay: number;
  pricePerHour: number | null;
  currency: string;
  rating: number | null;
  available: boolean;
  hasInsurance: boolean;
  instantBooking: boolean;
  homeDelivery: boolean;
  publicPickup: boolean;
  cover: ImageAddressParts | null;
  imageCount: number;
}

// The catalogue (listings/catalogue-scope.ts) where the map can draw it.
const onMap = and(inCatalogue('"listings"'), notInArray(listings.country, [...OFF_MAP_COUNTRIES]));

/** Every listing that belongs on the map, with its first image and image count, in one query. */
export async function loadMapPointRows(db: AppDb): Promise<MapPointRow[]> {
  const images = db
    .select({
      listingId: listingImages.listingId,
      cover:
        sql<ImageAddressParts>`(array_agg(json_build_object('id', ${listingImages.id}, 'token', ${listingImages.token})
        order by ${listingImages.position}, ${listingImages.id}))[1]`.as('cover'),
      imageCount: count().as('image_count'),
    })
    .from(listingImages)
    .groupBy(listingImages.listingId)
    .as('images');
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      category: listings.category,
      location: listings.location,
      city: listings.city,
      country: listings.country,
      continent: listings.continent,
      postalCode: listings.postalCode,
      latitude: listings.latitude,
      longitude: listings.longitude,
      pricePerDay: listings.pricePerDay,
      pricePerHour: listings.pricePerHour,
      currency: listings.currency,
      rating: listings.rating,
      available: listings.available,
      hasInsurance: listings.hasInsurance,
      instantBooking: listings.instantBooking,
      homeDelivery: listings.homeDelivery,
      publicPickup: listings.publicPickup,
      cover: images.cover,
      imageCount: images.imageCount,
    })
    .from(listings)
    .leftJoin(images, eq(images.listingId, listings.id))
    .where(onMap);
  return rows.map((r) => ({ ...r, cover: r.cover ?? null, imageCount: Number(r.imageCount ?? 0) }));
}

/** A cheap fingerprint of the listings table: it changes when a listing is added, removed or edited. */
export async function loadListingsVersion(db: AppDb): Promise<string> {
  const [row] = await db
    .select({ n: count(), lastId: max(listings.id), lastUpdate: max(listings.updatedAt) })
    .from(listings);
  return `${row?.n ?? 0}:${row?.lastId ?? 0}:${row?.lastUpdate?.toISOString() ?? ''}`;
}
