/**
 * The four courses, three lessons each: per question of each lesson's bank, the index of the right option. The
 * texts live in content/<language>.ts (the first five lessons, two questions each), content/bank/<language>.ts
 * (the courses' names, a third question for each of those lessons, and the taxes lesson) and
 * content/more/<language>.ts (the six lessons added so no course has just one or two) and follow this order;
 * the answers stay here, on the server, so grading never depends on what a client shows.
 */
export const COURSES = [
  {
    id: 'budgeting',
    lessons: [
      { id: 'budget', answers: [1, 2, 0] },
      { id: 'expense-tracking', answers: [1, 0, 2] },
      { id: 'irregular-income', answers: [0, 2, 1] },
    ],
  },
  {
    id: 'saving',
    lessons: [
      { id: 'emergency-fund', answers: [0, 1, 1] },
      { id: 'savings-goals', answers: [2, 1, 0] },
      { id: 'where-to-save', answers: [1, 2, 0] },
    ],
  },
  {
    id: 'credit',
    lessons: [
      { id: 'credit-cat', answers: [2, 0, 2] },
      { id: 'credit-history', answers: [0, 1, 2] },
      { id: 'marketplace-fraud', answers: [1, 2, 1] },
    ],
  },
  {
    id: 'earnings',
    lessons: [
      { id: 'pricing-rentals', answers: [0, 1, 0] },
      { id: 'real-profit', answers: [2, 0, 1] },
      { id: 'taxes-earnings', answers: [1, 0, 2] },
    ],
  },
] as const;

/** Questions drawn from a lesson's bank for one attempt. */
export const QUIZ_SIZE = 2;
/** After a failed attempt, the next one opens this many seconds later. */
export const RETRY_SECONDS = 10 * 60;

export type CourseId = (typeof COURSES)[number]['id'];
export type LessonId = (typeof COURSES)[number]['lessons'][number]['id'];
/** The lessons added so every course has three (content/more/<language>.ts). */
export type AddedLessonId =
  'expense-tracking' | 'irregular-income' | 'savings-goals' | 'where-to-save' | 'credit-history' | 'real-profit';
type FirstLessonId = Exclude<LessonId, 'taxes-earnings' | AddedLessonId>;

export interface QuestionText {
  text: string;
  /** Every option explains why it is right or wrong. */
  options: { text: string; why: string }[];
}

export interface LessonText {
  title: string;
  body: string[];
  /** Same order as the structure's answers. */
  questions: QuestionText[];
}

/** content/<language>.ts: the first five lessons as they were written for the single course. */
export interface CourseText {
  title: string;
  description: string;
  lessons: Record<FirstLessonId, LessonText>;
}

/** content/bank/<language>.ts: the courses, the banks' third questions and the taxes lesson. */
export interface BankText {
  courses: Record<CourseId, { title: string; description: string }>;
  extraQuestions: Record<FirstLessonId, QuestionText[]>;
  taxes: LessonText;
}

/** content/more/<language>.ts: the lessons added so every course has three. */
export type AddedLessonsText = Record<AddedLessonId, LessonText>;

export interface EducationText {
  courses: Record<CourseId, { title: string; description: string }>;
  lessons: Record<LessonId, LessonText>;
}
