import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';

export async function verifiedPhoneOf(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone ?? null;
}
