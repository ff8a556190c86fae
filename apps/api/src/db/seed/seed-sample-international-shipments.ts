import type { CustomsDeclaration, DeliveryStatus, UpuEventCode } from '@vira/domain/shipping';
import { eventStatus } from '@vira/domain/shipping';
import type { AppDeps } from '../../app-deps';
import { shippingEvents, shippingShipments } from '../schema/shipping';

type SampleEvent = {
  hoursAgo: number;
  upuCode?: UpuEventCode;
  status?: DeliveryStatus;
  location: string;
  country: string;
};
type SampleShipment = {
  trackingCode: string;
  carrier: string;
  leg: 'outbound' | 'return';
  originCountry: string;
  destinationCountry: string;
  incoterm: string;
  weightGrams: number;
  currency: string;
  declaration: CustomsDeclaration;
  events: SampleEvent[];
};

/**
 * Three sample international shipments, public to track by code (they belong to no booking): a camera delivered
 * to the United States, a drone held by Mexican customs on its way from Spain, and a tent on its way back.
 */
export const SAMPLE_INTERNATIONAL_SHIPMENTS: readonly SampleShipment[] = [
  {
    trackingCode: 'EE100000003MX',
    carrier: 'Correos de México (ejemplo)',
    leg: 'outbound',
    originCountry: 'MX',
    destinationCountry: 'US',
    incoterm: 'DAP',
    weightGrams: 2600,
    currency: 'MXN',
    declaration: {
      form: 'CN23',
      category: 'other',
      items: [
        {
          description: 'Cámara mirrorless (renta)',
          quantity: 1,
          netWeightGrams: 1200,
          valueMinor: 2_400_000,
          hsCode: '852589',
          originCountry: 'JP',
        },
        {
          description: 'Lente 24-70 mm',
          quantity: 1,
          netWeightGrams: 900,
          valueMinor: 1_800_000,
          hsCode: '900211',
          originCountry: 'JP',
        },
      ],
    },
    events: [
      { hoursAgo: 120, upuCode: 'EMA', location: 'Ciudad de México', country: 'MX' },
      { hoursAgo: 110, upuCode: 'EMB', location: 'Ciudad de México AICM', country: 'MX' },
      { hoursAgo: 100, upuCode: 'EMC', location: 'Ciudad de México AICM', country: 'MX' },
      { hoursAgo: 80, upuCode: 'EMD', location: 'Los Angeles ISC', country: 'US' },
      { hoursAgo: 70, upuCode: 'EMF', location: 'Los Angeles ISC', country: 'US' },
      { hoursAgo: 40, upuCode: 'EMG', location: 'San Diego', country: 'US' },
      { hoursAgo: 30, status: 'out_for_delivery', location: 'San Diego', country: 'US' },
      { hoursAgo: 26, upuCode: 'EMI', location: 'San Diego', country: 'US' },
    ],
  },
  {
    trackingCode: 'RR200000006ES',
    carrier: 'Correos España (ejemplo)',
    leg: 'outbound',
    originCountry: 'ES',
    destinationCountry: 'MX',
    incoterm: 'DDP',
    weightGrams: 1800,
    currency: 'EUR',
    declaration: {
      form: 'CN22',
      category: 'other',
      items: [
        {
          description: 'Dron con cámara (renta)',
          quantity: 1,
          netWeightGrams: 1400,
          valueMinor: 95_000,
          hsCode: '880622',
          originCountry: 'CN',
        },
      ],
    },
    events: [
      { hoursAgo: 72, upuCode: 'EMA', location: 'Madrid', country: 'ES' },
      { hoursAgo: 60, upuCode: 'EMC', location: 'Madrid Barajas', country: 'ES' },
      { hoursAgo: 30, upuCode: 'EMD', location: 'Ciudad de México AICM', country: 'MX' },
      { hoursAgo: 20, upuCode: 'EME', location: 'Aduana AICM', country: 'MX' },
    ],
  },
  {
    trackingCode: 'CP300000009US',
    carrier: 'USPS (ejemplo)',
    leg: 'return',
    originCountry: 'US',
    destinationCountry: 'MX',
    incoterm: 'DAP',
    weightGrams: 6200,
    currency: 'MXN',
    declaration: {
      form: 'CN23',
      category: 'returned_goods',
      items: [
        {
          description: 'Casa de campaña 4 personas (regreso de renta)',
          quantity: 1,
          netWeightGrams: 5800,
          valueMinor: 450_000,
          hsCode: '630622',
          originCountry: 'MX',
        },
      ],
    },
    events: [
      { hoursAgo: 30, status: 'info_received', location: 'Austin, TX', country: 'US' },
      { hoursAgo: 12, upuCode: 'EMA', location: 'Austin, TX', country: 'US' },
    ],
  },
];

/** Once: the tracking codes and event ids are unique, so a second start inserts nothing. */
export async function seedSampleInternationalShipments({ database }: AppDeps, now = new Date()): Promise<void> {
  const db = database.db;
  for (const s of SAMPLE_INTERNATIONAL_SHIPMENTS) {
    const at = (e: SampleEvent) => new Date(now.getTime() - e.hoursAgo * 3600_000);
    const last = s.events[s.events.length - 1]!;
    const [row] = await db
      .insert(shippingShipments)
      .values({
        trackingCode: s.trackingCode,
        carrier: s.carrier,
        leg: s.leg,
        originCountry: s.originCountry,
        destinationCountry: s.destinationCountry,
        incoterm: s.incoterm,
        weightGrams: s.weightGrams,
        declaredValueMinor: s.declaration.items.reduce((sum, i) => sum + i.valueMinor * i.quantity, 0),
        currency: s.currency,
        declaration: s.declaration,
        status: eventStatus(last),
        statusAt: at(last),
        sample: true,
      })
      .onConflictDoNothing()
      .returning({ id: shippingShipments.id });
    if (!row) continue;
    await db.insert(shippingEvents).values(
      s.events.map((e, i) => ({
        shipmentId: row.id,
        trackingCode: s.trackingCode,
        eventId: `sample-${i + 1}`,
        carrier: 'sample',
        status: eventStatus(e),
        upuCode: e.upuCode ?? null,
        occurredAt: at(e),
        location: e.location,
        countryCode: e.country,
      })),
    );
  }
}
