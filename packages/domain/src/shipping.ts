import { isValidS10, S10_PATTERN } from './upu-s10';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';
import { countryCodeSchema } from './countries';

/** Incoterms® 2020: the eleven rules, the first seven for any mode of transport, the last four by sea. */
export const INCOTERMS = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  FAS: 'Free Alongside Ship',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
} as const;
export type Incoterm = keyof typeof INCOTERMS;
export const INCOTERM_CODES = Object.keys(INCOTERMS) as [Incoterm, ...Incoterm[]];

/** Messages of refusals the server words itself (the field gets its own sentence, in the person's language). */
export const SHIPPING_ISSUES = {
  unknownIncoterm: 'unknown_incoterm',
  unknownCountry: 'unknown_country',
  badHsCode: 'bad_hs_code',
  returnNeedsReturnedGoods: 'return_needs_returned_goods',
  cn22TooHeavy: 'cn22_too_heavy',
  lighterThanItems: 'lighter_than_items',
  hsNotSpecified: 'hs_not_specified',
  s10CheckDigit: 's10_check_digit',
} as const;

export const incotermSchema = z.enum(INCOTERM_CODES, { error: SHIPPING_ISSUES.unknownIncoterm });

/** The delivery statuses shoppers know from parcel trackers, in the order a parcel usually meets them. */
export const DELIVERY_STATUSES = [
  'pending',
  'info_received',
  'in_transit',
  'out_for_delivery',
  'attempt_failed',
  'available_for_pickup',
  'delivered',
  'exception',
  'expired',
] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/**
 * UPU EMSEVT event codes accepted on ingest, each with the status it means. Only the EMA–EMK series of the
 * international mail item life cycle, whose meanings are certain; a carrier with other codes sends a status.
 */
export const UPU_EVENT_CODES = {
  EMA: 'in_transit', // posting / collection
  EMB: 'in_transit', // arrival at outward office of exchange
  EMC: 'in_transit', // departure from outward office of exchange
  EMD: 'in_transit', // arrival at inward office of exchange
  EME: 'in_transit', // held by customs: customs work is part of the journey, not a failure
  EMF: 'in_transit', // departure from inward office of exchange
  EMG: 'in_transit', // arrival at delivery office
  EMH: 'attempt_failed', // attempted / unsuccessful delivery
  EMI: 'delivered', // final delivery
  EMJ: 'in_transit', // arrival at transit office of exchange
  EMK: 'in_transit', // departure from transit office of exchange
} as const satisfies Record<string, DeliveryStatus>;
export type UpuEventCode = keyof typeof UPU_EVENT_CODES;
export const upuEventCodeSchema = z.enum(Object.keys(UPU_EVENT_CODES) as [UpuEventCode, ...UpuEventCode[]]);

/** Statuses after which a parcel expects no more journey (its notice says so). */
export const FINAL_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['delivered', 'expired'];

/**
 * HS codes: the 6-digit international subheading, optionally followed by 2 or 4 national digits (a tariff line
 * such as Mexico's 8-digit TIGIE fraction plus its 2-digit NICO). Dots and spaces people type are dropped.
 */
export const HS_CODE_PATTERN = /^\d{6}(\d{2}|\d{4})?$/;
export const HS_NOT_SPECIFIED = '999999';
export const hsCodeSchema = textSchema()
  .transform((s) => s.replace(/[\s.]/g, ''))
  .refine((s) => HS_CODE_PATTERN.test(s), { message: SHIPPING_ISSUES.badHsCode })
  // UN Comtrade's "commodities not specified according to kind": a statistics bucket, not a WCO subheading.
  .refine((s) => !s.startsWith(HS_NOT_SPECIFIED), { message: SHIPPING_ISSUES.hsNotSpecified });

export const hsCodeEntrySchema = z.object({ code: z.string(), description: z.string() });
export const hsCodeListSchema = z.object({ codes: z.array(hsCodeEntrySchema) });
export type HsCodeEntry = z.infer<typeof hsCodeEntrySchema>;

export const CUSTOMS_CATEGORIES = [
  'gift',
  'documents',
  'commercial_sample',
  'returned_goods',
  'sale_of_goods',
  'other',
] as const;
export const customsCategorySchema = z.enum(CUSTOMS_CATEGORIES);
export type CustomsCategory = z.infer<typeof customsCategorySchema>;

/** A CN22 goes on small packets up to 2 kg; heavier parcels carry a CN23. */
export const CN22_MAX_GRAMS = 2000;

export const customsItemSchema = z.object({
  description: textSchema().trim().min(2).max(120),
  quantity: z.number().int().min(1).max(9999),
  netWeightGrams: z.number().int().min(1).max(1_000_000),
  /** In the booking's currency, minor units. */
  valueMinor: z.number().int().min(0).max(1_000_000_000),
  hsCode: hsCodeSchema,
  originCountry: countryCodeSchema,
});
export type CustomsItem = z.output<typeof customsItemSchema>;

/** A sender's or addressee's name and address as the CN22/CN23 asks for them. */
export const customsPartySchema = z.object({
  name: textSchema().trim().min(2).max(120),
  business: textSchema().trim().max(120).optional(),
  street: textSchema().trim().min(2).max(200),
  postalCode: textSchema().trim().max(20).optional(),
  city: textSchema().trim().min(1).max(120),
  country: countryCodeSchema,
});
export type CustomsParty = z.output<typeof customsPartySchema>;

const paperNumber = () => textSchema().trim().max(120).optional();

/**
 * What the UPU form asks for besides the contents (CN23 boxes, CN22's subset): the parties, the importer's reference
 * and contact, postal charges, licence / certificate / invoice numbers, comments and what "other" means. Optional,
 * so declarations made before these fields exist still print (with the boxes left to fill by hand).
 */
export const customsPapersSchema = z.object({
  sender: customsPartySchema.optional(),
  addressee: customsPartySchema.optional(),
  /** The sender's customs reference, if any. */
  senderReference: paperNumber(),
  /** Importer's reference (tax code, VAT number, importer code). */
  importerReference: paperNumber(),
  importerContact: paperNumber(),
  /** Postal charges / fees, in the booking's currency, minor units. */
  postalChargesMinor: z.number().int().min(0).max(100_000_000).optional(),
  licenceNumbers: paperNumber(),
  certificateNumbers: paperNumber(),
  invoiceNumber: paperNumber(),
  comments: textSchema({ multiline: true }).trim().max(500).optional(),
  /** What the goods are when the category is "other". */
  otherExplanation: paperNumber(),
  officeOfOrigin: paperNumber(),
});

/** The same papers as a shipment's detail shows them (countries as stored, plain strings). */
const partyViewSchema = z.object({
  name: z.string(),
  business: z.string().optional(),
  street: z.string(),
  postalCode: z.string().optional(),
  city: z.string(),
  country: z.string(),
});
export const customsPapersViewSchema = customsPapersSchema.extend({
  sender: partyViewSchema.optional(),
  addressee: partyViewSchema.optional(),
});

export const customsDeclarationSchema = customsPapersSchema.extend({
  form: z.enum(['CN22', 'CN23']),
  category: customsCategorySchema,
  items: z.array(customsItemSchema).min(1).max(20),
});
export type CustomsDeclaration = z.output<typeof customsDeclarationSchema>;

export const SHIPMENT_LEGS = ['outbound', 'return'] as const;
export const shipmentLegSchema = z.enum(SHIPMENT_LEGS);
export type ShipmentLeg = z.infer<typeof shipmentLegSchema>;

/** Why a tracking code was refused: what a tracking code is, not how long `#$%` was. */
export const TRACKING_CODE_REASON = 'tracking_code_format';

/** Carriers print codes of letters and digits (UPU S10: 2 letters, 9 digits, 2 letters); dashes are dropped. */
export const trackingCodeSchema = textSchema()
  .max(80, TRACKING_CODE_REASON)
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,40}$/, TRACKING_CODE_REASON));

const shipmentFieldsSchema = z.object({
  carrier: textSchema().trim().min(2).max(60),
  trackingCode: trackingCodeSchema,
  originCountry: countryCodeSchema,
  destinationCountry: countryCodeSchema,
  incoterm: incotermSchema,
  /** Gross weight of the parcel. */
  weightGrams: z.number().int().min(1).max(1_000_000),
  /** When the goods must be back with the owner. */
  returnDueOn: calendarDateSchema.nullable().default(null),
  declaration: customsDeclarationSchema,
});

/** Rules across fields; `leg` comes from the body on creation and from the stored shipment on edit. */
export function checkShipment(
  value: z.output<typeof shipmentFieldsSchema>,
  leg: ShipmentLeg,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void },
) {
  const { declaration } = value;
  if (leg === 'return' && declaration.category !== 'returned_goods')
    ctx.addIssue({
      code: 'custom',
      message: SHIPPING_ISSUES.returnNeedsReturnedGoods,
      path: ['declaration', 'category'],
    });
  if (declaration.form === 'CN22' && value.weightGrams > CN22_MAX_GRAMS)
    ctx.addIssue({ code: 'custom', message: SHIPPING_ISSUES.cn22TooHeavy, path: ['declaration', 'form'] });
  const net = declaration.items.reduce((sum, i) => sum + i.netWeightGrams * i.quantity, 0);
  if (net > value.weightGrams)
    ctx.addIssue({ code: 'custom', message: SHIPPING_ISSUES.lighterThanItems, path: ['weightGrams'] });
  // A postal item's S10 number is checked by its check digit: a mistyped one would track someone else's parcel.
  if (S10_PATTERN.test(value.trackingCode) && !isValidS10(value.trackingCode))
    ctx.addIssue({ code: 'custom', message: SHIPPING_ISSUES.s10CheckDigit, path: ['trackingCode'] });
}

export const shipmentInputSchema = shipmentFieldsSchema
  .extend({ bookingId: z.uuid(), leg: shipmentLegSchema })
  .superRefine((v, ctx) => checkShipment(v, v.leg, ctx));
export type ShipmentInput = z.input<typeof shipmentInputSchema>;
export type ShipmentData = z.output<typeof shipmentInputSchema>;

export const shipmentUpdateSchema = (leg: ShipmentLeg) =>
  shipmentFieldsSchema.superRefine((v, ctx) => checkShipment(v, leg, ctx));
/** The edit body as the OpenAPI contract states it (the leg's rules apply in the service). */
export const shipmentUpdateBodySchema = shipmentFieldsSchema;
export type ShipmentUpdate = z.input<typeof shipmentFieldsSchema>;

export const trackingEventSchema = z.object({
  status: deliveryStatusSchema,
  upuCode: upuEventCodeSchema.nullable(),
  occurredAt: z.string(),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** What anyone with the tracking code sees: no names, no addresses, no values. */
export const publicShippingSchema = z.object({
  trackingCode: z.string(),
  carrier: z.string(),
  leg: shipmentLegSchema,
  status: deliveryStatusSchema,
  /** Sample data shipped with the product, shown as such. */
  sample: z.boolean(),
  originCountry: z.string(),
  destinationCountry: z.string(),
  events: z.array(trackingEventSchema),
});
export type PublicShipping = z.infer<typeof publicShippingSchema>;

/** What its owner, its renter and admins see. */
export const shippingDetailSchema = publicShippingSchema.extend({
  id: z.uuid(),
  bookingId: z.uuid(),
  orderId: z.uuid(),
  listingTitle: z.string(),
  role: z.enum(['owner', 'renter', 'admin']),
  incoterm: incotermSchema,
  weightGrams: z.number().int(),
  declaredValueMinor: z.number().int(),
  currency: z.string(),
  returnDueOn: z.string().nullable(),
  /** Rented goods cross twice: the outbound leg is a temporary import, the return leg re-enters as returned goods. */
  temporaryImport: z.boolean(),
  declaration: customsPapersViewSchema.extend({
    form: z.enum(['CN22', 'CN23']),
    category: customsCategorySchema,
    items: z.array(
      z.object({
        description: z.string(),
        quantity: z.number().int(),
        netWeightGrams: z.number().int(),
        valueMinor: z.number().int(),
        hsCode: z.string(),
        originCountry: z.string(),
      }),
    ),
  }),
  createdAt: z.string(),
});
export type ShippingDetail = z.infer<typeof shippingDetailSchema>;
export const shippingListSchema = z.object({ shipments: z.array(shippingDetailSchema) });

/** A booking of a paid order the owner may ship, with the legs it already has. */
export const shippableBookingSchema = z.object({
  bookingId: z.uuid(),
  orderId: z.uuid(),
  listingTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  legs: z.array(shipmentLegSchema),
});
export type ShippableBooking = z.infer<typeof shippableBookingSchema>;
export const shippableBookingListSchema = z.object({ bookings: z.array(shippableBookingSchema) });

/** One carrier event: by UPU code or by status (at least one), with its time and where it happened. */
export const carrierEventSchema = z
  .object({
    eventId: textSchema().trim().min(1).max(100),
    trackingCode: trackingCodeSchema,
    upuCode: upuEventCodeSchema.optional(),
    status: deliveryStatusSchema.optional(),
    occurredAt: z.iso.datetime({ offset: true }),
    location: textSchema().trim().max(120).optional(),
    countryCode: countryCodeSchema.optional(),
  })
  .refine((e) => e.upuCode !== undefined || e.status !== undefined, { message: 'status_or_upu_code' });
export type CarrierEvent = z.output<typeof carrierEventSchema>;
export const carrierWebhookSchema = z.object({ events: z.array(carrierEventSchema).min(1).max(100) });

/** The status an event means: its own when the carrier gave one, else its UPU code's. */
export function eventStatus(event: { upuCode?: UpuEventCode | null; status?: DeliveryStatus | null }): DeliveryStatus {
  return event.status ?? UPU_EVENT_CODES[event.upuCode!];
}

export const webhookResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  unknownTrackingCodes: z.array(z.string()),
});
