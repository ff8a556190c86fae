import { addDays } from '@vira/domain/pricing';
import { eq } from 'drizzle-orm';
import { listings } from '../src/db/schema/listings';
import { signUpAndVerify } from './auth-helpers';
import { insertListing } from './listing-fixtures';
import type { TestApp } from './test-app';

let counter = 0;

/** A new verified person; returns their id and Cookie header. */
export async function newPerson(t: TestApp, label = 'renter'): Promise<{ cookie: string; id: string }> {
  const email = `${label}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signUpAndVerify(t, { email, password: 'secreto123', fullName: `Persona ${counter}` });
  const session = (await (await t.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, id: session.user.id };
}

/** A listing of a test owner with known prices (MXN): 250.00/day, insurance 30.00/day, deposit 1,000.00, delivery 150.00. */
export async function rentableListing(t: TestApp, options: { instant?: boolean } = {}): Promise<number> {
  const db = t.deps.database.db;
  const id = await insertListing(db, `owner-${process.pid}-${++counter}`);
  await db
    .update(listings)
    .set({
      insuranceCostPerDay: 3_000,
      deposit: 100_000,
      deliveryCost: 15_000,
      homeDelivery: true,
      hasInsurance: true,
      instantBooking: options.instant ?? true,
    })
    .where(eq(listings.id, id));
  return id;
}

/**
 * Today + n days where the test listings are (their default time zone, Mexico City): a rental's days are the
 * listing's, and from midnight UTC until 06:00 it is still yesterday there (tests run at any hour).
 */
export function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  return addDays(today, n);
}

/**
 * A rental that started over a day ago at any hour: the earliest start the cart takes (yesterday in UTC) at a
 * listing on UTC+14 began at least 34 hours ago, so its automatic receipt (24 h after the start) is due.
 */
export const STARTED_A_DAY_AGO = {
  timeZone: 'Pacific/Kiritimati',
  startDate: () => addDays(new Date().toISOString().slice(0, 10), -1),
  endDate: () => new Date().toISOString().slice(0, 10),
};

/** A response whose JSON body a test reads field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export function call(
  t: TestApp,
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonResponse> {
  return t.request(path, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      'X-Vira-Language': 'es',
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}
