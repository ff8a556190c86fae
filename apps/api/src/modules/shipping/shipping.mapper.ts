import type { DeliveryStatus, PublicShipping, ShippingDetail, UpuEventCode } from '@vira/domain/shipping';
import type { ShipmentRow, ShippingEventRow } from './shipping.repository';

type Shipment = ShipmentRow['shipment'];

export function toPublicShipping(s: Shipment, events: ShippingEventRow[]): PublicShipping {
  return {
    trackingCode: s.trackingCode,
    carrier: s.carrier,
    leg: s.leg,
    status: s.status,
    sample: s.sample,
    originCountry: s.originCountry,
    destinationCountry: s.destinationCountry,
    // Newest first, as parcel trackers show them.
    events: [...events].reverse().map((e) => ({
      status: e.status as DeliveryStatus,
      upuCode: (e.upuCode as UpuEventCode | null) ?? null,
      occurredAt: e.occurredAt.toISOString(),
      location: e.location,
      countryCode: e.countryCode,
    })),
  };
}

export function toShippingDetail(
  row: ShipmentRow,
  events: ShippingEventRow[],
  role: ShippingDetail['role'],
): ShippingDetail {
  const s = row.shipment;
  return {
    ...toPublicShipping(s, events),
    id: s.id,
    bookingId: s.bookingId!,
    orderId: row.orderId!,
    listingTitle: row.listingTitle,
    role,
    incoterm: s.incoterm as ShippingDetail['incoterm'],
    weightGrams: s.weightGrams,
    declaredValueMinor: s.declaredValueMinor,
    currency: s.currency,
    returnDueOn: s.returnDueOn,
    temporaryImport: s.originCountry !== s.destinationCountry,
    declaration: s.declaration,
    createdAt: s.createdAt.toISOString(),
  };
}
