import sharp from 'sharp';
import { call, type JsonResponse } from './renting-helpers';
import type { TestApp } from './test-app';

/** A small JPEG with EXIF data (camera make and GPS-like comment), as a phone would upload it. */
export async function jpegWithExif(color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PruebaCam', ImageDescription: 'GPS 19.43N 99.13W' } })
    .toBuffer();
}

export function uploadPhoto(t: TestApp, cookie: string | null, listingId: number, bytes: Buffer, name = 'foto.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return t.request(`/api/listings/${listingId}/photos`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'X-Vira-Language': 'es' },
    body: form,
  }) as Promise<JsonResponse>;
}

/** Every field a listing needs to go live (MXN, Mexico City). */
export const COMPLETE_LISTING = {
  title: 'Kayak doble naranja',
  description: 'Kayak para dos personas con remos y chalecos.',
  category: 'sports',
  subcategory: null,
  condition: 'excellent',
  modelYear: 2022,
  location: 'Coyoacán, Ciudad de México, México',
  city: 'Ciudad de México',
  country: 'México',
  postalCode: '04000',
  latitude: 19.35,
  longitude: -99.16,
  currency: 'MXN',
  pricePerDay: 45_000,
  hasInsurance: true,
  insuranceCostPerDay: 5_000,
  deposit: 200_000,
  deliveryCost: 10_000,
  homeDelivery: true,
  publicPickup: false,
  instantBooking: true,
  minDays: 1,
  maxDays: 30,
  weeklyDiscountPct: 10,
  monthlyDiscountPct: 20,
  cancellationPolicy: 'moderate',
} as const;

/** A live listing of `cookie`'s person with one photo; returns its id. */
export async function publishedListing(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const draft = await call(t, cookie, 'POST', '/api/listings', {});
  const id = (await draft.json()).id as number;
  const patched = await call(t, cookie, 'PATCH', `/api/listings/${id}`, { ...COMPLETE_LISTING, ...overrides });
  if (patched.status !== 200) throw new Error(`patch answered ${patched.status}: ${await patched.text()}`);
  await uploadPhoto(t, cookie, id, await jpegWithExif());
  const published = await call(t, cookie, 'POST', `/api/listings/${id}/publish`);
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  return id;
}
