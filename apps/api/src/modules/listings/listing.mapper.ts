import { toCurrencyCode } from '@vira/domain/currencies';
import { insuranceCoverOf } from '@vira/domain/insurance-cover';
import type { Listing } from '@vira/domain/listing';
import type { Continent } from '@vira/domain/geography';
import { imageUrl } from '../images';
import type { ListingRecord } from './listings.repository';

/** The only way a listing row leaves over HTTP. */
export function toListing({ listing, owner, images }: ListingRecord): Listing {
  return {
    id: listing.id,
    type: listing.type,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    currency: listing.currency,
    pricePerDay: listing.pricePerDay,
    insuranceCostPerDay: listing.insuranceCostPerDay,
    insuranceCover: insuranceCoverOf({
      insuranceCover: listing.insuranceCover,
      category: listing.category,
      currency: toCurrencyCode(listing.currency),
    }),
    deposit: listing.deposit,
    deliveryCost: listing.deliveryCost,
    location: listing.location,
    city: listing.city,
    country: listing.country,
    continent: listing.continent as Continent,
    postalCode: listing.postalCode,
    latitude: listing.latitude,
    longitude: listing.longitude,
    rating: listing.rating === null ? null : Math.round(listing.rating * 10) / 10,
    reviewCount: listing.reviewCount,
    condition: listing.condition,
    modelYear: listing.modelYear,
    available: listing.available,
    hasInsurance: listing.hasInsurance,
    instantBooking: listing.instantBooking,
    requiresVerifiedRenter: listing.requiresVerifiedRenter,
    homeDelivery: listing.homeDelivery,
    publicPickup: listing.publicPickup,
    minDays: listing.minDays,
    maxDays: listing.maxDays,
    weeklyDiscountPct: listing.weeklyDiscountPct,
    monthlyDiscountPct: listing.monthlyDiscountPct,
    cancellationPolicy: listing.cancellationPolicy,
    images: images.map((image) => ({ id: image.id, url: imageUrl(image), alt: image.alt || listing.title })),
    service:
      listing.type === 'service'
        ? {
            pricePerHour: listing.pricePerHour,
            minHours: listing.minHours,
            serviceRadiusKm: listing.serviceRadiusKm,
            weeklyHours: listing.weeklyHours ?? null,
            timeZone: listing.timeZone,
          }
        : null,
    owner: {
      id: owner.userId,
      fullName: owner.fullName,
      avatarUrl: owner.avatarUrl,
      isVira: owner.isVira,
      verified: owner.verificationStatus === 'verified',
      identityVerified: owner.identityVerifiedAt !== null,
      rating: Math.round(owner.rating * 10) / 10,
    },
    createdAt: listing.createdAt.toISOString(),
  };
}
