import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/listing-fixtures';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { inProcess, openLive } from '../../../test/sse-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';
import { microcreditApplications } from '../../db/schema/microcredit';
import { runDueJobs } from '../jobs';

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

/** The sandbox answers like a real institution: in review first, its decision a minute later. */
async function partnerDecides() {
  await runDueJobs(t.deps, new Date(Date.now() + 5 * 60_000));
}

async function applyAndWait(cookie: string, over: Record<string, unknown> = {}) {
  const res = await call(t, cookie, 'POST', '/api/microcredits/applications', application(over));
  const body = await res.json();
  if (res.status !== 201) return { status: res.status, body };
  await partnerDecides();
  const decided = await (await call(t, cookie, 'GET', `/api/microcredits/applications/${body.id}`)).json();
  return { status: res.status, body: decided };
}

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

  it('the sandbox partner reviews first, then approves a payment within 35 % of income, with the server’s own CAT', async () => {
    const ana = await newPerson(t, 'ana');
    const res = await call(t, ana.cookie, 'POST', '/api/microcredits/applications', application());
    expect(res.status).toBe(201);
    const sent = await res.json();
    expect(sent).toMatchObject({ partner: 'sandbox', status: 'in_review', amount: 20_000_00 });
    expect(sent.cat).toBeGreaterThan(30);
    await partnerDecides();
    const body = await (await call(t, ana.cookie, 'GET', `/api/microcredits/applications/${sent.id}`)).json();
    expect(body).toMatchObject({ status: 'approved', decisionCode: 'meets_rules' });
    expect(body.decidedAt).not.toBeNull();
    const list = await (await call(t, ana.cookie, 'GET', '/api/microcredits/applications')).json();
    expect(list.applications.map((a: { id: string }) => a.id)).toEqual([body.id]);
  });

  it('five identical applications in a row: those that would pass 35 % of income with the approved ones are refused with a sentence', async () => {
    const p = await newPerson(t, 'stacker');
    // 20,000 MXN over 12 months at 30 %: about 2,100 MXN a month with IVA, 14 % of 15,000 MXN.
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await applyAndWait(p.cookie)).body);
    const approved = outcomes.filter((o) => o.status === 'approved');
    expect(approved).toHaveLength(2);
    expect(approved.reduce((sum, o) => sum + o.instalment, 0)).toBeLessThanOrEqual(15_000_00 * 0.35);
    for (const refused of outcomes.slice(2)) {
      expect(refused.error.code).toBe('payment_to_income');
      expect(refused.error.message).toBe(
        'No podemos enviar esta solicitud: con tus otros préstamos a través de Vira (aprobados o en trámite), tus pagos mensuales sumarían el 41 % de tus ingresos y el límite es el 35 %. Pide una cantidad menor, un plazo más largo o espera a terminar de pagar un préstamo.',
      );
    }
    const fifth = await t.request('/api/microcredits/applications', {
      method: 'POST',
      headers: { cookie: p.cookie, 'Content-Type': 'application/json', 'X-Vira-Language': 'en' },
      body: JSON.stringify(application()),
    });
    expect(fifth.status).toBe(422);
    expect(((await fifth.json()) as { error: { message: string } }).error.message).toContain(
      'would add up to 41 % of your income, and the limit is 35 %',
    );
    const list = await (await call(t, p.cookie, 'GET', '/api/microcredits/applications')).json();
    expect(list.applications.map((a: { status: string }) => a.status)).toEqual(['approved', 'approved']);
  });

  it('the partner’s later answer is told to the applicant: in the bell, live, and by e-mail, in their words', async () => {
    const p = await newPerson(t, 'told');
    const { user } = (await (await t.request('/api/auth/get-session', { headers: { cookie: p.cookie } })).json()) as {
      user: { email: string };
    };
    const live = await openLive(inProcess(t), p.cookie);
    try {
      await live.waitFor((e) => e.event === 'ready');
      const approved = await applyAndWait(p.cookie);
      expect(approved.body.status).toBe('approved');
      const event = await live.waitFor((e) => e.event === 'notification');
      expect(event.data).toMatchObject({
        type: 'microcredit',
        title: 'Tu solicitud de microcrédito fue aprobada',
      });
      expect((event.data as { description: string }).description).toContain('20,000.00');
    } finally {
      await live.close();
    }
    const mails = await outboxFor(t, user.email.toLowerCase());
    const mail = mails.find((m) => m.subject === 'Vira: Tu solicitud de microcrédito fue aprobada');
    expect(mail?.text).toContain('La institución financiera aprobó tu solicitud por');

    // Over 50,000 MXN with no live listing the sandbox partner says no: told too, by e-mail in the reader's language.
    const other = await newPerson(t, 'refused');
    await t.deps.database.db.execute(sql`update profiles set preferred_language = 'en' where user_id = ${other.id}`);
    const refused = await applyAndWait(other.cookie, { amount: 60_000_00, monthlyIncome: 60_000_00 });
    expect(refused.body).toMatchObject({ status: 'rejected', decisionCode: 'needs_listing' });
    const otherSession = (await (
      await t.request('/api/auth/get-session', { headers: { cookie: other.cookie } })
    ).json()) as { user: { email: string } };
    const refusal = (await outboxFor(t, otherSession.user.email.toLowerCase())).find((m) =>
      m.subject?.startsWith('Vira: Your microcredit application was not approved'),
    );
    expect(refusal?.text).toContain('The lending institution did not approve your application for');
    const bell = await (await call(t, other.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications.map((n: { type: string; title: string }) => [n.type, n.title])).toContainEqual([
      'microcredit',
      'Tu solicitud de microcrédito no fue aprobada',
    ]);
  });

  it('an application in review blocks the next one (409) and counts against the limit; a withdrawn one does not', async () => {
    const p = await newPerson(t, 'reviewing');
    const big = application({ amount: 40_000_00 });
    const sent = await (await call(t, p.cookie, 'POST', '/api/microcredits/applications', big)).json();
    expect(sent.status).toBe('in_review');
    expect((await call(t, p.cookie, 'POST', '/api/microcredits/applications', application())).status).toBe(409);
    await call(t, p.cookie, 'DELETE', `/api/microcredits/applications/${sent.id}`);
    await partnerDecides();
    const after = await (await call(t, p.cookie, 'GET', `/api/microcredits/applications/${sent.id}`)).json();
    expect(after.status).toBe('withdrawn');
    // A withdrawn application's answer is nobody's news.
    const bell = await (await call(t, p.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications.filter((n: { type: string }) => n.type === 'microcredit')).toEqual([]);
    const again = await applyAndWait(p.cookie, { amount: 40_000_00 });
    expect(again.body.status).toBe('approved');
    const more = await call(t, p.cookie, 'POST', '/api/microcredits/applications', application());
    expect(more.status).toBe(422);
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
