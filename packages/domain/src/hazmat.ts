import { z } from 'zod';
import { textSchema } from './text';
import type { CATEGORY_IDS_BY_TYPE } from './category-taxonomy';

type HazardousCategory = (typeof CATEGORY_IDS_BY_TYPE)['hazardous'][number];

/** One entry of the UN Model Regulations' dangerous goods list, as NOM-002-SCT-SEMAR-ARTF/2023 adopts it. */
export interface UnMaterial {
  un: string;
  /** Proper shipping name in Spanish (NOM-002) and English (UN Model Regulations). */
  nameEs: string;
  nameEn: string;
  /** Class or division, e.g. '3', '2.1', '6.1'. */
  hazardClass: string;
  subsidiaryRisk: string[];
  /** I, II or III; gases have none. */
  packingGroup: 'I' | 'II' | 'III' | null;
  /** Emergency Response Guidebook guide number. */
  ergGuide: number;
  categories: HazardousCategory[];
}

/** The materials of the 13 hazardous categories of the taxonomy (and a few common chemicals). */
export const UN_MATERIALS: readonly UnMaterial[] = [
  {
    un: '1267',
    nameEs: 'Petróleo crudo',
    nameEn: 'Petroleum crude oil',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'I',
    ergGuide: 128,
    categories: ['petroleum', 'crude_oil'],
  },
  {
    un: '1268',
    nameEs: 'Destilados de petróleo, n.e.p.',
    nameEn: 'Petroleum distillates, n.o.s.',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 128,
    categories: ['petroleum'],
  },
  {
    un: '1203',
    nameEs: 'Gasolina',
    nameEn: 'Gasoline',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 128,
    categories: ['gasoline'],
  },
  {
    un: '1202',
    nameEs: 'Combustible diésel o aceite de calefacción ligero',
    nameEn: 'Diesel fuel or heating oil, light',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'III',
    ergGuide: 128,
    categories: ['diesel', 'heating_oil'],
  },
  {
    un: '1223',
    nameEs: 'Queroseno',
    nameEn: 'Kerosene',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'III',
    ergGuide: 128,
    categories: ['heating_oil'],
  },
  {
    un: '1971',
    nameEs: 'Gas natural comprimido',
    nameEn: 'Natural gas, compressed',
    hazardClass: '2.1',
    subsidiaryRisk: [],
    packingGroup: null,
    ergGuide: 115,
    categories: ['natural_gas'],
  },
  {
    un: '1972',
    nameEs: 'Gas natural líquido refrigerado',
    nameEn: 'Natural gas, refrigerated liquid',
    hazardClass: '2.1',
    subsidiaryRisk: [],
    packingGroup: null,
    ergGuide: 115,
    categories: ['natural_gas'],
  },
  {
    un: '1075',
    nameEs: 'Gases de petróleo licuados',
    nameEn: 'Petroleum gases, liquefied',
    hazardClass: '2.1',
    subsidiaryRisk: [],
    packingGroup: null,
    ergGuide: 115,
    categories: ['natural_gas', 'petroleum'],
  },
  {
    un: '1863',
    nameEs: 'Combustible para motores de turbina de aviación',
    nameEn: 'Fuel, aviation, turbine engine',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 128,
    categories: ['aviation_fuel'],
  },
  {
    un: '3082',
    nameEs: 'Sustancia peligrosa para el medio ambiente, líquida, n.e.p. (aceite lubricante usado)',
    nameEn: 'Environmentally hazardous substance, liquid, n.o.s. (used lubricating oil)',
    hazardClass: '9',
    subsidiaryRisk: [],
    packingGroup: 'III',
    ergGuide: 171,
    categories: ['lubricating_oil', 'other_hazardous'],
  },
  {
    un: '3077',
    nameEs: 'Sustancia peligrosa para el medio ambiente, sólida, n.e.p.',
    nameEn: 'Environmentally hazardous substance, solid, n.o.s.',
    hazardClass: '9',
    subsidiaryRisk: [],
    packingGroup: 'III',
    ergGuide: 171,
    categories: ['other_hazardous'],
  },
  {
    un: '1090',
    nameEs: 'Acetona',
    nameEn: 'Acetone',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 127,
    categories: ['chemical_liquid', 'flammable_liquid'],
  },
  {
    un: '1230',
    nameEs: 'Metanol',
    nameEn: 'Methanol',
    hazardClass: '3',
    subsidiaryRisk: ['6.1'],
    packingGroup: 'II',
    ergGuide: 131,
    categories: ['chemical_liquid', 'toxic_liquid', 'flammable_liquid'],
  },
  {
    un: '1170',
    nameEs: 'Etanol',
    nameEn: 'Ethanol',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 127,
    categories: ['flammable_liquid'],
  },
  {
    un: '1294',
    nameEs: 'Tolueno',
    nameEn: 'Toluene',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 130,
    categories: ['chemical_liquid', 'flammable_liquid'],
  },
  {
    un: '1993',
    nameEs: 'Líquido inflamable, n.e.p.',
    nameEn: 'Flammable liquid, n.o.s.',
    hazardClass: '3',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 128,
    categories: ['flammable_liquid'],
  },
  {
    un: '2810',
    nameEs: 'Líquido tóxico, orgánico, n.e.p.',
    nameEn: 'Toxic liquid, organic, n.o.s.',
    hazardClass: '6.1',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 153,
    categories: ['toxic_liquid', 'chemical_liquid'],
  },
  {
    un: '1005',
    nameEs: 'Amoníaco anhidro',
    nameEn: 'Ammonia, anhydrous',
    hazardClass: '2.3',
    subsidiaryRisk: ['8'],
    packingGroup: null,
    ergGuide: 125,
    categories: ['toxic_liquid', 'chemical_liquid'],
  },
  {
    un: '1017',
    nameEs: 'Cloro',
    nameEn: 'Chlorine',
    hazardClass: '2.3',
    subsidiaryRisk: ['5.1', '8'],
    packingGroup: null,
    ergGuide: 124,
    categories: ['toxic_liquid', 'chemical_liquid'],
  },
  {
    un: '1789',
    nameEs: 'Ácido clorhídrico',
    nameEn: 'Hydrochloric acid',
    hazardClass: '8',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 157,
    categories: ['corrosive_liquid', 'chemical_liquid'],
  },
  {
    un: '1830',
    nameEs: 'Ácido sulfúrico',
    nameEn: 'Sulphuric acid',
    hazardClass: '8',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 137,
    categories: ['corrosive_liquid', 'chemical_liquid'],
  },
  {
    un: '1824',
    nameEs: 'Hidróxido sódico en solución',
    nameEn: 'Sodium hydroxide solution',
    hazardClass: '8',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 154,
    categories: ['corrosive_liquid', 'chemical_liquid'],
  },
  {
    un: '1760',
    nameEs: 'Líquido corrosivo, n.e.p.',
    nameEn: 'Corrosive liquid, n.o.s.',
    hazardClass: '8',
    subsidiaryRisk: [],
    packingGroup: 'II',
    ergGuide: 154,
    categories: ['corrosive_liquid'],
  },
  {
    un: '2031',
    nameEs: 'Ácido nítrico',
    nameEn: 'Nitric acid',
    hazardClass: '8',
    subsidiaryRisk: ['5.1'],
    packingGroup: 'I',
    ergGuide: 157,
    categories: ['corrosive_liquid'],
  },
];

export function findUnMaterial(un: string): UnMaterial | undefined {
  const digits = un.replace(/^UN\s*/i, '').trim();
  return UN_MATERIALS.find((m) => m.un === digits);
}

/**
 * ERG 2024 initial isolation for a spill or leak (metres in all directions) and the evacuation distance when a
 * tank truck is on fire, per guide.
 */
export const ERG_GUIDES: Record<number, { isolateM: number; fireEvacuateM: number }> = {
  115: { isolateM: 100, fireEvacuateM: 1600 },
  124: { isolateM: 100, fireEvacuateM: 1600 },
  125: { isolateM: 100, fireEvacuateM: 1600 },
  127: { isolateM: 50, fireEvacuateM: 800 },
  128: { isolateM: 50, fireEvacuateM: 800 },
  130: { isolateM: 50, fireEvacuateM: 800 },
  131: { isolateM: 50, fireEvacuateM: 800 },
  137: { isolateM: 50, fireEvacuateM: 800 },
  153: { isolateM: 50, fireEvacuateM: 800 },
  154: { isolateM: 50, fireEvacuateM: 800 },
  157: { isolateM: 50, fireEvacuateM: 800 },
  171: { isolateM: 25, fireEvacuateM: 800 },
};

export const SHIPMENT_STATUSES = ['planned', 'loading', 'in_transit', 'delivered', 'closed'] as const;
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** Each status may only move to the next one. */
export function nextShipmentStatus(status: ShipmentStatus): ShipmentStatus | null {
  const i = SHIPMENT_STATUSES.indexOf(status);
  return SHIPMENT_STATUSES[i + 1] ?? null;
}

export const HAZMAT_EVENT_KINDS = ['route_deviation', 'over_speed', 'long_stop', 'checkpoint_reached'] as const;
export type HazmatEventKind = (typeof HAZMAT_EVENT_KINDS)[number];

export const UNKNOWN_UN_NUMBER = 'unknown_un_number';

const latSchema = z.number().min(-90).max(90);
const lngSchema = z.number().min(-180).max(180);
const pointSchema = z.object({ lat: latSchema, lng: lngSchema });
const text = (max: number) => textSchema().trim().min(1, 'required').max(max);

export const shipmentInputSchema = z.object({
  unNumber: textSchema()
    .trim()
    .refine((v) => findUnMaterial(v) !== undefined, UNKNOWN_UN_NUMBER),
  quantity: z.number().positive().max(1e7),
  unit: z.enum(['L', 'kg', 'm3', 't']),
  shipper: text(200),
  consignee: text(200),
  carrierName: text(200),
  /** SICT federal permit for dangerous goods. */
  permit: text(60),
  vehiclePlate: text(20),
  driverName: text(120),
  route: z.array(pointSchema).min(2).max(2000),
  checkpoints: z
    .array(pointSchema.extend({ name: text(120) }))
    .min(1)
    .max(50),
  /** Planned departure, ISO. */
  departureAt: z.iso.datetime({ offset: true }),
  corridorMeters: z.number().int().min(100).max(50_000).default(2000),
  maxSpeedKmh: z.number().int().min(10).max(150).default(80),
});
export type ShipmentInput = z.input<typeof shipmentInputSchema>;
/** A shipment as validated (defaults filled in). */
export type ShipmentData = z.output<typeof shipmentInputSchema>;

const materialSchema = z.object({
  un: z.string(),
  nameEs: z.string(),
  nameEn: z.string(),
  hazardClass: z.string(),
  subsidiaryRisk: z.array(z.string()),
  packingGroup: z.enum(['I', 'II', 'III']).nullable(),
  ergGuide: z.number().int(),
});

export const hazmatEventSchema = z.object({
  id: z.string(),
  kind: z.enum(HAZMAT_EVENT_KINDS),
  open: z.boolean(),
  at: z.string(),
  closedAt: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Checkpoint name, speed (km/h), distance off the route (m) or minutes stopped, depending on the kind. */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type HazmatEvent = z.infer<typeof hazmatEventSchema>;

export const shipmentPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  speedKmh: z.number().nullable(),
  bearing: z.number().nullable(),
  at: z.string(),
});
export type ShipmentPosition = z.infer<typeof shipmentPositionSchema>;

/**
 * What anyone with the tracking code sees: no device token, no carrier account, and nobody's identity — the
 * driver's name and the vehicle's plates would let a stranger find a truck full of fuel on the road.
 */
export const publicShipmentSchema = z.object({
  trackingCode: z.string(),
  material: materialSchema,
  quantity: z.number(),
  unit: z.string(),
  shipper: z.string(),
  consignee: z.string(),
  carrierName: z.string(),
  permit: z.string(),
  status: shipmentStatusSchema,
  route: z.array(pointSchema),
  checkpoints: z.array(pointSchema.extend({ name: z.string(), reachedAt: z.string().nullable() })),
  departureAt: z.string(),
  corridorMeters: z.number(),
  maxSpeedKmh: z.number(),
  position: shipmentPositionSchema.nullable(),
  /** Estimated arrival at the last checkpoint from the remaining route length and recent speed; null when unknown. */
  eta: z.string().nullable(),
  events: z.array(hazmatEventSchema),
  sample: z.boolean(),
});
export type PublicShipment = z.infer<typeof publicShipmentSchema>;

/** The carrier's own view adds the device id (the token is shown once, at creation), the plates and the driver. */
export const carrierShipmentSchema = publicShipmentSchema.extend({
  id: z.string(),
  deviceId: z.string(),
  vehiclePlate: z.string(),
  driverName: z.string(),
});
export type CarrierShipment = z.infer<typeof carrierShipmentSchema>;
export const createdShipmentSchema = carrierShipmentSchema.extend({ deviceToken: z.string() });
export const carrierShipmentListSchema = z.object({ shipments: z.array(carrierShipmentSchema) });

/**
 * One OsmAnd-protocol position, as Traccar Client and many trackers send it (query string or form body). `speed`
 * is in knots (Traccar Client's unit); `timestamp` is Unix seconds or milliseconds, or ISO 8601.
 */
export const osmandPositionSchema = z.object({
  id: textSchema().trim().min(1).max(100),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  timestamp: textSchema().trim().min(1).max(40).optional(),
  speed: z.coerce.number().min(0).max(1000).optional(),
  bearing: z.coerce.number().min(0).max(360).optional(),
  altitude: z.coerce.number().min(-1000).max(100_000).optional(),
  accuracy: z.coerce.number().min(0).max(100_000).optional(),
  batt: z.coerce.number().min(0).max(100).optional(),
});
export type OsmandPosition = z.infer<typeof osmandPositionSchema>;

export const KNOTS_TO_KMH = 1.852;

const EARTH_M = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

/** Metres between two points (haversine). */
export function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point's distance to the route and how far along the route its nearest point lies (both in metres). Each
 * segment is flattened around the point (equirectangular): exact enough for a corridor of hundreds of metres.
 */
export function locateOnRoute(
  point: { lat: number; lng: number },
  route: readonly { lat: number; lng: number }[],
): { offRouteM: number; alongM: number; totalM: number } {
  const k = Math.cos(rad(point.lat));
  const xy = (p: { lat: number; lng: number }) => ({
    x: rad(p.lng - point.lng) * k * EARTH_M,
    y: rad(p.lat - point.lat) * EARTH_M,
  });
  let best = { offRouteM: Infinity, alongM: 0 };
  let walked = 0;
  for (let i = 0; i + 1 < route.length; i++) {
    const a = xy(route[i]!);
    const b = xy(route[i + 1]!);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / len2));
    const px = a.x + t * dx;
    const py = a.y + t * dy;
    const d = Math.hypot(px, py);
    const segment = metersBetween(route[i]!, route[i + 1]!);
    if (d < best.offRouteM) best = { offRouteM: d, alongM: walked + t * segment };
    walked += segment;
  }
  return { ...best, totalM: walked };
}

export const shipmentStatusInputSchema = z.object({ status: shipmentStatusSchema });
