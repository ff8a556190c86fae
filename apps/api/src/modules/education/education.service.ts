import type { CourseSummary, Lesson, QuizResult } from '@vira/domain/education';
import type { Locale } from '@vira/domain/locales';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { certificatePdf } from './certificate-pdf';
import { randomInt } from 'node:crypto';
import { COURSES, QUIZ_SIZE, RETRY_SECONDS } from './course-structure';
import { EDUCATION_TEXTS } from './course-texts';
import { educationMessages } from './education.messages';
import * as repo from './education.repository';

const notFound = () => new AppError(404, 'not_found', commonMessages.notFound);

function courseOf(courseId: string) {
  const course = COURSES.find((c) => c.id === courseId);
  if (!course) throw notFound();
  return course;
}

function lessonOf(courseId: string, lessonId: string) {
  const lesson = courseOf(courseId).lessons.find((l) => l.id === lessonId);
  if (!lesson) throw notFound();
  return lesson;
}

async function summary(
  db: AppDb,
  user: SessionUser | undefined,
  locale: Locale,
  courseId: string,
): Promise<CourseSummary> {
  const course = courseOf(courseId);
  const text = EDUCATION_TEXTS[locale];
  const progress = user ? await repo.progressOf(db, user.id, courseId) : [];
  const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
  const lessons = course.lessons.map((l) => ({
    id: l.id,
    title: text.lessons[l.id].title,
    passed: byLesson.get(l.id)?.passed ?? false,
    bestScore: byLesson.get(l.id)?.bestScore ?? null,
    questionCount: Math.min(QUIZ_SIZE, l.answers.length),
  }));
  const passedCount = lessons.filter((l) => l.passed).length;
  const certificate = user ? await repo.findCertificate(db, user.id, courseId) : undefined;
  return {
    id: course.id,
    title: text.courses[course.id].title,
    description: text.courses[course.id].description,
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

/** `count` distinct question indices of a bank of `size`, in random order. */
function draw(size: number, count: number): number[] {
  const indices = Array.from({ length: size }, (_, i) => i);
  for (let i = indices.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices.slice(0, Math.min(count, size));
}

/** When a failed attempt's retry opens, or null when the person may try now. */
function retryAtOf(attempt: repo.AttemptRow | undefined, now: Date): Date | null {
  if (!attempt?.gradedAt || attempt.passed) return null;
  const at = new Date(attempt.gradedAt.getTime() + RETRY_SECONDS * 1000);
  return at > now ? at : null;
}

/**
 * A lesson with an attempt at its quiz: questions drawn from the lesson's bank, without their answers. A signed-in
 * person keeps the same open attempt until they send it; after a failed one the next opens after the retry delay.
 */
export async function getLesson(
  db: AppDb,
  user: SessionUser | undefined,
  locale: Locale,
  courseId: string,
  lessonId: string,
  now: Date,
): Promise<Lesson> {
  const lesson = lessonOf(courseId, lessonId);
  const text = EDUCATION_TEXTS[locale].lessons[lesson.id];
  const progress = user ? await repo.progressOf(db, user.id, courseId) : [];
  const base = {
    id: lesson.id,
    courseId,
    title: text.title,
    body: text.body,
    passed: progress.some((p) => p.lessonId === lesson.id && p.passed),
  };
  const ask = (indices: number[]) =>
    // The options without their explanations: those come with a passed attempt.
    indices.map((i) => ({ text: text.questions[i]!.text, options: text.questions[i]!.options.map((o) => o.text) }));
  if (!user) return { ...base, questions: ask(draw(lesson.answers.length, QUIZ_SIZE)), attemptId: null, retryAt: null };
  let attempt = await repo.latestAttempt(db, user.id, courseId, lessonId);
  const retryAt = retryAtOf(attempt, now);
  if (retryAt) return { ...base, questions: [], attemptId: null, retryAt: retryAt.toISOString() };
  if (!attempt || attempt.gradedAt)
    attempt = await repo.insertAttempt(db, {
      userId: user.id,
      courseId,
      lessonId,
      questions: draw(lesson.answers.length, QUIZ_SIZE),
    });
  return { ...base, questions: ask(attempt.questions), attemptId: attempt.id, retryAt: null };
}

/**
 * Grades an attempt on the server, once: it passes when every answer is right (the best result is kept). Only a
 * passed attempt shows the right answers and why; a failed one gives the score and when the next attempt opens,
 * drawn again from the bank. Passing the last lesson issues the course certificate.
 */
export async function gradeQuiz(
  db: AppDb,
  user: SessionUser,
  locale: Locale,
  courseId: string,
  lessonId: string,
  attemptId: string,
  answers: number[],
): Promise<QuizResult> {
  const lesson = lessonOf(courseId, lessonId);
  const attempt = await repo.findAttempt(db, attemptId);
  if (
    !attempt ||
    attempt.userId !== user.id ||
    attempt.courseId !== courseId ||
    attempt.lessonId !== lessonId ||
    attempt.gradedAt
  )
    throw new AppError(409, 'attempt_closed', educationMessages.attemptClosed);
  if (answers.length !== attempt.questions.length)
    throw new AppError(400, 'answer_every_question', educationMessages.answerEveryQuestion, {}, { answers: 'length' });
  const text = EDUCATION_TEXTS[locale].lessons[lesson.id];
  const results = attempt.questions.map((q, i) => ({
    chosen: answers[i]!,
    correct: lesson.answers[q]!,
    explanations: text.questions[q]!.options.map((o) => o.why),
  }));
  const score = results.filter((r) => r.chosen === r.correct).length;
  const passed = score === results.length;
  const graded = await repo.markGraded(db, attempt.id, passed);
  if (!graded) throw new AppError(409, 'attempt_closed', educationMessages.attemptClosed);
  await repo.recordAttempt(db, { userId: user.id, courseId, lessonId, score, passed });
  let progress = await summary(db, user, locale, courseId);
  if (progress.completed && !progress.certificateId) {
    await repo.issueCertificate(db, user.id, courseId);
    progress = await summary(db, user, locale, courseId);
  }
  return {
    score,
    total: results.length,
    passed,
    results: passed ? results : [],
    retryAt: passed ? null : new Date(graded.gradedAt!.getTime() + RETRY_SECONDS * 1000).toISOString(),
    course: progress,
  };
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
        title: EDUCATION_TEXTS[locale].courses[course.id].title,
        titleEs: EDUCATION_TEXTS.es.courses[course.id].title,
        titleEn: EDUCATION_TEXTS.en.courses[course.id].title,
        lessons: course.lessons.length,
      },
      issuedAt: issued.issuedAt,
    },
    locale,
  );
}
