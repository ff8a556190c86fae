import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notificationSettings, notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** Inserts one notification; with a dedupe key already used, answers undefined (it was sent before). */
export async function insertNotification(db: AppDb, row: NewNotificationRow): Promise<NotificationRow | undefined> {
  const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findNotification(db: AppDb, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function findNotificationsOf(
  db: AppDb,
  userId: string,
  limit: number,
  before?: Date,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before ? lt(notifications.createdAt, before) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

export async function markNotificationRead(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: AppDb, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function findSettings(db: AppDb, userId: string): Promise<NotificationSettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

export async function upsertSettings(
  db: AppDb,
  userId: string,
  values: Omit<typeof notificationSettings.$inferInsert, 'userId' | 'updatedAt'>,
): Promise<NotificationSettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Where and in which language to reach a person outside the app. */
export async function findContact(
  db: AppDb,
  userId: string,
): Promise<{ email: string; verifiedPhone: string | null; language: string | null } | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      // Only a WhatsApp-verified number is stored here.
      verifiedPhone: users.phoneNumber,
      language: profiles.preferredLanguage,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export interface BookingNoticeRow {
  id: string;
  order_id: string | null;
  listing_id: number;
  listing_title: string;
  renter_id: string;
  owner_id: string;
  renter_name: string | null;
  status: string;
}

/** What a booking notice says: the listing's title and the renter's name, for every booking of an order. */
export async function findBookingsForNotice(
  db: AppDb,
  by: { orderId: string } | { bookingId: string },
): Promise<BookingNoticeRow[]> {
  const result = await db.execute(sql`
    select b.id, b.order_id, b.listing_id, l.title as listing_title, b.renter_id, b.owner_id,
      coalesce(p.full_name, u.name) as renter_name, b.status
    from bookings b
    join listings l on l.id = b.listing_id
    left join profiles p on p.user_id = b.renter_id
    left join users u on u.id = b.renter_id
    where ${'orderId' in by ? sql`b.order_id = ${by.orderId}` : sql`b.id = ${by.bookingId}`}`);
  return (result as unknown as { rows: BookingNoticeRow[] }).rows;
}

export async function findListingForNotice(
  db: AppDb,
  listingId: number,
): Promise<{ ownerId: string; title: string } | undefined> {
  const result = await db.execute(sql`select owner_id as "ownerId", title from listings where id = ${listingId}`);
  return (result as unknown as { rows: { ownerId: string; title: string }[] }).rows[0];
}

/** The sample owners' automatic replies: written once, never over a person's own choice. */
export async function insertSettingsIfMissing(db: AppDb, rows: { userId: string; autoReply: string }[]): Promise<void> {
  if (rows.length > 0) await db.insert(notificationSettings).values(rows).onConflictDoNothing();
}
