import { CURRENCIES, type CurrencyCode } from '@vira/domain/currencies';
import { WEEKDAYS } from '@vira/domain/service';
import { and, eq, like, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { appMeta } from '../schema/app-meta';
import { credentials } from '../schema/credentials';
import { listingImages, listings } from '../schema/listings';
import { profiles } from '../schema/profiles';
import { SAMPLE_SERVICE_CITIES, SAMPLE_SERVICE_TEXTS, type SampleServiceText } from './sample-service-texts';
import { SAMPLE_OWNERS } from './sample-owners';
import { sampleCedulaPdf } from './sample-cedula-pdf';

const SEED_KEY = 'sample_services_seeded';
const SAMPLE_CEDULA_KEY = 'credentials/sample-provider-1/sample-cedula.pdf';
const SAMPLE_CEDULA = { holder: 'Lucía Herrera (ejemplo)', number: '00000000' };

/** Sample providers without a login, marked as examples; the first holds a verified cédula for the medical services. */
const SAMPLE_PROVIDERS = [
  { userId: 'sample-provider-1', fullName: 'Lucía Herrera (ejemplo)' },
  { userId: 'sample-provider-2', fullName: 'Servicios Integrales del Bajío (ejemplo)' },
  { userId: 'sample-provider-3', fullName: 'Jorge Castañeda (ejemplo)' },
] as const;
const PROVIDER_IDS = [...SAMPLE_OWNERS.map((o) => o.userId), ...SAMPLE_PROVIDERS.map((p) => p.userId)];

/** Pesos to the city's money, rounded to whole units (a sample price list, not a quote). */
function localMinor(pesos: number, currency: CurrencyCode): number {
  const major = (pesos / CURRENCIES.MXN.rate) * CURRENCIES[currency].rate;
  const step = major >= 10_000 ? 1000 : major >= 1000 ? 10 : 1;
  return Math.round(major / step) * step * 100;
}

function weeklyHours(text: SampleServiceText): Record<string, { start: number; end: number } | null> {
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => [day, text.days.includes(i) ? { start: text.hours[0], end: text.hours[1] } : null]),
  );
}

/** Two services per sample text (60), spread over 18 cities, deterministic: same rows on every machine. */
export function buildSampleServices(): (typeof listings.$inferInsert)[] {
  const rows: (typeof listings.$inferInsert)[] = [];
  const texts = SAMPLE_SERVICE_TEXTS;
  for (let copy = 0; copy < 2; copy++) {
    texts.forEach((text, i) => {
      const n = copy * texts.length + i;
      // Mexico first: the three cities abroad get only every sixth service.
      const city = SAMPLE_SERVICE_CITIES[n % 6 === 5 ? 15 + (n % 3) : (i * 7 + copy * 4) % 15]!;
      const currency = city.currency as CurrencyCode;
      const medical = text.category === 'psychologist';
      const created = new Date(Date.UTC(2026, 0, 5 + n, 15));
      rows.push({
        ownerId: medical ? 'sample-provider-1' : PROVIDER_IDS[n % PROVIDER_IDS.length]!,
        type: 'service',
        title: copy === 0 ? text.title : `${text.title} en ${city.name}`,
        description: text.description,
        category: text.category,
        currency,
        pricePerDay: text.daily ? localMinor(text.daily, currency) : 0,
        pricePerHour: text.hourly ? localMinor(text.hourly, currency) : null,
        minHours: text.minHours,
        serviceRadiusKm: text.radiusKm,
        weeklyHours: weeklyHours(text),
        timeZone: city.timeZone,
        location: `${city.zone}, ${city.name}, ${city.country}`,
        city: city.name,
        country: city.country,
        continent: city.continent,
        postalCode: city.postal,
        // A small deterministic offset so two services of one city are not on one pin.
        latitude: city.lat + ((n % 5) - 2) * 0.011,
        longitude: city.lng + ((n % 7) - 3) * 0.009,
        instantBooking: n % 3 !== 0,
        cancellationPolicy: n % 4 === 0 ? 'moderate' : 'flexible',
        status: 'live',
        publishedAt: created,
        createdAt: created,
        updatedAt: created,
      });
    });
  }
  return rows;
}

/** Seeds the sample services once (after the sample catalogue), with their pictures and the sample cédula. */
export async function seedSampleServices(deps: AppDeps): Promise<void> {
  const { database, logger } = deps;
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return sampleCedulaDocument(deps);
  let seeded = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    await insertSampleServices(tx as unknown as AppDb);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    seeded = true;
  });
  if (seeded) logger.info('sample services seeded');
  await sampleCedulaDocument(deps);
}

/**
 * The sample cédula's file in storage (it can be lost with a memory or wiped store), and the key of a sample
 * cédula seeded before there was a document (`sample:` keys pointed at nothing) moved onto it.
 */
async function sampleCedulaDocument({ database, storage }: AppDeps): Promise<void> {
  if (!(await storage.get(SAMPLE_CEDULA_KEY)))
    await storage.put(SAMPLE_CEDULA_KEY, await sampleCedulaPdf(SAMPLE_CEDULA.holder, SAMPLE_CEDULA.number));
  await database.db
    .update(credentials)
    .set({ fileKey: SAMPLE_CEDULA_KEY })
    .where(and(eq(credentials.userId, 'sample-provider-1'), like(credentials.fileKey, 'sample:%')));
}

async function insertSampleServices(tx: AppDb): Promise<void> {
  await tx
    .insert(profiles)
    .values(
      SAMPLE_PROVIDERS.map((p) => ({
        userId: p.userId,
        fullName: p.fullName,
        verificationStatus: 'verified' as const,
        preferredLanguage: 'es',
        preferredCurrency: 'MXN',
        onboardingCompleted: true,
      })),
    )
    .onConflictDoNothing();
  await tx.insert(credentials).values({
    userId: 'sample-provider-1',
    type: 'cedula_profesional',
    number: SAMPLE_CEDULA.number,
    issuer: 'SEP — Dirección General de Profesiones (ejemplo)',
    // Sample data: its document is the generated example PDF (sampleCedulaDocument).
    fileKey: SAMPLE_CEDULA_KEY,
    fileType: 'application/pdf',
    status: 'verified',
    decidedBy: 'seed',
    decidedAt: new Date(Date.UTC(2026, 0, 2, 12)),
    createdAt: new Date(Date.UTC(2026, 0, 1, 12)),
  });
  const inserted = await tx
    .insert(listings)
    .values(buildSampleServices())
    .returning({ id: listings.id, title: listings.title });
  await tx
    .insert(listingImages)
    .values(
      inserted.map((l) => ({ listingId: l.id, position: 0, storageKey: `generated:listing/${l.id}/1`, alt: l.title })),
    );
}
