import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_EVENTS, nextBookingStatus, type BookingStatus } from '@vira/domain/booking-state';
import { clabeCheckDigit } from '@vira/domain/clabe';
import { signIn } from './auth-helpers';
import { ledgerViolations } from './ledger-checks';
import { jpegWithExif } from './owner-helpers';
import { call, inDays, newPerson, rentableListing, type JsonResponse } from './renting-helpers';
import { createTestApp, type TestApp } from './test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../src/db/seed/dev-accounts';
import { runDueJobs } from '../src/modules/jobs';
import { runPayouts } from '../src/modules/renting/payouts/payouts.service';
import { reconcile } from '../src/modules/renting/ledger/reconciliation.service';

/**
 * Random rental lives over the real API (docs/decisions/050): each life books one new listing by cart, by
 * "Reservar y pagar" or by request, pays by card or OXXO (approved, declined or left), then takes random steps of
 * renter, owner, admin and the clock — answering, cancelling under a policy the owner may change meanwhile,
 * handover, return, damage claims, disputes, payouts, reconciliation. After every step: no 5xx, the status moved
 * along the state graph, and the books' invariants hold (ledger-checks.ts), with what the order page shows equal
 * to the ledger. Lives: MONEY_MODEL_LIVES in all (default 2,000), each part bounded by MONEY_MODEL_SECONDS (300 on
 * PostgreSQL, 60 on PGlite); a failure prints its seed and path (`MONEY_MODEL_SEED` replays it).
 */
const ALL_LIVES = Number(process.env.MONEY_MODEL_LIVES ?? 2000);
// PostgreSQL runs lives about 2.3 times as fast as PGlite and carries CI's 2,000 (the time bound is a safety net
// there); on PGlite, where everything else runs, 2 × 60 s prove the same books on the engine people run by
// default without holding one of CI's two workers for the whole phase (decision 055).
const PART_SECONDS = Number(process.env.MONEY_MODEL_SECONDS ?? (process.env.DATABASE_URL ? 300 : 60));
// Chosen here rather than by fast-check, so every run prints the seed that replays it.
const GIVEN_SEED = process.env.MONEY_MODEL_SEED ? Number(process.env.MONEY_MODEL_SEED) : undefined;

/**
 * Declares part `part` of `parts` of the money model in the calling test file: ALL_LIVES / parts lives within
 * PART_SECONDS, on that file's own database and seed. CI splits it in two files so that the PostgreSQL pass
 * runs two lives at a time, one per worker, instead of one worker holding it alone while the other idles.
 */
export function describeMoneyModel(part: number, parts: number): void {
  const LIVES = Math.ceil(ALL_LIVES / parts);
  const SECONDS = PART_SECONDS;
  const SEED = GIVEN_SEED ?? Math.floor(Math.random() * 2 ** 31);

  /** Where a life's time goes (milliseconds per phase), printed with the count of lives. */
  const spent = new Map<string, number>();
  async function timed<T>(phase: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      spent.set(phase, (spent.get(phase) ?? 0) + performance.now() - started);
    }
  }

  type Person = { cookie: string; id: string };
  let t: TestApp;
  let admin: string;
  let renters: Person[];
  let owners: Person[];
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    // Enough renters that the cap on unpaid checkouts per person (3) rarely stops a life before it starts.
    renters = [];
    for (let i = 0; i < 6; i++) renters.push(await newPerson(t));
    owners = [await newPerson(t, 'owner'), await newPerson(t, 'owner')];
    const first17 = '03218000011835971';
    for (const owner of owners) {
      const res = await call(t, owner.cookie, 'PUT', '/api/owner/payout-account', {
        clabe: `${first17}${clabeCheckDigit(first17)}`,
        holderName: 'Dueña de Prueba',
      });
      expect(res.status).toBe(200);
    }
    photo = await jpegWithExif();
    await countChanges();
  }, 300_000);

  /** Every table the checks read: when none changed since the last check, the checks would read the same rows. */
  const CHECKED_TABLES = [
    'orders',
    'bookings',
    'booking_events',
    'payments',
    'refunds',
    'payouts',
    'payout_bookings',
    'ledger_entries',
    'ledger_lines',
  ];

  /**
   * Counts writes to the checked tables with a statement trigger bumping a sequence (not a row: a sequence takes no
   * lock and no part in the writer's transaction, so it changes nothing about how the API's transactions interleave).
   */
  async function countChanges(): Promise<void> {
    const db = t.deps.database.db;
    await db.execute(sql`create sequence if not exists money_model_changes`);
    await db.execute(
      sql.raw(`create or replace function money_model_changed() returns trigger language plpgsql as
      $$ begin perform nextval('money_model_changes'); return null; end $$`),
    );
    for (const table of CHECKED_TABLES)
      await db.execute(
        sql.raw(`create or replace trigger money_model_changed after insert or update or delete on ${table}
        for each statement execute function money_model_changed()`),
      );
  }

  async function changes(): Promise<number> {
    const rows = (
      (await t.deps.database.db.execute(
        sql`select case when is_called then last_value else 0 end::int as n from money_model_changes`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return rows[0]!.n;
  }
  /** The count of changes when the books were last checked. */
  let checkedAt = -1;
  afterAll(() => t?.close());

  interface Life {
    renter: Person;
    owner: Person;
    listingId: number;
    bookingId: string | null;
    orderId: string | null;
    transactionId: string | null;
    status: BookingStatus | null;
  }

  async function must(res: JsonResponse | Response, what: string): Promise<JsonResponse> {
    if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
    return res as JsonResponse;
  }

  async function readBooking(life: Life): Promise<{ status: BookingStatus; orderId: string | null } | null> {
    if (!life.bookingId) return null;
    const rows = (
      (await t.deps.database.db.execute(
        sql`select status, order_id as "orderId" from bookings where id = ${life.bookingId}::uuid`,
      )) as unknown as { rows: { status: BookingStatus; orderId: string | null }[] }
    ).rows;
    return rows[0] ?? null;
  }

  async function awaitingPayment(life: Life): Promise<boolean> {
    if (!life.orderId) return false;
    const rows = (
      (await t.deps.database.db.execute(
        sql`select 1 from orders where id = ${life.orderId}::uuid and status = 'awaiting_payment'`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    return rows.length > 0;
  }

  /** Whether the graph leads from one status to the other (the clock may run several automatic steps at once). */
  function reachable(from: BookingStatus, to: BookingStatus): boolean {
    const seen = new Set<BookingStatus>([from]);
    const queue = [from];
    while (queue.length) {
      const at = queue.shift()!;
      if (at === to) return true;
      for (const event of BOOKING_EVENTS) {
        const next = nextBookingStatus(at, event);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  }

  /** What the order page shows as charged and given back equals the ledger (refunds decided and unsent included). */
  async function orderPageMatchesLedger(life: Life): Promise<string | null> {
    if (!life.orderId) return null;
    const page = await must(await call(t, life.renter.cookie, 'GET', `/api/orders/${life.orderId}`), 'order page');
    if (page.status !== 200) return `order page answered ${page.status}`;
    const body = await page.json();
    const ledger = (
      (await t.deps.database.db.execute(sql`select
      coalesce(sum(l.amount) filter (where e.kind = 'capture'), 0)::int as captured,
      coalesce(-sum(l.amount) filter (where e.kind = 'refund'), 0)::int as refunded,
      (select coalesce(sum(r.amount), 0)::int from refunds r join payments p on p.id = r.payment_id
        where p.order_id = ${life.orderId}::uuid and r.status = 'pending') as pending
      from ledger_entries e join ledger_lines l on l.entry_id = e.id and l.account = 'provider'
      where e.order_id = ${life.orderId}::uuid`)) as unknown as {
        rows: { captured: number; refunded: number; pending: number }[];
      }
    ).rows[0]!;
    const charge = body.charge;
    if (!charge) return null;
    if (charge.captured !== ledger.captured || charge.refunded !== ledger.refunded + ledger.pending)
      return `order page ${JSON.stringify(charge)} vs ledger ${JSON.stringify(ledger)}`;
    return null;
  }

  async function checkAfter(life: Life, step: string, before: BookingStatus | null): Promise<void> {
    // Nothing the checks read was written (a refused step, a clock with nothing due): they would pass as before.
    const count = await changes();
    if (count === checkedAt) return;
    checkedAt = count;
    const now = await readBooking(life);
    if (now) {
      if (before && !reachable(before, now.status))
        throw new Error(`${step}: ${before} → ${now.status} is not a step of the state graph`);
      life.status = now.status;
      life.orderId = now.orderId ?? life.orderId;
    }
    const violations = await timed('check: ledger', () => ledgerViolations(t.deps.database.db));
    if (violations.length) throw new Error(`${step}: ${violations.join('; ')}`);
    const page = await timed('check: order page', () => orderPageMatchesLedger(life));
    if (page) throw new Error(`${step}: ${page}`);
  }

  type Way = 'cart' | 'direct' | 'request';
  type Pay = 'approve' | 'decline' | 'leave' | 'oxxo';

  async function pay(life: Life, how: Pay, session: { orderId?: string; transactionId?: string }): Promise<void> {
    if (!session.transactionId) return;
    life.orderId = session.orderId ?? life.orderId;
    life.transactionId = session.transactionId;
    if (how === 'leave') return;
    const action = how === 'oxxo' ? 'pay-at-store' : how;
    await must(
      await call(t, life.renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/${action}`),
      action,
    );
  }

  async function startLife(life: Life, way: Way, how: Pay, startIn: number, days: number): Promise<void> {
    const startDate = inDays(startIn);
    const endDate = inDays(startIn + days);
    const method = how === 'oxxo' ? 'oxxo' : 'credit_card';
    if (way === 'cart') {
      await call(t, life.renter.cookie, 'DELETE', '/api/cart');
      const added = await must(
        await call(t, life.renter.cookie, 'POST', '/api/cart/items', { listingId: life.listingId, startDate, endDate }),
        'cart',
      );
      if (added.status !== 200) return;
      const session = await must(
        await call(t, life.renter.cookie, 'POST', '/api/checkout', { paymentMethod: method, acceptTerms: true }),
        'checkout',
      );
      if (session.status !== 200 && session.status !== 201) return;
      await pay(life, how, await session.json());
    } else if (way === 'direct') {
      const session = await must(
        await call(t, life.renter.cookie, 'POST', '/api/payments/create-rental-payment', {
          listing_id: life.listingId,
          start_date: startDate,
          end_date: endDate,
          method,
        }),
        'reservar y pagar',
      );
      if (session.status >= 300) return;
      const body = await session.json();
      await pay(life, how, { orderId: body.order_id, transactionId: body.transaction_id });
    } else {
      const asked = await must(
        await call(t, life.renter.cookie, 'POST', '/api/booking-requests', {
          listingId: life.listingId,
          startDate,
          endDate,
        }),
        'request',
      );
      if (asked.status !== 201) return;
      life.bookingId = (await asked.json()).id;
      return;
    }
    const rows = (
      (await t.deps.database.db.execute(
        sql`select id from bookings where order_id = ${life.orderId}::uuid limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    life.bookingId = rows[0]?.id ?? null;
  }

  /** One step a person or the clock may take; refusals (4xx) are fine, a 5xx never is. */
  type Step =
    | { kind: 'owner'; action: 'accept' | 'decline' | 'cancel' | 'confirm-return' }
    | { kind: 'renter'; action: 'cancel' | 'confirm-receipt' | 'claim/accept' | 'report-problem' }
    | { kind: 'pay-request'; how: Pay }
    | { kind: 'claim'; share: number }
    | { kind: 'dispute' }
    | { kind: 'resolve'; chargeShare: number; depositShare: number }
    | { kind: 'policy'; policy: 'flexible' | 'moderate' | 'strict'; price: number }
    | { kind: 'clock'; hours: number }
    | { kind: 'cancel-order' }
    | { kind: 'payouts' }
    | { kind: 'reconcile' };

  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('owner' as const),
      action: fc.constantFrom('accept', 'decline', 'cancel', 'confirm-return'),
    }),
    fc.record({
      kind: fc.constant('renter' as const),
      action: fc.constantFrom('cancel', 'confirm-receipt', 'claim/accept', 'report-problem'),
    }),
    fc.record({ kind: fc.constant('pay-request' as const), how: fc.constantFrom<Pay>('approve', 'decline', 'oxxo') }),
    fc.record({ kind: fc.constant('claim' as const), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
    fc.constant({ kind: 'dispute' as const }),
    fc.record({
      kind: fc.constant('resolve' as const),
      chargeShare: fc.double({ min: 0, max: 1, noNaN: true }),
      depositShare: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    fc.record({
      kind: fc.constant('policy' as const),
      policy: fc.constantFrom('flexible', 'moderate', 'strict'),
      price: fc.integer({ min: 10_000, max: 90_000 }),
    }),
    fc.record({ kind: fc.constant('clock' as const), hours: fc.constantFrom(1, 25, 80, 24 * 20) }),
    fc.constant({ kind: 'cancel-order' as const }),
    fc.constant({ kind: 'payouts' as const }),
    fc.constant({ kind: 'reconcile' as const }),
  );

  async function take(life: Life, step: Step): Promise<void> {
    const b = life.bookingId;
    switch (step.kind) {
      case 'owner':
        if (b) await must(await call(t, life.owner.cookie, 'POST', `/api/bookings/${b}/${step.action}`), step.action);
        return;
      case 'renter':
        if (b)
          await must(
            await call(
              t,
              life.renter.cookie,
              'POST',
              `/api/bookings/${b}/${step.action}`,
              step.action === 'report-problem'
                ? { reason: 'item_missing', description: 'No llegó el artículo.' }
                : undefined,
            ),
            step.action,
          );
        return;
      case 'pay-request': {
        if (!b) return;
        const res = await must(
          await call(t, life.renter.cookie, 'POST', `/api/bookings/${b}/pay`, {
            paymentMethod: step.how === 'oxxo' ? 'oxxo' : 'credit_card',
          }),
          'pay request',
        );
        if (res.status === 200 || res.status === 201) await pay(life, step.how, await res.json());
        return;
      }
      case 'claim': {
        if (!b) return;
        const form = new FormData();
        form.set('amount', String(Math.max(1, Math.round(100_000 * step.share))));
        form.set('description', 'La pantalla regresó rota en la esquina inferior.');
        form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dano.jpg');
        await must(
          await t.request(`/api/bookings/${b}/damage-claim`, {
            method: 'POST',
            headers: { cookie: life.owner.cookie },
            body: form,
          }),
          'claim',
        );
        return;
      }
      case 'dispute':
        if (b)
          await must(
            await call(t, life.renter.cookie, 'POST', `/api/bookings/${b}/claim/dispute`, {
              description: 'Ya venía rayado; tengo fotos de la entrega.',
            }),
            'dispute',
          );
        return;
      case 'resolve': {
        if (!b) return;
        const queue = await (await must(await call(t, admin, 'GET', '/api/admin/disputes'), 'disputes')).json();
        const dispute = queue.disputes.find(
          (d: { bookingId: string; status: string }) => d.bookingId === b && d.status === 'open',
        );
        if (!dispute) return;
        const money = (
          (await t.deps.database.db.execute(
            sql`select item_cost + insurance_cost + delivery_cost as charge, deposit from bookings where id = ${b}::uuid`,
          )) as unknown as { rows: { charge: number; deposit: number }[] }
        ).rows[0]!;
        await must(
          await call(t, admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, {
            chargeRefund: Math.floor(money.charge * step.chargeShare),
            depositRefund: Math.floor(money.deposit * step.depositShare),
            reason: 'Decisión de prueba',
          }),
          'resolve',
        );
        return;
      }
      case 'policy':
        // The owner edits the listing: a booking already made keeps the terms it was made under.
        await t.deps.database.db.execute(
          sql`update listings set cancellation_policy = ${step.policy}, price_per_day = ${step.price}, updated_at = now()
          where id = ${life.listingId}`,
        );
        return;
      case 'clock':
        await runDueJobs(t.deps, new Date(Date.now() + step.hours * 3_600_000));
        return;
      case 'cancel-order':
        // The renter gives up an unpaid order (a voucher they will not pay, a card they left).
        if (life.orderId)
          await must(await call(t, life.renter.cookie, 'POST', `/api/orders/${life.orderId}/cancel`), 'cancel order');
        return;
      case 'payouts':
        await runPayouts(t.deps);
        return;
      case 'reconcile': {
        await runDueJobs(t.deps, new Date(Date.now() + 3_600_000));
        const run = await reconcile(t.deps);
        if (run.mismatches > 0) {
          const report = await (await call(t, admin, 'GET', '/api/admin/reconciliation')).json();
          throw new Error(`reconciliation: ${JSON.stringify(report.mismatches.slice(0, 3))}`);
        }
        return;
      }
    }
  }

  const lifeArb = fc.record({
    way: fc.constantFrom<Way>('cart', 'direct', 'request'),
    how: fc.constantFrom<Pay>('approve', 'approve', 'approve', 'decline', 'leave', 'oxxo', 'oxxo'),
    instant: fc.boolean(),
    policy: fc.constantFrom('flexible', 'moderate', 'strict'),
    startIn: fc.constantFrom(0, 0, 1, 3, 6, 12),
    days: fc.integer({ min: 1, max: 8 }),
    renter: fc.nat(5),
    owner: fc.nat(1),
    steps: fc.array(stepArb, { minLength: 1, maxLength: 8 }),
  });

  describe(`the books balance through random rental lives (part ${part} of ${parts})`, () => {
    it(
      `after every step of up to ${LIVES} lives (at most ${SECONDS} s)`,
      async () => {
        let lives = 0;
        let steps = 0;
        const started = Date.now();
        await fc.assert(
          fc.asyncProperty(lifeArb, async (plan) => {
            lives += 1;
            const listingId = await timed('listing', () => rentableListing(t, { instant: plan.instant }));
            const owner = owners[plan.owner]!;
            await t.deps.database.db.execute(
              sql`update listings set owner_id = ${owner.id}, cancellation_policy = ${plan.policy} where id = ${listingId}`,
            );
            const life: Life = {
              renter: renters[plan.renter]!,
              owner,
              listingId,
              bookingId: null,
              orderId: null,
              transactionId: null,
              status: null,
            };
            await timed(`start ${plan.way}`, () => startLife(life, plan.way, plan.how, plan.startIn, plan.days));
            await timed('check', () => checkAfter(life, `${plan.way} ${plan.how}`, null));
            for (const step of plan.steps) {
              const before = life.status;
              await timed(`step ${step.kind}`, () => take(life, step));
              steps += 1;
              await timed('check', () => checkAfter(life, JSON.stringify(step), before));
            }
            // Every life ends with the renter giving up what they left unpaid, so the cap on unpaid checkouts per
            // person never stops later lives (holds expire by the wall clock, which the test does not move). An
            // order not awaiting payment has nothing to give up: the call would be refused.
            if (await awaitingPayment(life)) {
              const before = life.status;
              await timed('step cancel-order (end)', () => take(life, { kind: 'cancel-order' }));
              await timed('check', () => checkAfter(life, 'cancel-order (end)', before));
            }
          }),
          {
            numRuns: LIVES,
            seed: SEED,
            interruptAfterTimeLimit: SECONDS * 1000,
            markInterruptAsFailure: false,
            endOnFailure: true,
            verbose: 1,
          },
        );
        const seconds = (Date.now() - started) / 1000;
        // What the lives reached, so a run that never got past paying shows as such.
        const reached = (
          (await t.deps.database.db.execute(sql`select
        (select json_object_agg(kind, n) from (select kind, count(*)::int as n from ledger_entries group by kind) k) as entries,
        (select json_object_agg(kind, n) from (select kind, count(*)::int as n from jobs group by kind) j) as jobs,
        (select json_object_agg(status, n) from (select status, count(*)::int as n from bookings
          where created_at > now() - interval '1 day' group by status) s) as bookings`)) as unknown as {
            rows: { entries: unknown; bookings: unknown; jobs: unknown }[];
          }
        ).rows[0];
        const phases = [...spent]
          .sort((a, b) => b[1] - a[1])
          .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
          .join(', ');
        console.log(
          `money model: seed ${SEED}, ${lives} lives (${(lives / seconds).toFixed(2)}/s), ${steps} steps in ${seconds.toFixed(0)} s; entries ${JSON.stringify(reached?.entries)}; bookings ${JSON.stringify(reached?.bookings)}; jobs ${JSON.stringify(reached?.jobs)}; time: ${phases}`,
        );
        expect(lives).toBeGreaterThan(0);
      },
      (SECONDS + 120) * 1000,
    );
  });
}
