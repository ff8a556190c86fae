import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { phoneOtps } from '../../db/schema/phone-otps';

export type PhoneOtpRow = typeof phoneOtps.$inferSelect;

/** Retires every open code of the phone (a new one replaces them) and stores the new code's hash. */
export async function replacePhoneOtp(
  db: AppDb,
  phone: string,
  code: { codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { codeHash, expiresAt, now } = code;
  await db
    .update(phoneOtps)
    .set({ consumedAt: now })
    .where(and(eq(phoneOtps.phone, phone), isNull(phoneOtps.consumedAt)));
  await db.insert(phoneOtps).values({ phone, codeHash, expiresAt });
}

export async function findLatestOpenOtp(db: AppDb, phone: string): Promise<PhoneOtpRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneOtps)
    .where(and(eq(phoneOtps.phone, phone), isNull(phoneOtps.consumedAt)))
    .orderBy(desc(phoneOtps.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one try of the code, or none when it has had `max` tries, was used or expired. The count is raised before
 * the code is compared, in one statement, so concurrent guesses can never be compared more than `max` times.
 */
export async function claimAttempt(db: AppDb, id: string, max: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(
      and(
        eq(phoneOtps.id, id),
        isNull(phoneOtps.consumedAt),
        lt(phoneOtps.attempts, max),
        gt(phoneOtps.expiresAt, now),
      ),
    )
    .returning({ attempts: phoneOtps.attempts });
  return row?.attempts;
}

/** Marks the code used; false when another request used it first (single use under concurrency). */
export async function consumeOtp(db: AppDb, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneOtps)
    .set({ consumedAt: now })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.consumedAt)))
    .returning({ id: phoneOtps.id });
  return rows.length === 1;
}

export async function findUserIdByVerifiedPhone(db: AppDb, phone: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row?.id;
}
