import { convertMinor, isCurrencyCode, toMinor } from './currencies';

/**
 * The "verified renters only" rule (issue 38, decision 051), without zod: the listing dialog reads it before its
 * first paint, the API's `assertMayRent` enforces it.
 */

/** Why a listing rents only to identity-verified people, or null when anyone may rent it. */
export type VerifiedRenterReason = 'owner' | 'deposit';

export function verifiedRenterReason(
  listing: { requiresVerifiedRenter: boolean; deposit: number; currency: string },
  thresholdMxnMinor: number | null | undefined,
): VerifiedRenterReason | null {
  if (listing.requiresVerifiedRenter) return 'owner';
  if (thresholdMxnMinor === null || thresholdMxnMinor === undefined || !isCurrencyCode(listing.currency)) return null;
  // convertMinor answers major units of the target currency.
  return toMinor(convertMinor(listing.deposit, listing.currency, 'MXN'), 'MXN') > thresholdMxnMinor ? 'deposit' : null;
}

/**
 * Whether a listing rents only to identity-verified people: its owner's choice, or a deposit above the configured
 * amount (VERIFICATION_REQUIRED_ABOVE_DEPOSIT, minor units of MXN; other currencies converted). The API enforces
 * it; the listing dialog and checkout say it before payment.
 */
export function needsVerifiedRenter(
  listing: { requiresVerifiedRenter: boolean; deposit: number; currency: string },
  thresholdMxnMinor: number | null | undefined,
): boolean {
  return verifiedRenterReason(listing, thresholdMxnMinor) !== null;
}
