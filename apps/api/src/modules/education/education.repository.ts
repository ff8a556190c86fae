import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { educationCertificates, educationProgress } from '../../db/schema/education';

export async function progressOf(db: AppDb, userId: string, courseId: string) {
  return db
    .select()
    .from(educationProgress)
    .where(and(eq(educationProgress.userId, userId), eq(educationProgress.courseId, courseId)));
}

/** Keeps the best score; once passed, a lesson stays passed. */
export async function recordAttempt(
  db: AppDb,
  row: { userId: string; courseId: string; lessonId: string; score: number; passed: boolean },
): Promise<void> {
  await db
    .insert(educationProgress)
    .values({ ...row, bestScore: row.score })
    .onConflictDoUpdate({
      target: [educationProgress.userId, educationProgress.courseId, educationProgress.lessonId],
      set: {
        bestScore: sql`greatest(${educationProgress.bestScore}, excluded.best_score)`,
        passed: sql`${educationProgress.passed} or excluded.passed`,
        attempts: sql`${educationProgress.attempts} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findCertificate(db: AppDb, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(educationCertificates)
    .where(and(eq(educationCertificates.userId, userId), eq(educationCertificates.courseId, courseId)))
    .limit(1);
  return row;
}

/** Issues the certificate once; a second call returns the first one. */
export async function issueCertificate(db: AppDb, userId: string, courseId: string) {
  await db.insert(educationCertificates).values({ userId, courseId }).onConflictDoNothing();
  return (await findCertificate(db, userId, courseId))!;
}
