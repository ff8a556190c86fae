import type { ImpactFigures } from '@vira/domain/impact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/listing-fixtures';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';
import { listings } from '../../db/schema/listings';
import { runDueJobs } from '../jobs';
import { currentFigures, refreshFigures, scheduleImpactRefresh } from './impact.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rental(
  ownerId: string,
  renterId: string,
  category: string,
  status: 'completed' | 'cancelled' = 'completed',
  itemCost = 500_00,
) {
  const db = t.deps.database.db;
  const listingId = await insertListing(db, ownerId, 'Artículo de impacto');
  await db.update(listings).set({ category }).where(eq(listings.id, listingId));
  await db.insert(bookings).values({
    listingId,
    renterId,
    ownerId,
    startDate: inDays(-10),
    endDate: inDays(-8),
    status,
    holds: false,
    instantBooking: true,
    currency: 'MXN',
    days: 2,
    itemCost,
    insuranceCost: 0,
    deliveryCost: 0,
    deposit: 0,
    total: itemCost,
    commission: itemCost * 0.3,
    ownerEarnings: itemCost * 0.7,
  });
}

const figures = async (): Promise<ImpactFigures> => (await call(t, null, 'GET', '/api/impact')).json();

describe('social impact figures', () => {
  it('are public, count only completed rentals, and show CO2e per category with the same factors', async () => {
    const before = await refreshFigures(t.deps.database.db, t.deps.clock.now());
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    await rental(owner.id, renter.id, 'tecnologia');
    await rental(owner.id, renter.id, 'tecnologia');
    await rental(owner.id, renter.id, 'estacionamiento');
    await rental(owner.id, renter.id, 'tecnologia', 'cancelled');
    await refreshFigures(t.deps.database.db, t.deps.clock.now());

    const after = await figures();
    expect(after.rentalsCompleted - before.rentalsCompleted).toBe(3);
    expect(after.ownersEarning - before.ownersEarning).toBe(1);
    expect(after.itemsReused - before.itemsReused).toBe(3);
    const earned = (f: ImpactFigures) => f.ownerEarnings.find((e) => e.currency === 'MXN')?.amount ?? 0;
    expect(earned(after) - earned(before)).toBe(3 * 350_00);
    const electronics = (f: ImpactFigures) => f.byGroup.find((g) => g.group === 'electronics')?.rentals ?? 0;
    expect(electronics(after) - electronics(before)).toBe(2);
    // Two laptop-class rentals avoid 2 × 51.85 kg; the parking space avoids nothing.
    expect(after.co2eAvoidedKg - before.co2eAvoidedKg).toBeCloseTo(103.7, 1);
  });

  it('serve the snapshot for an hour, then recompute; the hourly job refreshes and schedules the next hour', async () => {
    const db = t.deps.database.db;
    const at = new Date('2030-01-01T10:00:00Z');
    const snapshot = await refreshFigures(db, at);
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    await rental(owner.id, renter.id, 'herramientas');
    // 59 minutes later the stored figures stand; past the hour they are recomputed and include the new rental.
    expect((await currentFigures(db, new Date(at.getTime() + 59 * 60_000))).rentalsCompleted).toBe(
      snapshot.rentalsCompleted,
    );
    const fresh = await currentFigures(db, new Date(at.getTime() + 61 * 60_000));
    expect(fresh.rentalsCompleted).toBe(snapshot.rentalsCompleted + 1);

    await rental(owner.id, renter.id, 'herramientas');
    await scheduleImpactRefresh(t.deps, at);
    await runDueJobs(t.deps, new Date('2030-01-01T11:00:01Z'));
    const refreshed = (await currentFigures(db, new Date('2030-01-01T11:00:02Z'))).rentalsCompleted;
    expect(refreshed).toBe(snapshot.rentalsCompleted + 2);
    // The job scheduled the following hour.
    await rental(owner.id, renter.id, 'herramientas');
    expect(await runDueJobs(t.deps, new Date('2030-01-01T12:00:01Z'))).toBeGreaterThanOrEqual(1);
    expect((await currentFigures(db, new Date('2030-01-01T12:00:02Z'))).rentalsCompleted).toBe(refreshed + 1);
  });
});

describe('my impact', () => {
  it('counts my rentals and my listings’ rentals, money saved against the purchase estimate; 401 for guests', async () => {
    const me = await newPerson(t, 'me');
    const other = await newPerson(t, 'other');
    // I rented a drill for 500 MXN (new: 2,000 MXN) → saved 1,500; someone rented my camera.
    await rental(other.id, me.id, 'herramientas', 'completed', 500_00);
    await rental(me.id, other.id, 'fotografia');
    await rental(me.id, other.id, 'fotografia', 'cancelled');
    const mine = await (await call(t, me.cookie, 'GET', '/api/impact/me')).json();
    expect(mine).toMatchObject({
      rentalsAsRenter: 1,
      rentalsAsOwner: 1,
      listings: 2,
      itemsKeptInUse: 1,
      moneySaved: [{ currency: 'MXN', amount: 1_500_00 }],
    });
    // Drill 47 × (0.4 − 1/150) = 18.5; camera 60 × (0.3 − 1/80) = 17.3.
    expect(mine.co2eAvoidedKg).toBeCloseTo(35.8, 1);
    expect((await call(t, null, 'GET', '/api/impact/me')).status).toBe(401);
  });
});
