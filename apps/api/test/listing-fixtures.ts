import type { AppDb } from '../src/db/client';
import { listings } from '../src/db/schema/listings';
import { profiles } from '../src/db/schema/profiles';

/** Test data made by the test itself, so it does not depend on what the sample catalogue contains. */
export async function insertProfile(db: AppDb, userId: string, fullName: string | null, isVira = false): Promise<void> {
  await db.insert(profiles).values({ userId, fullName, isVira }).onConflictDoNothing();
}

export async function insertListing(db: AppDb, ownerId: string, title = 'Taladro de prueba'): Promise<number> {
  await insertProfile(db, ownerId, 'Dueña de Prueba');
  const [row] = await db
    .insert(listings)
    .values({
      ownerId,
      title,
      description: 'Un artículo creado por una prueba.',
      category: 'tools',
      currency: 'MXN',
      pricePerDay: 25_000,
      location: 'Coyoacán, Ciudad de México, México',
      city: 'Ciudad de México',
      country: 'México',
      continent: 'América del Norte',
      latitude: 19.35,
      longitude: -99.16,
    })
    .returning({ id: listings.id });
  return row!.id;
}
