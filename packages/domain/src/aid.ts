import { z } from 'zod';
import { AID_TYPES, URGENCIES, type AidType, type Urgency } from './aid-kinds';
import { CATEGORY_IDS_BY_TYPE } from './category-taxonomy';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';

export const aidTypeSchema = z.enum(AID_TYPES);

export const urgencySchema = z.enum(URGENCIES);

export const OFFER_TYPES = ['on_my_way', 'can_provide', 'monetary_support', 'volunteer', 'other'] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof offerTypeSchema>;

export const SHIFTS = ['morning', 'afternoon', 'night', 'fulltime'] as const;
export const shiftSchema = z.enum(SHIFTS);
export type Shift = z.infer<typeof shiftSchema>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const CONTACT_PREFERENCES = ['chat', 'phone', 'email', 'whatsapp'] as const;
export const contactPreferenceSchema = z.enum(CONTACT_PREFERENCES);

export const HUMANITARIAN_CATEGORIES = CATEGORY_IDS_BY_TYPE.humanitarian;

/** A request not re-confirmed by its author for this long is stale (computed when read, decision 015). */
export const AID_STALE_DAYS = 7;
/** Reasons the schemas give, translated by the API (zod-reason) and the web form. */
export const NO_DAY_CHOSEN = 'no_day_chosen';
export const DONATION_LINK_REQUIRED = 'donation_link_required';

export const AID_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  itemsMax: 30,
  quantityMax: 1_000_000,
  peopleMax: 10_000_000,
  radiusKmMax: 20_000,
  offerDetailsMax: 2000,
  coverageMax: 200,
  /** How far a general offer reaches by default, and at most (km). */
  offerRadiusKmDefault: 25,
  offerRadiusKmMax: 500,
} as const;

const shortText = (max: number, multiline = false) => textSchema({ multiline }).trim().min(1, 'required').max(max);
const optionalText = (max: number, multiline = false) => textSchema({ multiline }).trim().max(max).optional();
const quantity = z.number().positive().max(AID_LIMITS.quantityMax);

export const aidItemInputSchema = z.object({
  name: shortText(120),
  quantity,
  unit: shortText(40),
});

export const aidRequestInputSchema = z.object({
  title: shortText(AID_LIMITS.titleMax),
  description: shortText(AID_LIMITS.descriptionMax, true),
  aidTypes: z.array(aidTypeSchema).min(1).max(AID_TYPES.length),
  category: z.enum(HUMANITARIAN_CATEGORIES).nullable().optional(),
  urgency: urgencySchema,
  placeName: shortText(200),
  /** First-level division (state, region) for the HXL #adm1 column. */
  region: optionalText(120),
  country: optionalText(120),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  peopleAffected: z.number().int().positive().max(AID_LIMITS.peopleMax),
  items: z.array(aidItemInputSchema).max(AID_LIMITS.itemsMax),
  contactPreference: contactPreferenceSchema,
  organisation: optionalText(160),
  /** YYYY-MM-DD. */
  neededUntil: calendarDateSchema,
});
export type AidRequestInput = z.infer<typeof aidRequestInputSchema>;

export const offerItemInputSchema = z.object({ itemId: z.string().uuid(), quantity });

/** The offer-of-help form; a volunteer chooses a shift and at least one day ('Selecciona al menos un día'). */
export const aidOfferInputSchema = z
  .object({
    requestId: z.string().uuid().nullable().optional(),
    type: offerTypeSchema,
    details: optionalText(AID_LIMITS.offerDetailsMax, true),
    shift: shiftSchema.nullable().optional(),
    hoursPerDay: z.number().int().min(1).max(24).nullable().optional(),
    days: z.array(weekdaySchema).max(7).optional(),
    coverage: optionalText(AID_LIMITS.coverageMax),
    /** The offering organisation's own donation page; Vira never collects money. */
    donationUrl: textSchema()
      .max(500)
      .pipe(z.url({ protocol: /^https?$/ }))
      .nullable()
      .optional(),
    items: z.array(offerItemInputSchema).max(AID_LIMITS.itemsMax).optional(),
    /**
     * A general offer (no request) says what it helps with and where, so Vira can match it to requests nearby;
     * the service refuses a general offer without them. Ignored on an offer about a request.
     */
    aidTypes: z.array(aidTypeSchema).max(AID_TYPES.length).optional(),
    placeName: optionalText(200),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
    radiusKm: z.number().int().min(1).max(AID_LIMITS.offerRadiusKmMax).nullable().optional(),
  })
  .superRefine((offer, ctx) => {
    if (offer.type === 'volunteer') {
      if (!offer.shift) ctx.addIssue({ code: 'custom', path: ['shift'], message: 'required' });
      if (!offer.days || offer.days.length === 0)
        ctx.addIssue({ code: 'custom', path: ['days'], message: NO_DAY_CHOSEN });
    }
    if (offer.type === 'monetary_support' && !offer.donationUrl)
      ctx.addIssue({ code: 'custom', path: ['donationUrl'], message: DONATION_LINK_REQUIRED });
  });
export type AidOfferInput = z.infer<typeof aidOfferInputSchema>;

export const offerResponseSchema = z.object({ action: z.enum(['accept', 'thank', 'decline']) });
export const aidRejectSchema = z.object({ reason: shortText(500, true) });

/** Also the database column's values (apps/api db/schema): one list. */
export const AID_REQUEST_STATUSES = ['under_review', 'published', 'rejected'] as const;
export const aidRequestStatusSchema = z.enum(AID_REQUEST_STATUSES);
/** Also the database column's values (apps/api db/schema): one list. */
export const AID_OFFER_STATUSES = ['pending', 'accepted', 'thanked', 'declined', 'withdrawn'] as const;
export const aidOfferStatusSchema = z.enum(AID_OFFER_STATUSES);
export type AidOfferStatus = z.infer<typeof aidOfferStatusSchema>;
/**
 * Offers whose quantities count as covered: those the requester accepted (or thanked). A pending offer is a
 * proposal and covers nothing; only an offer whose delivery the requester confirmed counts as help given.
 */
export const COMMITTED_OFFER_STATUSES: readonly AidOfferStatus[] = ['accepted', 'thanked'];

const personSchema = z.object({ id: z.string(), fullName: z.string().nullable() });

export const aidItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  /** What accepted offers commit, at most the quantity asked for. */
  covered: z.number(),
  /** Of that, what the requester confirmed as delivered. */
  delivered: z.number(),
  /** What pending offers propose (not counted as covered until accepted). */
  offered: z.number(),
  missing: z.number(),
});
export type AidItem = z.infer<typeof aidItemSchema>;

export const aidRequestSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  aidTypes: z.array(aidTypeSchema),
  category: z.string().nullable(),
  urgency: urgencySchema,
  status: aidRequestStatusSchema,
  stale: z.boolean(),
  placeName: z.string(),
  lat: z.number(),
  lng: z.number(),
  peopleAffected: z.number().int(),
  neededUntil: z.string(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string(),
  distanceKm: z.number().nullable(),
  /** 0..100: the share of all requested quantities that offers cover. */
  coveragePercent: z.number(),
  sample: z.boolean(),
});
export type AidRequestSummary = z.infer<typeof aidRequestSummarySchema>;

export const aidOfferSchema = z.object({
  id: z.string(),
  requestId: z.string().nullable(),
  requestTitle: z.string().nullable(),
  author: personSchema,
  type: offerTypeSchema,
  details: z.string(),
  shift: shiftSchema.nullable(),
  hoursPerDay: z.number().int().nullable(),
  days: z.array(weekdaySchema),
  coverage: z.string(),
  /** Null unless the request is verified (or the viewer wrote the offer). */
  donationUrl: z.string().nullable(),
  status: aidOfferStatusSchema,
  items: z.array(z.object({ itemId: z.string(), name: z.string(), unit: z.string(), quantity: z.number() })),
  /** A general offer's aid types, place and reach (its exact position is never shown). */
  aidTypes: z.array(aidTypeSchema),
  placeName: z.string(),
  radiusKm: z.number().int().nullable(),
  /** When the requester confirmed the help arrived; null until then. */
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AidOffer = z.infer<typeof aidOfferSchema>;

export const aidRequestDetailSchema = aidRequestSummarySchema.extend({
  description: z.string(),
  region: z.string(),
  country: z.string(),
  contactPreference: contactPreferenceSchema,
  organisation: z.string(),
  rejectionReason: z.string().nullable(),
  author: personSchema,
  items: z.array(aidItemSchema),
  /** The author, admins and verifiers see every offer; anyone else only their own. */
  offers: z.array(aidOfferSchema),
  offerCount: z.number().int(),
  viewer: z.object({ isAuthor: z.boolean(), canVerify: z.boolean() }),
});
export type AidRequestDetail = z.infer<typeof aidRequestDetailSchema>;

export const aidListQuerySchema = z.object({
  aidType: aidTypeSchema.optional(),
  urgency: urgencySchema.optional(),
  verified: z.enum(['true', 'false']).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().positive().max(AID_LIMITS.radiusKmMax).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Kept for older clients; `cursor` is what pages deep lists without reading the rows before them. */
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  /** The previous page's `nextCursor`: the page after it (takes the place of `offset`). */
  cursor: textSchema().max(200).optional(),
});
export type AidListQuery = z.infer<typeof aidListQuerySchema>;

export const aidListSchema = z.object({
  items: z.array(aidRequestSummarySchema),
  total: z.number().int(),
  countsByType: z.record(z.string(), z.number().int()),
  /** Where the next page starts (pass it as `cursor`); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AidList = z.infer<typeof aidListSchema>;

export const aidMapQuerySchema = aidListQuerySchema.pick({ aidType: true, urgency: true, verified: true }).extend({
  south: z.coerce.number().min(-90).max(90),
  west: z.coerce.number().min(-180).max(180),
  north: z.coerce.number().min(-90).max(90),
  east: z.coerce.number().min(-180).max(180),
});
export const AID_MAP_MAX_POINTS = 500;
export const aidMapSchema = z.object({
  points: z.array(
    z.object({ id: z.string(), lat: z.number(), lng: z.number(), urgency: urgencySchema, title: z.string() }),
  ),
  truncated: z.boolean(),
});
export type AidMap = z.infer<typeof aidMapSchema>;

export const aidMineSchema = z.object({
  requests: z.array(aidRequestSummarySchema),
  offers: z.array(aidOfferSchema),
});
export type AidMine = z.infer<typeof aidMineSchema>;

export const aidAccessSchema = z.object({ canVerify: z.boolean(), isVerifier: z.boolean() });
export type AidAccess = z.infer<typeof aidAccessSchema>;

export const aidVerifierSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  grantedAt: z.string(),
});
export const aidVerifierListSchema = z.object({ items: z.array(aidVerifierSchema) });
export const grantVerifierSchema = z.object({ email: z.email('invalid_email') });

export const aidExportQuerySchema = z.object({ kind: z.enum(['requests', 'offers']) });

/** HXL 1.1 sector (cluster) for each aid type: what humanitarian organisations file the need under. */
export const AID_TYPE_SECTOR: Record<AidType, string> = {
  food: 'Food Security',
  water: 'WASH',
  medical: 'Health',
  shelter: 'Shelter',
  clothing: 'Shelter',
  transport: 'Logistics',
  private_transport_aid: 'Logistics',
  k9_rescue_aid: 'Protection',
  funeral_transport: 'Logistics',
  pet_food: 'Food Security',
  other: 'Multi-sector',
};

/** Urgency rank for sorting: critical first. */
export function urgencyRank(urgency: Urgency): number {
  return URGENCIES.indexOf(urgency);
}

/** What is still missing of an item once the committed quantities are counted (never below zero). */
export function missingQuantity(requested: number, covered: number): number {
  return Math.max(0, Math.round((requested - covered) * 100) / 100);
}

/** GET /api/aid/offers/{id}/nearby-requests: open requests a general offer could help, most urgent first. */
export const aidNearbyRequestsSchema = z.object({ items: z.array(aidRequestSummarySchema) });
/** GET /api/aid/requests/{id}/nearby-offers: open general offers whose reach includes the request, nearest first. */
export const aidNearbyOffersSchema = z.object({
  items: z.array(aidOfferSchema.extend({ distanceKm: z.number() })),
});
export type AidNearbyOffer = z.infer<typeof aidNearbyOffersSchema>['items'][number];

/** GET /api/aid/review/queue: requests waiting for a verifier. */
export const aidReviewQueueSchema = z.object({ items: z.array(aidRequestSummarySchema) });
