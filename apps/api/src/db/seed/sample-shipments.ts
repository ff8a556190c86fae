import type { ShipmentInput } from '@vira/domain/hazmat';

/** The sample carrier: a seeded profile without a login, marked as an example. */
export const SAMPLE_CARRIER = { userId: 'sample-carrier-1', fullName: 'Autotransportes del Centro (ejemplo)' };

/**
 * Sample devices answer to a known token so `npm run simulate:tracking` can drive them on any machine; they
 * only ever move sample shipments (decision 022).
 */
export const sampleDeviceToken = (trackingCode: string) => `ejemplo-${trackingCode.toLowerCase()}`;
export const sampleDeviceId = (trackingCode: string) => `ejemplo-${trackingCode.toLowerCase()}`;

type Sample = Omit<ShipmentInput, 'departureAt'> & { trackingCode: string; leavesCorridor?: boolean };

export const SAMPLE_SHIPMENTS: Sample[] = [
  {
    trackingCode: 'HZDEMO01',
    unNumber: '1203',
    quantity: 31_000,
    unit: 'L',
    shipper: 'Refinería de Salamanca (ejemplo)',
    consignee: 'Terminal de Almacenamiento Azcapotzalco (ejemplo)',
    carrierName: SAMPLE_CARRIER.fullName,
    permit: 'SICT-MP-0001-EJEMPLO',
    vehiclePlate: 'EJ-123-A',
    driverName: 'Ramón Pérez (ejemplo)',
    route: [
      { lat: 20.5739, lng: -101.1957 },
      { lat: 20.5235, lng: -100.8157 },
      { lat: 20.5888, lng: -100.3899 },
      { lat: 20.3889, lng: -99.9962 },
      { lat: 19.9045, lng: -99.344 },
      { lat: 19.4869, lng: -99.1844 },
    ],
    checkpoints: [
      { name: 'Caseta Celaya', lat: 20.5235, lng: -100.8157 },
      { name: 'Querétaro', lat: 20.5888, lng: -100.3899 },
      { name: 'TAR Azcapotzalco', lat: 19.4869, lng: -99.1844 },
    ],
    corridorMeters: 3000,
    maxSpeedKmh: 80,
  },
  {
    trackingCode: 'HZDEMO02',
    unNumber: '1202',
    quantity: 20_000,
    unit: 'L',
    shipper: 'Refinería de Cadereyta (ejemplo)',
    consignee: 'Estación de servicio Saltillo Norte (ejemplo)',
    carrierName: SAMPLE_CARRIER.fullName,
    permit: 'SICT-MP-0002-EJEMPLO',
    vehiclePlate: 'EJ-456-B',
    driverName: 'Lucía Garza (ejemplo)',
    route: [
      { lat: 25.5833, lng: -99.9833 },
      { lat: 25.6866, lng: -100.3161 },
      { lat: 25.4232, lng: -101.0053 },
    ],
    checkpoints: [
      { name: 'Monterrey', lat: 25.6866, lng: -100.3161 },
      { name: 'Saltillo', lat: 25.4232, lng: -101.0053 },
    ],
    corridorMeters: 3000,
    maxSpeedKmh: 80,
  },
  {
    trackingCode: 'HZDEMO03',
    unNumber: '1830',
    quantity: 25_000,
    unit: 'kg',
    shipper: 'Complejo Petroquímico Coatzacoalcos (ejemplo)',
    consignee: 'Planta química Veracruz (ejemplo)',
    carrierName: SAMPLE_CARRIER.fullName,
    permit: 'SICT-MP-0003-EJEMPLO',
    vehiclePlate: 'EJ-789-C',
    driverName: 'Jorge Cruz (ejemplo)',
    route: [
      { lat: 18.1345, lng: -94.459 },
      { lat: 17.9935, lng: -94.5458 },
      { lat: 17.949, lng: -94.9148 },
      { lat: 19.1738, lng: -96.1342 },
    ],
    checkpoints: [
      { name: 'Minatitlán', lat: 17.9935, lng: -94.5458 },
      { name: 'Acayucan', lat: 17.949, lng: -94.9148 },
      { name: 'Veracruz', lat: 19.1738, lng: -96.1342 },
    ],
    corridorMeters: 3000,
    maxSpeedKmh: 70,
    leavesCorridor: true,
  },
];
