import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { educationAttempts, educationCertificates, educationProgress } from '../../db/schema/education';

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

export type AttemptRow = typeof educationAttempts.$inferSelect;

/** The person's latest attempt at a lesson. */
export async function latestAttempt(db: AppDb, userId: string, courseId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(educationAttempts)
    .where(
      and(
        eq(educationAttempts.userId, userId),
        eq(educationAttempts.courseId, courseId),
        eq(educationAttempts.lessonId, lessonId),
      ),
    )
    .orderBy(desc(educationAttempts.createdAt))
    .limit(1);
  return row;
}

export async function insertAttempt(
  db: AppDb,
  row: { userId: string; courseId: string; lessonId: string; questions: number[] },
): Promise<AttemptRow> {
  const [inserted] = await db.insert(educationAttempts).values(row).returning();
  return inserted!;
}

export async function findAttempt(db: AppDb, id: string) {
  const [row] = await db.select().from(educationAttempts).where(eq(educationAttempts.id, id)).limit(1);
  return row;
}

/** Grades an attempt once: false when it was already graded (two submissions at once count once). */
export async function markGraded(db: AppDb, id: string, passed: boolean): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(educationAttempts)
    .set({ gradedAt: sql`now()`, passed })
    .where(and(eq(educationAttempts.id, id), isNull(educationAttempts.gradedAt)))
    .returning();
  return row;
}
