import type { ServiceCard } from '@vira/domain/service';
import { imageUrl } from '../images';
import type { ServiceRow } from './services.repository';

export function toServiceCard(row: ServiceRow, verifiedCredentials: string[]): ServiceCard {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    currency: row.currency,
    pricePerHour: row.pricePerHour,
    pricePerDay: row.pricePerDay,
    minHours: row.minHours,
    serviceRadiusKm: row.serviceRadiusKm,
    location: row.location,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    instantBooking: row.instantBooking,
    imageUrl: row.cover === null ? null : imageUrl(row.cover),
    ownerVerified: row.ownerVerified,
    verifiedCredentials,
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
  };
}
