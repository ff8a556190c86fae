import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person's best quiz result per lesson; passed stays true once reached. */
export const educationProgress = pgTable(
  'education_progress',
  {
    userId: text('user_id').notNull(),
    courseId: text('course_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    bestScore: integer('best_score').notNull(),
    passed: boolean('passed').notNull(),
    attempts: integer('attempts').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.lessonId] })],
);

/** Issued once per person and course; its id is printed on the PDF so it can be checked. */
export const educationCertificates = pgTable(
  'education_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    courseId: text('course_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('education_certificates_once_uq').on(t.userId, t.courseId)],
);

/**
 * One try at a lesson's quiz: the questions drawn from its bank, in the order shown. Graded once; after a failed
 * one the next opens only after the retry delay.
 */
export const educationAttempts = pgTable(
  'education_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    courseId: text('course_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    questions: integer('questions').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    passed: boolean('passed'),
  },
  (t) => [index('education_attempts_person_idx').on(t.userId, t.courseId, t.lessonId, t.createdAt)],
);
