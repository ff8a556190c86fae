import type { Locale } from '@vira/domain/locales';

/**
 * The first course: lesson ids and, per question, the index of the right option. The texts live in
 * content/<language>.ts and follow this order; the answers stay here, on the server, so grading never depends
 * on what a client shows.
 */
export const FIRST_COURSE = {
  id: 'money-for-renters',
  lessons: [
    { id: 'budget', answers: [1, 2] },
    { id: 'emergency-fund', answers: [0, 1] },
    { id: 'credit-cat', answers: [2, 0] },
    { id: 'marketplace-fraud', answers: [1, 2] },
    { id: 'pricing-rentals', answers: [0, 1] },
  ],
} as const;

export type LessonId = (typeof FIRST_COURSE.lessons)[number]['id'];

export interface LessonText {
  title: string;
  body: string[];
  /** Same order as the structure's answers; every option explains why it is right or wrong. */
  questions: { text: string; options: { text: string; why: string }[] }[];
}

export interface CourseText {
  title: string;
  description: string;
  lessons: Record<LessonId, LessonText>;
}

export type CourseTexts = Record<Locale, CourseText>;
