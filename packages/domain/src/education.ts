import { z } from 'zod';

export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  passed: z.boolean(),
  bestScore: z.number().int().nonnegative().nullable(),
  /** Questions in one attempt, drawn from the lesson's bank. */
  questionCount: z.number().int().positive(),
});

export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  lessons: z.array(lessonSummarySchema),
  passedCount: z.number().int().nonnegative(),
  completed: z.boolean(),
  /** Set once every lesson's quiz is passed; the certificate PDF carries it. */
  certificateId: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseListSchema = z.object({ courses: z.array(courseSummarySchema) });

export const lessonSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  body: z.array(z.string()),
  /** Drawn from the lesson's bank for this attempt; empty while a retry is not yet open. */
  questions: z.array(z.object({ text: z.string(), options: z.array(z.string()) })),
  /** The attempt the answers belong to (null for a guest, who cannot send them). */
  attemptId: z.string().nullable(),
  /** After a failed attempt: when the next one opens. */
  retryAt: z.string().nullable(),
  passed: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const quizAnswersSchema = z.object({
  attemptId: z.uuid(),
  answers: z.array(z.number().int().min(0).max(9)).min(1).max(20),
});

export const quizResultSchema = z.object({
  score: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  passed: z.boolean(),
  /**
   * Once passed, per question: the option chosen, the right one, and the explanation of every option. Empty after
   * a failed attempt: the answers are not revealed until the person passes.
   */
  results: z.array(
    z.object({
      chosen: z.number().int(),
      correct: z.number().int(),
      explanations: z.array(z.string()),
    }),
  ),
  /** After a failed attempt: when the next one opens. */
  retryAt: z.string().nullable(),
  course: courseSummarySchema,
});
export type QuizResult = z.infer<typeof quizResultSchema>;
