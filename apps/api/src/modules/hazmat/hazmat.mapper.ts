import {
  findUnMaterial,
  locateOnRoute,
  type CarrierShipment,
  type HazmatEvent,
  type PublicShipment,
} from '@vira/domain/hazmat';
import type { HazmatEventRow, ShipmentRow } from './hazmat.repository';

/** Speed assumed for the ETA while the vehicle stands or before its first position (km/h). */
const CRUISE_KMH = 60;

export function toHazmatEvent(row: HazmatEventRow): HazmatEvent {
  return {
    id: row.id,
    kind: row.kind,
    open: row.open,
    at: row.at.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    lat: row.lat,
    lng: row.lng,
    detail: row.detail,
  };
}

/** Remaining route length over the recent speed, from the last position (or from departure before any). */
function etaOf(row: ShipmentRow): string | null {
  if (row.status === 'delivered' || row.status === 'closed') return null;
  const route = row.route;
  const from = row.lastLat !== null && row.lastLng !== null ? { lat: row.lastLat, lng: row.lastLng } : route[0];
  if (!from) return null;
  const { alongM, totalM } = locateOnRoute(from, route);
  const speed = row.lastSpeedKmh && row.lastSpeedKmh > 5 ? row.lastSpeedKmh : CRUISE_KMH;
  const start = row.lastAt ?? row.departureAt;
  return new Date(start.getTime() + ((totalM - alongM) / 1000 / speed) * 3_600_000).toISOString();
}

export function toPublicShipment(row: ShipmentRow, events: HazmatEventRow[]): PublicShipment {
  const m = findUnMaterial(row.unNumber)!;
  return {
    trackingCode: row.trackingCode,
    material: {
      un: m.un,
      nameEs: m.nameEs,
      nameEn: m.nameEn,
      hazardClass: m.hazardClass,
      subsidiaryRisk: m.subsidiaryRisk,
      packingGroup: m.packingGroup,
      ergGuide: m.ergGuide,
    },
    quantity: row.quantity,
    unit: row.unit,
    shipper: row.shipper,
    consignee: row.consignee,
    carrierName: row.carrierName,
    permit: row.permit,
    status: row.status,
    route: row.route,
    checkpoints: row.checkpoints,
    departureAt: row.departureAt.toISOString(),
    corridorMeters: row.corridorMeters,
    maxSpeedKmh: row.maxSpeedKmh,
    position:
      row.lastLat !== null && row.lastLng !== null && row.lastAt
        ? {
            lat: row.lastLat,
            lng: row.lastLng,
            speedKmh: row.lastSpeedKmh,
            bearing: row.lastBearing,
            at: row.lastAt.toISOString(),
          }
        : null,
    eta: etaOf(row),
    events: events.map(toHazmatEvent),
    sample: row.sample,
  };
}

export function toCarrierShipment(row: ShipmentRow, events: HazmatEventRow[]): CarrierShipment {
  return {
    ...toPublicShipment(row, events),
    id: row.id,
    deviceId: row.deviceId,
    vehiclePlate: row.vehiclePlate,
    driverName: row.driverName,
  };
}
