import type { CourseSummary, Lesson, QuizResult } from '@vira/domain/education';
import type { Locale } from '@vira/domain/locales';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { certificatePdf } from './certificate-pdf';
import { FIRST_COURSE } from './course-structure';
import { FIRST_COURSE_TEXTS } from './course-texts';
import { educationMessages } from './education.messages';
import * as repo from './education.repository';

const notFound = () => new AppError(404, 'not_found', commonMessages.notFound);
const COURSES = [FIRST_COURSE];

function courseOf(courseId: string) {
  const course = COURSES.find((c) => c.id === courseId);
  if (!course) throw notFound();
  return course;
}

async function summary(
  db: AppDb,
  user: SessionUser | undefined,
  locale: Locale,
  courseId: string,
): Promise<CourseSummary> {
  const course = courseOf(courseId);
  const text = FIRST_COURSE_TEXTS[locale];
  const progress = user ? await repo.progressOf(db, user.id, courseId) : [];
  const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
  const lessons = course.lessons.map((l) => ({
    id: l.id,
    title: text.lessons[l.id].title,
    passed: byLesson.get(l.id)?.passed ?? false,
    bestScore: byLesson.get(l.id)?.bestScore ?? null,
    questionCount: l.answers.length,
  }));
  const passedCount = lessons.filter((l) => l.passed).length;
  const certificate = user ? await repo.findCertificate(db, user.id, courseId) : undefined;
  return {
    id: course.id,
    title: text.title,
    description: text.description,
    lessons,
    passedCount,
    completed: passedCount === lessons.length,
    certificateId: certificate?.id ?? null,
  };
}

export async function listCourses(db: AppDb, user: SessionUser | undefined, locale: Locale) {
  return { courses: await Promise.all(COURSES.map((c) => summary(db, user, locale, c.id))) };
}

export function getCourse(db: AppDb, user: SessionUser | undefined, locale: Locale, courseId: string) {
  return summary(db, user, locale, courseId);
}

export async function getLesson(
  db: AppDb,
  user: SessionUser | undefined,
  locale: Locale,
  courseId: string,
  lessonId: string,
): Promise<Lesson> {
  const course = courseOf(courseId);
  const lesson = course.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw notFound();
  const text = FIRST_COURSE_TEXTS[locale].lessons[lesson.id];
  const progress = user ? await repo.progressOf(db, user.id, courseId) : [];
  return {
    id: lesson.id,
    courseId,
    title: text.title,
    body: text.body,
    // The options without their explanations: those come with the graded answers.
    questions: text.questions.map((q) => ({ text: q.text, options: q.options.map((o) => o.text) })),
    passed: progress.some((p) => p.lessonId === lesson.id && p.passed),
  };
}

/**
 * Grades a quiz on the server: a lesson passes when every answer is right (retries allowed, the best result
 * is kept). Passing the last lesson issues the course certificate.
 */
export async function gradeQuiz(
  db: AppDb,
  user: SessionUser,
  locale: Locale,
  courseId: string,
  lessonId: string,
  answers: number[],
): Promise<QuizResult> {
  const course = courseOf(courseId);
  const lesson = course.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw notFound();
  if (answers.length !== lesson.answers.length)
    throw new AppError(400, 'answer_every_question', educationMessages.answerEveryQuestion, {}, { answers: 'length' });
  const text = FIRST_COURSE_TEXTS[locale].lessons[lesson.id];
  const results = lesson.answers.map((correct, i) => ({
    chosen: answers[i]!,
    correct,
    explanations: text.questions[i]!.options.map((o) => o.why),
  }));
  const score = results.filter((r) => r.chosen === r.correct).length;
  const passed = score === lesson.answers.length;
  await repo.recordAttempt(db, { userId: user.id, courseId, lessonId, score, passed });
  let progress = await summary(db, user, locale, courseId);
  if (progress.completed && !progress.certificateId) {
    await repo.issueCertificate(db, user.id, courseId);
    progress = await summary(db, user, locale, courseId);
  }
  return { score, total: lesson.answers.length, passed, results, course: progress };
}

export async function certificate(db: AppDb, user: SessionUser, locale: Locale, courseId: string): Promise<Buffer> {
  const course = courseOf(courseId);
  const issued = await repo.findCertificate(db, user.id, courseId);
  if (!issued) throw new AppError(403, 'course_not_completed', educationMessages.notCompleted);
  return certificatePdf(
    {
      id: issued.id,
      name: user.name?.trim() || user.email,
      course: {
        title: FIRST_COURSE_TEXTS[locale].title,
        titleEs: FIRST_COURSE_TEXTS.es.title,
        titleEn: FIRST_COURSE_TEXTS.en.title,
        lessons: course.lessons.length,
      },
      issuedAt: issued.issuedAt,
    },
    locale,
  );
}
