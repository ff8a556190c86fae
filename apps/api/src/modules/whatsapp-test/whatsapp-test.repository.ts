import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';

export async function verifiedPhoneOf(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone ?? null;
}

/** Records the number as this person's verified WhatsApp; false when another account already holds it. */
export async function setVerifiedPhone(db: AppDb, userId: string, phone: string): Promise<boolean> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
  if (holder && holder.id !== userId) return false;
  try {
    await db.update(users).set({ phoneNumber: phone, updatedAt: new Date() }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    // Another account took the number between the read and the write (the column is unique).
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') return false;
    throw error;
  }
}
