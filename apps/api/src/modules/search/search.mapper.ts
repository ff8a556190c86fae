import type { ListingCard, Place } from '@vira/domain/search';
import { imageUrl, type ImageAddressParts } from '../images';
import type { PlaceRow, SearchRow } from './search.repository';

/** A search row and its first picture as a result card. */
export function toListingCard(row: SearchRow, image: (ImageAddressParts & { alt: string }) | undefined): ListingCard {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    category: row.category,
    currency: row.currency,
    pricePerDay: row.pricePerDay,
    pricePerHour: row.pricePerHour,
    location: row.location,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    available: row.available,
    hasInsurance: row.hasInsurance,
    instantBooking: row.instantBooking,
    homeDelivery: row.homeDelivery,
    publicPickup: row.publicPickup,
    images: image ? [{ id: image.id, url: imageUrl(image), alt: image.alt || row.title }] : [],
    ownerVerified: row.ownerVerified,
    distanceKm: row.distanceKm == null ? null : Math.round(row.distanceKm * 10) / 10,
  };
}

export function toPlace(row: PlaceRow): Place {
  return {
    label: row.label,
    city: row.city,
    country: row.country,
    postalCode: row.postalCode,
    count: row.count,
    lat: Math.round(row.lat * 1e5) / 1e5,
    lng: Math.round(row.lng * 1e5) / 1e5,
  };
}
