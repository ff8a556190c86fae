import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  findUnMaterial,
  KNOTS_TO_KMH,
  locateOnRoute,
  metersBetween,
  nextShipmentStatus,
  osmandPositionSchema,
  UNKNOWN_UN_NUMBER,
  type ShipmentData,
  type CarrierShipment,
  type HazmatEventKind,
  type PublicShipment,
  type ShipmentStatus,
} from '@vira/domain/hazmat';
import type { Locale } from '@vira/domain/locales';
import type { ZodError } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { validationError } from '../../http/error-response';
import { commonMessages } from '../../i18n/common-messages';
import { notify } from '../notifications';
import { enforceRateLimits } from '../rate-limit';
import { toCarrierShipment, toPublicShipment } from './hazmat.mapper';
import { hazmatMessages } from './hazmat.messages';
import * as repo from './hazmat.repository';
import { segmentDeviation } from './segment-deviation';
import type { HazmatEventRow, ShipmentRow } from './hazmat.repository';

/** A device clock a little ahead of ours is normal; more is a wrong clock. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const CHECKPOINT_RADIUS_M = 500;
const STOPPED_KMH = 3;
const LONG_STOP_MINUTES = 20;

/** The live bus key of a shipment's public page (no person id has this shape). */
export const shipmentLiveKey = (code: string) => `hazmat:${code}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const code = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;

/**
 * The public page answers to its code alone, so the code is the secret: 80 random bits (20 hex digits after
 * `HZ`). Codes issued before (8 hex digits) keep working — they are printed on shipping papers already — and the
 * per-address lookup limit below makes walking that smaller space hopeless too.
 */
const TRACKING_CODE_BYTES = 10;
/** Lookups of the public page per client address: a person following a shipment needs a handful. */
export const PUBLIC_LOOKUP_LIMIT = { limit: 60, windowSeconds: 10 * 60 } as const;

/** A refused shipment body as a 400: an unknown UN number has its own code and sentence. */
export function shipmentInputError(error: ZodError, locale: Locale): AppError {
  if (error.issues.some((i) => i.message === UNKNOWN_UN_NUMBER))
    return new AppError(400, 'unknown_un_number', hazmatMessages.unknownUnNumber, {}, { unNumber: UNKNOWN_UN_NUMBER });
  return validationError(error, locale);
}

export async function createShipment(deps: AppDeps, user: SessionUser, input: ShipmentData) {
  const deviceToken = randomBytes(24).toString('base64url');
  const row = await repo.insertShipment(deps.database.db, {
    ...input,
    unNumber: findUnMaterial(input.unNumber)!.un,
    trackingCode: code('HZ', TRACKING_CODE_BYTES),
    carrierId: user.id,
    checkpoints: input.checkpoints.map((c) => ({ ...c, reachedAt: null })),
    departureAt: new Date(input.departureAt),
    deviceId: code('vira-', 6).toLowerCase(),
    deviceTokenHash: hashToken(deviceToken),
  });
  return { ...toCarrierShipment(row, []), deviceToken };
}

export async function myShipments(db: AppDb, user: SessionUser): Promise<{ shipments: CarrierShipment[] }> {
  const rows = await repo.shipmentsOf(db, user.id);
  return { shipments: await Promise.all(rows.map(async (r) => toCarrierShipment(r, await repo.eventsOf(db, r.id)))) };
}

export async function publicShipment(
  db: AppDb,
  trackingCode: string,
  request: { clientIp: string; now: Date },
): Promise<PublicShipment> {
  await enforceRateLimits(db, [{ key: `hazmat-lookup:ip:${request.clientIp}`, ...PUBLIC_LOOKUP_LIMIT }], request.now);
  const row = await repo.findByCode(db, trackingCode.toUpperCase());
  if (!row) throw new AppError(404, 'not_found', commonMessages.notFound);
  return toPublicShipment(row, await repo.eventsOf(db, row.id));
}

/** Only the carrier moves its shipment, one step at a time; anyone else gets the same 404 as a missing one. */
export async function advanceStatus(deps: AppDeps, user: SessionUser, trackingCode: string, to: ShipmentStatus) {
  const db = deps.database.db;
  const row = await repo.findByCode(db, trackingCode.toUpperCase());
  if (!row || row.carrierId !== user.id) throw new AppError(404, 'not_found', commonMessages.notFound);
  if (nextShipmentStatus(row.status) !== to) throw new AppError(409, 'bad_transition', hazmatMessages.badTransition);
  const moved = await repo.moveStatus(db, row.id, row.status, to);
  if (!moved) throw new AppError(409, 'bad_transition', hazmatMessages.badTransition);
  if (to === 'delivered' || to === 'closed') await repo.closeOpenEvents(db, row.id, deps.clock.now());
  return publish(deps, moved);
}

async function publish(deps: AppDeps, row: ShipmentRow, known?: HazmatEventRow[]): Promise<CarrierShipment> {
  const events = known ?? (await repo.eventsOf(deps.database.db, row.id));
  await deps.live.publish(shipmentLiveKey(row.trackingCode), 'shipment', toPublicShipment(row, events));
  return toCarrierShipment(row, events);
}

function parseTimestamp(raw: string): Date | null {
  const n = Number(raw);
  const date = Number.isFinite(n) ? new Date(n > 1e12 ? n : n * 1000) : new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

function tokenMatches(row: ShipmentRow | undefined, token: string | undefined): row is ShipmentRow {
  const expected = Buffer.from(row?.deviceTokenHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(hashToken(token ?? ''), 'hex');
  return Boolean(row && token) && timingSafeEqual(expected, given);
}

/**
 * One OsmAnd-protocol position. The device is known by `id` and proves itself with its token (`token`
 * parameter or `Authorization: Bearer`). A position without a time is taken as now, as Traccar does. Positions
 * no newer than the last one are stored but judge nothing. A delivered or closed shipment drops them with the
 * same 200 a stored one gets: an error would make the tracker resend them for ever.
 */
export async function ingest(deps: AppDeps, params: Record<string, string>, token: string | undefined): Promise<void> {
  const parsed = osmandPositionSchema.safeParse(params);
  if (!parsed.success) throw new AppError(400, 'invalid_position', hazmatMessages.invalidPosition);
  const p = parsed.data;
  const now = deps.clock.now();
  const at = p.timestamp === undefined ? now : parseTimestamp(p.timestamp);
  if (!at) throw new AppError(400, 'invalid_position', hazmatMessages.invalidPosition);
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw new AppError(400, 'future_timestamp', hazmatMessages.futureTimestamp);
  const db = deps.database.db;
  const row = await repo.findByDevice(db, p.id);
  if (!tokenMatches(row, token)) throw new AppError(401, 'bad_device_token', hazmatMessages.badDeviceToken);
  if (row.status === 'delivered' || row.status === 'closed') return;
  const speedKmh = p.speed === undefined ? null : Math.round(p.speed * KNOTS_TO_KMH * 10) / 10;
  await repo.insertPosition(db, {
    shipmentId: row.id,
    lat: p.lat,
    lng: p.lon,
    speedKmh,
    bearing: p.bearing ?? null,
    altitude: p.altitude ?? null,
    accuracy: p.accuracy ?? null,
    battery: p.batt ?? null,
    recordedAt: at,
  });
  if (row.lastAt && at <= row.lastAt) return;
  await judge(deps, row, { lat: p.lat, lng: p.lon, speedKmh, bearing: p.bearing ?? null, at });
}

type Fix = { lat: number; lng: number; speedKmh: number | null; bearing: number | null; at: Date };

/** Applies the corridor, speed, stop and checkpoint rules to a new latest position. */
async function judge(deps: AppDeps, row: ShipmentRow, fix: Fix): Promise<void> {
  const db = deps.database.db;
  const material = findUnMaterial(row.unNumber)!.nameEs;
  // Read once: most positions open and close nothing, and then cost no event query at all.
  const before = await repo.eventsOf(db, row.id);
  const openKinds = new Set(before.filter((e) => e.open).map((e) => e.kind));
  let changed = false;
  const close = async (kind: HazmatEventKind) => {
    if (!openKinds.has(kind)) return;
    await repo.closeEvent(db, row.id, kind, fix.at);
    changed = true;
  };
  const tell = async (
    kind: HazmatEventKind,
    value: string | number,
    detail: Record<string, string | number>,
    where: { lat: number; lng: number } = fix,
  ) => {
    if (openKinds.has(kind)) return;
    const event = await repo.openEvent(db, {
      shipmentId: row.id,
      kind,
      open: kind !== 'checkpoint_reached',
      lat: where.lat,
      lng: where.lng,
      detail,
      at: fix.at,
      closedAt: kind === 'checkpoint_reached' ? fix.at : null,
    });
    if (!event) return;
    changed = true;
    await notify(deps, {
      userId: row.carrierId,
      type: 'hazmat',
      template: `hazmat_${kind}`,
      params: { code: row.trackingCode, material, value },
      data: { tracking_code: row.trackingCode },
      path: `/hazardous-tracking/${row.trackingCode}`,
      dedupeKey: `hazmat:${event.id}`,
    });
  };

  const previous =
    row.lastAt && row.lastLat !== null && row.lastLng !== null
      ? { lat: row.lastLat, lng: row.lastLng, at: row.lastAt }
      : null;
  // The corridor is judged at the fix and on the way from the last fix (segment-deviation.ts says when a straight
  // line between fixes is taken as the way driven); the farther of the two is told, where it was.
  const { offRouteM } = locateOnRoute(fix, row.route);
  const between = previous ? segmentDeviation(previous, fix, row.route, row) : null;
  const worst =
    between && between.offRouteM > offRouteM ? between : { lat: fix.lat, lng: fix.lng, offRouteM: offRouteM };
  if (worst.offRouteM > row.corridorMeters)
    await tell('route_deviation', Math.round(worst.offRouteM), { meters: Math.round(worst.offRouteM) }, worst);
  else await close('route_deviation');

  if (fix.speedKmh !== null && fix.speedKmh > row.maxSpeedKmh)
    await tell('over_speed', Math.round(fix.speedKmh), { kmh: Math.round(fix.speedKmh) });
  else await close('over_speed');

  const moving = fix.speedKmh === null || fix.speedKmh >= STOPPED_KMH;
  const movingAt = moving ? fix.at : (row.movingAt ?? fix.at);
  const stoppedMinutes = Math.floor((fix.at.getTime() - movingAt.getTime()) / 60_000);
  if (!moving && stoppedMinutes >= LONG_STOP_MINUTES)
    await tell('long_stop', stoppedMinutes, { minutes: stoppedMinutes });
  else if (moving) await close('long_stop');

  // At a tracker's usual interval (Traccar Client: 300 s) a truck covers kilometres between fixes, so a
  // checkpoint is reached when the way from the last fix to this one passes near it, not only a fix.
  const distanceTo = (c: { lat: number; lng: number }) =>
    previous ? locateOnRoute(c, [previous, fix]).offRouteM : metersBetween(c, fix);
  const checkpoints = row.checkpoints.map((c) => ({ ...c }));
  for (const c of checkpoints) {
    if (c.reachedAt || distanceTo(c) > CHECKPOINT_RADIUS_M) continue;
    c.reachedAt = fix.at.toISOString();
    await tell('checkpoint_reached', c.name, { checkpoint: c.name });
  }
  const arrived = Boolean(checkpoints[checkpoints.length - 1]?.reachedAt);
  let status = row.status;
  // The first position moves a planned or loading shipment on its way; reaching the last checkpoint (the
  // destination) ends the trip, even if an intermediate one was passed out of its radius.
  if (status === 'planned' || status === 'loading') status = 'in_transit';
  if (status === 'in_transit' && arrived) status = 'delivered';
  if (status === 'delivered') {
    await repo.closeOpenEvents(db, row.id, fix.at);
    changed = true;
  }
  const updated = await repo.updateShipment(db, row.id, {
    lastLat: fix.lat,
    lastLng: fix.lng,
    lastSpeedKmh: fix.speedKmh,
    lastBearing: fix.bearing,
    lastAt: fix.at,
    movingAt,
    checkpoints,
    status,
  });
  await publish(deps, updated, changed ? undefined : before);
}
