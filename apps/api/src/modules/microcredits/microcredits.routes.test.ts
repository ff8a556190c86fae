import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/listing-fixtures';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';
import { microcreditApplications } from '../../db/schema/microcredit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const application = (over: Record<string, unknown> = {}) => ({
  amount: 20_000_00,
  termMonths: 12,
  annualRate: 30,
  openingFeePercent: 2,
  monthlyFee: 0,
  purpose: 'buy_items_to_rent',
  monthlyIncome: 15_000_00,
  consent: true,
  ...over,
});

async function completedRental(ownerId: string, renterId: string, startInDays: number, ownerEarnings: number) {
  const listingId = await insertListing(t.deps.database.db, ownerId, 'Proyector para eventos');
  await t.deps.database.db.insert(bookings).values({
    listingId,
    renterId,
    ownerId,
    startDate: inDays(startInDays),
    endDate: inDays(startInDays + 2),
    status: 'completed',
    holds: false,
    instantBooking: true,
    currency: 'MXN',
    days: 2,
    itemCost: ownerEarnings * 2,
    insuranceCost: 0,
    deliveryCost: 0,
    deposit: 0,
    total: ownerEarnings * 2,
    commission: ownerEarnings,
    ownerEarnings,
  });
}

describe('microcredits', () => {
  it('shows expected rental income: six months of the person’s net earnings, averaged per month', async () => {
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    await completedRental(owner.id, renter.id, -30, 6_000_00);
    await completedRental(owner.id, renter.id, -90, 3_000_00);
    // Older than six months: not counted.
    await completedRental(owner.id, renter.id, -400, 50_000_00);
    const income = await (await call(t, owner.cookie, 'GET', '/api/microcredits/rental-income')).json();
    expect(income).toEqual({ monthlyAverage: 1_500_00, activeListings: 3, months: 6 });
    expect((await call(t, null, 'GET', '/api/microcredits/rental-income')).status).toBe(401);
  });

  it('the sandbox partner approves a payment within 35 % of income, with the server’s own CAT', async () => {
    const ana = await newPerson(t, 'ana');
    const res = await call(t, ana.cookie, 'POST', '/api/microcredits/applications', application());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      partner: 'sandbox',
      status: 'approved',
      decisionCode: 'meets_rules',
      amount: 20_000_00,
    });
    expect(body.cat).toBeGreaterThan(30);
    const list = await (await call(t, ana.cookie, 'GET', '/api/microcredits/applications')).json();
    expect(list.applications.map((a: { id: string }) => a.id)).toEqual([body.id]);
  });

  it('rejects by its documented rules: payment over 35 % of income, or a large loan without a live listing', async () => {
    const low = await newPerson(t, 'low');
    const tooMuch = await (
      await call(t, low.cookie, 'POST', '/api/microcredits/applications', application({ monthlyIncome: 3_000_00 }))
    ).json();
    expect(tooMuch).toMatchObject({ status: 'rejected', decisionCode: 'payment_to_income' });
    const big = await (
      await call(
        t,
        low.cookie,
        'POST',
        '/api/microcredits/applications',
        application({ amount: 80_000_00, monthlyIncome: 100_000_00 }),
      )
    ).json();
    expect(big).toMatchObject({ status: 'rejected', decisionCode: 'needs_listing' });
  });

  it('refuses out-of-bounds terms, negative rates and a missing consent, in the person’s language', async () => {
    const p = await newPerson(t, 'bad');
    for (const over of [{ amount: 500_00 }, { termMonths: 72 }, { annualRate: -5 }, { amount: 'mucho' }]) {
      const res = await call(t, p.cookie, 'POST', '/api/microcredits/applications', application(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    const noConsent = await call(
      t,
      p.cookie,
      'POST',
      '/api/microcredits/applications',
      application({ consent: false }),
    );
    expect(noConsent.status).toBe(400);
    expect((await noConsent.json()).error.message).toBe(
      'Para enviar la solicitud debes aceptar que compartamos estos datos con la institución financiera.',
    );
  });

  it('nobody sees or withdraws another person’s application (404)', async () => {
    const ana = await newPerson(t, 'owner-of-app');
    const other = await newPerson(t, 'other');
    const app = await (await call(t, ana.cookie, 'POST', '/api/microcredits/applications', application())).json();
    expect((await call(t, other.cookie, 'GET', `/api/microcredits/applications/${app.id}`)).status).toBe(404);
    expect((await call(t, other.cookie, 'DELETE', `/api/microcredits/applications/${app.id}`)).status).toBe(404);
    expect((await call(t, ana.cookie, 'GET', `/api/microcredits/applications/${app.id}`)).status).toBe(200);
  });

  it('one open application at a time: while the partner reviews one, another is refused (409)', async () => {
    const p = await newPerson(t, 'waiting');
    await t.deps.database.db.insert(microcreditApplications).values({
      userId: p.id,
      partner: 'sandbox',
      amount: 10_000_00,
      termMonths: 6,
      annualRate: 20,
      openingFeePercent: 0,
      monthlyFee: 0,
      cat: 21.9,
      instalment: 1_800_00,
      purpose: 'other',
      monthlyIncome: 20_000_00,
      rentalIncome: 0,
      status: 'in_review',
    });
    const res = await call(t, p.cookie, 'POST', '/api/microcredits/applications', application());
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toContain('Ya tienes una solicitud en trámite');
  });
});
