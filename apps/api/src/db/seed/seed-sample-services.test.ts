import { publishableServiceSchema } from '@vira/domain/listing-editor';
import { SERVICE_CATEGORIES } from '@vira/domain/category-taxonomy';
import { mayGoLive } from '@vira/domain/service';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from './dev-accounts';
import { buildSampleServices, seedSampleServices } from './seed-sample-services';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('sample services', () => {
  it('are about 60 live services over 20+ of the 34 categories and 15+ cities, Mexico-heavy', async () => {
    const [facts] = rows<{ n: number; categories: string[]; cities: number; mexico: number }>(
      await t.deps.database.db.execute(sql`
        select count(*)::int as n, array_agg(distinct category) as categories, count(distinct city)::int as cities,
          count(*) filter (where country = 'México')::int as mexico
        from listings where type = 'service' and listed and weekly_hours is not null`),
    );
    expect(facts!.n).toBe(60);
    expect(facts!.categories.length).toBeGreaterThanOrEqual(20);
    for (const c of facts!.categories) expect(SERVICE_CATEGORIES).toContain(c);
    expect(facts!.cities).toBeGreaterThanOrEqual(15);
    expect(facts!.mexico).toBeGreaterThanOrEqual(45);
  });

  it('are deterministic and each one would pass the publishing rules, medical ones with a verified cédula', async () => {
    expect(buildSampleServices()).toEqual(buildSampleServices());
    const services = rows<Record<string, unknown> & { category: string; owner_id: string; id: number }>(
      await t.deps.database.db.execute(sql`
        select l.*, array(select c.type from credentials c where c.user_id = l.owner_id and c.status = 'verified') as verified
        from listings l where type = 'service' and weekly_hours is not null`),
    );
    for (const s of services) {
      const checked = publishableServiceSchema.safeParse({
        title: s.title,
        description: s.description,
        category: s.category,
        subcategory: null,
        condition: s.condition,
        modelYear: null,
        location: s.location,
        city: s.city,
        country: s.country,
        postalCode: s.postal_code,
        latitude: s.latitude,
        longitude: s.longitude,
        currency: s.currency,
        pricePerDay: s.price_per_day,
        pricePerHour: s.price_per_hour,
        hasInsurance: s.has_insurance,
        insuranceCostPerDay: s.insurance_cost_per_day,
        deposit: s.deposit,
        deliveryCost: s.delivery_cost,
        homeDelivery: s.home_delivery,
        publicPickup: s.public_pickup,
        instantBooking: s.instant_booking,
        minDays: s.min_days,
        maxDays: s.max_days,
        weeklyDiscountPct: s.weekly_discount_pct,
        monthlyDiscountPct: s.monthly_discount_pct,
        cancellationPolicy: s.cancellation_policy,
        minHours: s.min_hours,
        serviceRadiusKm: s.service_radius_km,
        weeklyHours: s.weekly_hours,
        timeZone: s.time_zone,
      });
      expect(checked.success, `${s.id}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
      expect(mayGoLive(s.category, s.verified as string[]), `${s.id} ${s.category}`).toBe(true);
      expect(s.deposit).toBe(0);
    }
  });

  it('does not seed twice', async () => {
    await seedSampleServices(t.deps);
    const [n] = rows<{ n: number }>(
      await t.deps.database.db.execute(
        sql`select count(*)::int as n from listings where type = 'service' and weekly_hours is not null`,
      ),
    );
    expect(n!.n).toBe(60);
  });
});

describe('the sample cédula profesional', () => {
  it('has a document the admin can open: a small PDF marked as an example', async () => {
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const [cedula] = rows<{ id: string }>(
      await t.deps.database.db.execute(
        sql`select id from credentials where user_id = 'sample-provider-1' and type = 'cedula_profesional'`,
      ),
    );
    const res = await t.request(`/api/credentials/${cedula!.id}/file`, { headers: { cookie: admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('moves a cédula seeded before there was a document onto the generated file', async () => {
    await t.deps.database.db.execute(
      sql`update credentials set file_key = 'sample:credential/sample-provider-1' where user_id = 'sample-provider-1'`,
    );
    await seedSampleServices(t.deps);
    const [row] = rows<{ file_key: string }>(
      await t.deps.database.db.execute(sql`select file_key from credentials where user_id = 'sample-provider-1'`),
    );
    expect(await t.deps.storage.get(row!.file_key)).not.toBeNull();
  });
});
