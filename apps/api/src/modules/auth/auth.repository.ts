import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';

export async function emailIsRegistered(db: AppDb, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}
