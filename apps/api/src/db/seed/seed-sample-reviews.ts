import { asc, sql } from 'drizzle-orm';
import { FEATURED_LISTING_IDS } from '@vira/domain/listing';
import type { AppDb } from '../client';
import { listings } from '../schema/listings';
import { profiles } from '../schema/profiles';
import { reviews } from '../schema/reviews';
import { createSampleRandom } from './sample-random';

/** Sample reviewers: seeded public profiles without a login, like the sample owners. */
const SAMPLE_REVIEWERS = [
  { userId: 'sample-reviewer-1', fullName: 'Lucía Hernández', isVira: true },
  { userId: 'sample-reviewer-2', fullName: 'Diego Ramírez', isVira: false },
  { userId: 'sample-reviewer-3', fullName: 'Sofía Castillo', isVira: false },
  { userId: 'sample-reviewer-4', fullName: 'Javier Morales', isVira: true },
  { userId: 'sample-reviewer-5', fullName: 'Valentina Ortiz', isVira: false },
  { userId: 'sample-reviewer-6', fullName: 'Andrés Navarro', isVira: false },
  { userId: 'sample-reviewer-7', fullName: 'Camila Flores', isVira: true },
  { userId: 'sample-reviewer-8', fullName: 'Ricardo Vázquez', isVira: false },
  { userId: 'sample-reviewer-9', fullName: 'Fernanda Guzmán', isVira: false },
  { userId: 'sample-reviewer-10', fullName: 'Emilio Salazar', isVira: false },
] as const;

/** Spanish comments by star rating. Written for this project; no real person's words. */
const COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Excelente experiencia, el artículo llegó impecable y funcionó perfecto todo el fin de semana.',
    'El dueño fue muy amable y puntual en la entrega. Sin duda volveré a rentar con él.',
    'Todo tal cual se describe en la publicación. Muy recomendable.',
    'Me ahorró comprar uno nuevo para un solo proyecto. Llegó limpio y con todos sus accesorios.',
    'Súper fácil coordinar la recogida y la devolución. Cinco estrellas bien merecidas.',
    'Muy buena calidad, se nota que lo cuidan. La comunicación fue rápida y clara.',
  ],
  4: [
    'Muy buen estado en general, solo tenía un pequeño rayón que no afectó el uso.',
    'Buena experiencia. La entrega se retrasó un poco, pero el dueño avisó con tiempo.',
    'Cumplió con lo que necesitaba para el evento. Lo volvería a rentar.',
    'Buen precio por día y el artículo funcionó bien. Faltó un cable, pero lo resolvimos rápido.',
  ],
  3: [
    'Funcionó, aunque se notaba el desgaste. Por el precio está bien.',
    'La comunicación fue algo lenta, pero al final todo salió como se acordó.',
  ],
  2: ['El artículo llegó con la batería casi agotada y tardaron en responder mis mensajes.'],
  1: ['No coincidía con las fotos de la publicación y la entrega fue dos horas tarde.'],
};

// A fixed reference moment: sample data must be identical on every run, so the clock is never read.
const BASE_TIME = Date.UTC(2026, 9, 1, 12, 0, 0);
const DAY_MS = 86_400_000;

function pickRating(next: number): 1 | 2 | 3 | 4 | 5 {
  if (next < 0.58) return 5;
  if (next < 0.86) return 4;
  if (next < 0.95) return 3;
  if (next < 0.98) return 2;
  return 1;
}

/**
 * Seeds sample reviews over the sample catalogue (called inside the catalogue's seeding transaction) and sets
 * each listing's cached rating and review count to match. Deterministic: same reviews on every machine.
 * Featured listings always get a few reviews; about one listing in six gets none, so empty states exist too.
 */
export async function seedSampleReviews(tx: AppDb): Promise<void> {
  await tx
    .insert(profiles)
    .values(SAMPLE_REVIEWERS.map((r) => ({ ...r, verificationStatus: 'verified' })))
    .onConflictDoNothing({ target: profiles.userId });

  const rows = await tx.select({ id: listings.id, ownerId: listings.ownerId }).from(listings).orderBy(asc(listings.id));
  const featured = new Set<number>(FEATURED_LISTING_IDS);
  const values: (typeof reviews.$inferInsert)[] = [];
  for (const listing of rows) {
    const random = createSampleRandom(0x5e71e3 ^ listing.id);
    const howMany = featured.has(listing.id) ? random.int(3, 6) : random.chance(1 / 6) ? 0 : random.int(1, 5);
    const reviewers = random.shuffle(SAMPLE_REVIEWERS.filter((r) => r.userId !== listing.ownerId)).slice(0, howMany);
    for (const reviewer of reviewers) {
      const rating = pickRating(random.next());
      const created = new Date(BASE_TIME - random.int(1, 540) * DAY_MS - random.int(0, 86_399) * 1000);
      values.push({
        listingId: listing.id,
        reviewerId: reviewer.userId,
        rating,
        comment: random.pick(COMMENTS[rating]),
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  for (let i = 0; i < values.length; i += 500) {
    await tx
      .insert(reviews)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
  }

  // The cached figures the cards and search sort by must agree with the reviews themselves.
  await tx.execute(sql`
    update ${listings} l set
      rating = s.average,
      review_count = coalesce(s.n, 0)
    from (
      select l2.id, avg(r.rating)::real as average, count(r.id)::int as n
      from ${listings} l2 left join ${reviews} r on r.listing_id = l2.id
      group by l2.id
    ) s
    where s.id = l.id`);
  // An owner's rating needs no update: profiles read it from these reviews (decision 035).
}
