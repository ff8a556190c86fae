import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { cartItems } from '../../../db/schema/cart-items';
import { listings } from '../../../db/schema/listings';
import { type ImageAddressParts, coverImageOf } from '../../images';

export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemValues = Pick<
  typeof cartItems.$inferInsert,
  'startDate' | 'endDate' | 'withInsurance' | 'deliveryMethod' | 'deliveryAddress' | 'startHour' | 'endHour'
>;

const listingColumns = {
  id: listings.id,
  type: listings.type,
  ownerId: listings.ownerId,
  title: listings.title,
  location: listings.location,
  currency: listings.currency,
  pricePerDay: listings.pricePerDay,
  insuranceCostPerDay: listings.insuranceCostPerDay,
  deposit: listings.deposit,
  deliveryCost: listings.deliveryCost,
  available: listings.available,
  hasInsurance: listings.hasInsurance,
  homeDelivery: listings.homeDelivery,
  instantBooking: listings.instantBooking,
  minDays: listings.minDays,
  maxDays: listings.maxDays,
  weeklyDiscountPct: listings.weeklyDiscountPct,
  monthlyDiscountPct: listings.monthlyDiscountPct,
  pricePerHour: listings.pricePerHour,
  minHours: listings.minHours,
  weeklyHours: listings.weeklyHours,
  timeZone: listings.timeZone,
  cancellationPolicy: listings.cancellationPolicy,
  cover: coverImageOf(listings.id),
};
export type RentableListingRow = {
  id: number;
  type: 'product' | 'service';
  ownerId: string;
  title: string;
  location: string;
  currency: string;
  pricePerDay: number;
  insuranceCostPerDay: number;
  deposit: number;
  deliveryCost: number;
  available: boolean;
  hasInsurance: boolean;
  homeDelivery: boolean;
  instantBooking: boolean;
  minDays: number;
  maxDays: number | null;
  weeklyDiscountPct: number;
  monthlyDiscountPct: number;
  pricePerHour: number | null;
  minHours: number;
  weeklyHours: unknown;
  timeZone: string;
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
  cover: ImageAddressParts | null;
};

export async function findRentableListing(db: AppDb, id: number): Promise<RentableListingRow | null> {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.listed, true)))
    .limit(1);
  return row ?? null;
}

export async function findCartWithListings(
  db: AppDb,
  userId: string,
): Promise<{ item: CartItemRow; listing: RentableListingRow }[]> {
  return db
    .select({ item: cartItems, listing: listingColumns })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartItem(db: AppDb, userId: string, id: string): Promise<CartItemRow | null> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** One line per listing: adding a listing already in the cart replaces its dates and options. */
export async function upsertCartItem(
  db: AppDb,
  userId: string,
  listingId: number,
  values: CartItemValues,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, listingId, ...values })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.listingId],
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function updateCartItem(db: AppDb, userId: string, id: string, values: CartItemValues): Promise<void> {
  await db
    .update(cartItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
}

export async function deleteCartItem(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCart(db: AppDb, userId: string, listingIds?: number[]): Promise<void> {
  const mine = eq(cartItems.userId, userId);
  await db.delete(cartItems).where(listingIds ? and(mine, inArray(cartItems.listingId, listingIds)) : mine);
}
