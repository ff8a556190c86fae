import {
  missingQuantity,
  type AidOffer,
  type AidRequestDetail,
  type AidRequestSummary,
  type Weekday,
} from '@vira/domain/aid';
import { type AidType, type Urgency } from '@vira/domain/aid-kinds';
import type { AidItemCoverageRow, AidOfferViewRow, AidRequestRow, AidSummaryRow, OfferItemRow } from './aid.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toAidSummary(row: AidSummaryRow): AidRequestSummary {
  return {
    id: row.id,
    title: row.title,
    aidTypes: row.aid_types as AidType[],
    category: row.category,
    urgency: row.urgency as Urgency,
    status: row.status as AidRequestSummary['status'],
    stale: row.status === 'published' && row.stale,
    placeName: row.place_name,
    lat: Number(row.lat),
    lng: Number(row.lng),
    peopleAffected: Number(row.people_affected),
    neededUntil: row.needed_until,
    verifiedAt: row.verified_at ? iso(row.verified_at) : null,
    createdAt: iso(row.created_at),
    confirmedAt: iso(row.confirmed_at),
    distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    coveragePercent: Number(row.coverage_percent ?? 0),
    sample: row.sample,
  };
}

/** Whether a viewer may see a monetary offer's donation link: only on verified requests, or their own offer. */
export function toAidOffer(row: AidOfferViewRow, items: OfferItemRow[], viewerId: string | null): AidOffer {
  const linkVisible = row.request_status === 'published' || row.authorId === viewerId;
  return {
    id: row.id,
    requestId: row.requestId,
    requestTitle: row.request_title,
    author: { id: row.authorId, fullName: row.author_name },
    type: row.type,
    details: row.details,
    shift: row.shift,
    hoursPerDay: row.hoursPerDay,
    days: row.days as Weekday[],
    coverage: row.coverage,
    donationUrl: linkVisible ? row.donationUrl : null,
    status: row.status,
    items: items
      .filter((i) => i.offer_id === row.id)
      .map((i) => ({ itemId: i.item_id, name: i.name, unit: i.unit, quantity: Number(i.quantity) })),
    aidTypes: row.aidTypes as AidType[],
    placeName: row.placeName,
    radiusKm: row.radiusKm,
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAidDetail(
  summary: AidSummaryRow,
  row: AidRequestRow,
  extra: {
    authorName: string | null;
    items: AidItemCoverageRow[];
    offers: AidOffer[];
    offerCount: number;
    viewer: { isAuthor: boolean; canVerify: boolean };
  },
): AidRequestDetail {
  return {
    ...toAidSummary(summary),
    description: row.description,
    region: row.region,
    country: row.country,
    contactPreference: row.contactPreference as AidRequestDetail['contactPreference'],
    organisation: row.organisation,
    rejectionReason: row.rejectionReason,
    author: { id: row.authorId, fullName: extra.authorName },
    items: extra.items.map((i) => ({
      id: i.id,
      name: i.name,
      unit: i.unit,
      quantity: Number(i.quantity),
      covered: Number(i.covered),
      delivered: Number(i.delivered),
      offered: Number(i.offered),
      missing: missingQuantity(Number(i.quantity), Number(i.covered)),
    })),
    offers: extra.offers,
    offerCount: extra.offerCount,
    viewer: extra.viewer,
  };
}
