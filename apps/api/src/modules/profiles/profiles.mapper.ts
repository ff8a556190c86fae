import type { Profile, PublicProfile } from '@vira/domain/profile';
import { roundRating } from '@vira/domain/review';
import { imageUrl, type ImageAddressParts } from '../images';
import type { ProfileRow } from './profiles.repository';

export function toProfile(row: ProfileRow, email: string | null): Profile {
  return {
    userId: row.userId,
    fullName: row.fullName,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    isVira: row.isVira,
    rating: roundRating(row.rating),
    totalRentals: row.totalRentals,
    totalListings: row.totalListings,
    verificationStatus: row.verificationStatus,
    identityVerified: row.identityVerifiedAt !== null,
    preferredLanguage: row.preferredLanguage,
    preferredCurrency: row.preferredCurrency,
    onboardingCompleted: row.onboardingCompleted,
    // WhatsApp-only accounts carry a placeholder address that is not the person's.
    email: email && !email.endsWith('@whatsapp.vira.invalid') ? email : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only what anyone may see: no phone, no e-mail, no preferences. */
export function toPublicProfile(
  row: ProfileRow,
  ownerCancellations: number,
  listings: { id: number; title: string; cover: ImageAddressParts | null }[],
): PublicProfile {
  return {
    userId: row.userId,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    isVira: row.isVira,
    rating: roundRating(row.rating),
    totalRentals: row.totalRentals,
    totalListings: row.totalListings,
    verified: row.verificationStatus === 'verified',
    identityVerified: row.identityVerifiedAt !== null,
    memberSince: row.createdAt.toISOString(),
    ownerCancellations,
    listings: listings.map((l) => ({
      id: l.id,
      title: l.title,
      imageUrl: l.cover === null ? null : imageUrl(l.cover),
    })),
  };
}
