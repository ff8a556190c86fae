import type { Continent } from '@vira/domain/geography';
import type { MapPoint } from '@vira/domain/map';
import { imageUrl } from '../images';
import type { MapPointRow } from './map.repository';

/** The only way a map listing leaves over HTTP (same image URL shape as the listings module). */
export function toMapPoint(row: Omit<MapPointRow, 'description'>): MapPoint {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    location: row.location,
    city: row.city,
    country: row.country,
    continent: row.continent as Continent,
    postalCode: row.postalCode,
    lat: row.latitude,
    lng: row.longitude,
    pricePerDay: row.pricePerDay,
    pricePerHour: row.pricePerHour,
    currency: row.currency,
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    imageUrl: row.cover === null ? null : imageUrl(row.cover),
    imageCount: row.imageCount,
  };
}
