import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { COURSES, QUIZ_SIZE } from './course-structure';
import { EDUCATION_TEXTS } from './course-texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const courseBase = (courseId: string) => `/api/education/courses/${courseId}`;
type Attempt = { attemptId: string; questions: { text: string }[]; retryAt: string | null };

async function open(cookie: string, courseId: string, lessonId: string): Promise<Attempt> {
  return (await call(t, cookie, 'GET', `${courseBase(courseId)}/lessons/${lessonId}`)).json();
}

/** The right (or a wrong) option for each drawn question, found by its Spanish text in the bank. */
function answersFor(courseId: string, lessonId: string, attempt: Attempt, right: boolean): number[] {
  const lesson = COURSES.find((c) => c.id === courseId)!.lessons.find((l) => l.id === lessonId)!;
  const bank = EDUCATION_TEXTS.es.lessons[lesson.id].questions;
  return attempt.questions.map((q) => {
    const correct = lesson.answers[bank.findIndex((b) => b.text === q.text)]!;
    return right ? correct : (correct + 1) % 3;
  });
}

async function pass(cookie: string, courseId: string, lessonId: string) {
  const attempt = await open(cookie, courseId, lessonId);
  const res = await call(t, cookie, 'POST', `${courseBase(courseId)}/lessons/${lessonId}/quiz`, {
    attemptId: attempt.attemptId,
    answers: answersFor(courseId, lessonId, attempt, true),
  });
  return res.json();
}

describe('financial education', () => {
  it('four courses (budgeting, saving, credit and CAT, pricing and taxes), each lesson a bank of questions, in all nine languages', () => {
    expect(COURSES.map((c) => c.id)).toEqual(['budgeting', 'saving', 'credit', 'earnings']);
    // No course of one or two lessons: three each at least.
    for (const course of COURSES) expect(course.lessons.length, course.id).toBeGreaterThanOrEqual(3);
    for (const [language, text] of Object.entries(EDUCATION_TEXTS)) {
      for (const course of COURSES) {
        expect(text.courses[course.id].title, `${language} ${course.id}`).not.toBe('');
        for (const lesson of course.lessons) {
          const l = text.lessons[lesson.id];
          expect(l.body.length, `${language} ${lesson.id}`).toBeGreaterThan(0);
          expect(l.questions, `${language} ${lesson.id}`).toHaveLength(lesson.answers.length);
          expect(l.questions.length, `${language} ${lesson.id}: a bank larger than a quiz`).toBeGreaterThan(QUIZ_SIZE);
          for (const q of l.questions) {
            expect(q.options, `${language} ${lesson.id}`).toHaveLength(3);
            for (const o of q.options) expect(o.why.length, `${language} ${lesson.id}`).toBeGreaterThan(5);
          }
        }
      }
    }
    // Translations, not copies: each language's taxes lesson and added lessons differ from Spanish.
    for (const language of ['en', 'pt', 'fr', 'ar', 'zh', 'hi', 'ru', 'sw'] as const)
      for (const id of [
        'taxes-earnings',
        'expense-tracking',
        'where-to-save',
        'credit-history',
        'real-profit',
      ] as const)
        expect(EDUCATION_TEXTS[language].lessons[id].title, `${language} ${id}`).not.toBe(
          EDUCATION_TEXTS.es.lessons[id].title,
        );
  });

  it('lists the four courses in the person’s language', async () => {
    const res = await t.request('/api/education/courses', { headers: { 'X-Vira-Language': 'en' } });
    const { courses } = (await res.json()) as { courses: { id: string; title: string }[] };
    expect(courses.map((c) => c.title)).toEqual([
      'Budgeting',
      'Saving and emergency funds',
      'Credit, CAT and fraud',
      'Pricing what you rent and taxes on your earnings',
    ]);
  });

  it('a lesson draws its questions from the bank and never sends the answers', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await t.request(`${courseBase('credit')}/lessons/credit-cat`, {
        headers: { 'X-Vira-Language': 'en' },
      });
      const lesson = (await res.json()) as { title: string; questions: { text: string }[] };
      expect(lesson.title).toBe('Credit and the CAT');
      expect(lesson.questions).toHaveLength(QUIZ_SIZE);
      expect(JSON.stringify(lesson)).not.toContain('why');
      expect(JSON.stringify(lesson)).not.toContain('Right:');
      seen.add(lesson.questions.map((q) => q.text).join('|'));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a failed attempt reveals no answer and the next one opens only after the retry delay', async () => {
    const p = await newPerson(t, 'student-retry');
    const path = `${courseBase('budgeting')}/lessons/budget/quiz`;
    const attempt = await open(p.cookie, 'budgeting', 'budget');
    expect(attempt.questions).toHaveLength(QUIZ_SIZE);
    // The same open attempt until it is sent.
    expect((await open(p.cookie, 'budgeting', 'budget')).attemptId).toBe(attempt.attemptId);
    expect((await call(t, null, 'POST', path, { attemptId: attempt.attemptId, answers: [1, 2] })).status).toBe(401);
    const short = await call(t, p.cookie, 'POST', path, { attemptId: attempt.attemptId, answers: [1] });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Responde todas las preguntas del cuestionario.');

    const wrong = await (
      await call(t, p.cookie, 'POST', path, {
        attemptId: attempt.attemptId,
        answers: answersFor('budgeting', 'budget', attempt, false),
      })
    ).json();
    expect(wrong).toMatchObject({ score: 0, total: 2, passed: false, results: [] });
    expect(JSON.stringify(wrong)).not.toContain('Correcto');
    const wait = new Date(wrong.retryAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(9 * 60_000);
    expect(wait).toBeLessThanOrEqual(10 * 60_000);
    // The same attempt cannot be sent again, and no new one opens before the delay.
    const again = await call(t, p.cookie, 'POST', path, { attemptId: attempt.attemptId, answers: [0, 0] });
    expect(again.status).toBe(409);
    const locked = await open(p.cookie, 'budgeting', 'budget');
    expect(locked).toMatchObject({ questions: [], attemptId: null, retryAt: wrong.retryAt });

    // Eleven minutes later: a new attempt, drawn again; passing it shows every answer and why.
    await t.deps.database.db.execute(
      sql`update education_attempts set graded_at = graded_at - interval '11 minutes' where id = ${attempt.attemptId}`,
    );
    const passed = await pass(p.cookie, 'budgeting', 'budget');
    expect(passed).toMatchObject({ passed: true, score: 2, total: 2, retryAt: null });
    expect(passed.results).toHaveLength(2);
    expect(
      passed.results.some((r: { explanations: string[] }) => r.explanations.some((e) => e.startsWith('Correcto'))),
    ).toBe(true);
    // One lesson of three: the course goes on.
    expect(passed.course).toMatchObject({ id: 'budgeting', passedCount: 1, completed: false, certificateId: null });
  });

  it('passing every lesson of a course issues its certificate, in the person’s language with the Spanish', async () => {
    const p = await newPerson(t, 'student-earnings');
    const base = courseBase('earnings');
    expect((await call(t, p.cookie, 'GET', `${base}/certificate`)).status).toBe(403);
    expect((await pass(p.cookie, 'earnings', 'pricing-rentals')).passed).toBe(true);
    expect((await call(t, p.cookie, 'GET', `${base}/certificate`)).status).toBe(403);
    expect((await pass(p.cookie, 'earnings', 'taxes-earnings')).passed).toBe(true);
    expect((await call(t, p.cookie, 'GET', `${base}/certificate`)).status).toBe(403);
    expect((await pass(p.cookie, 'earnings', 'real-profit')).passed).toBe(true);
    const course = await (await call(t, p.cookie, 'GET', base)).json();
    expect(course).toMatchObject({ passedCount: 3, completed: true, certificateId: expect.any(String) });

    const pdf = await call(t, p.cookie, 'GET', `${base}/certificate`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const textOf = async (pdf: Uint8Array) =>
      (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;
    const spanish = (await textOf(new Uint8Array(bytes))).replace(/\s+/g, ' ');
    expect(spanish).toContain('Constancia de finalización');
    expect(spanish).toContain('Certificate of completion');
    expect(spanish).toContain('El precio de lo que rentas');
    const arabicPdf = await t.request(`${base}/certificate`, {
      headers: { cookie: p.cookie, 'X-Vira-Language': 'ar' },
    });
    expect(arabicPdf.status).toBe(200);
    const arabic = await textOf(new Uint8Array(await arabicPdf.arrayBuffer()));
    expect(arabic).toContain('شهادة إتمام');
    expect(arabic).toContain('Constancia de finalización');
    // Another person's progress is their own.
    const other = await newPerson(t, 'other');
    expect((await (await call(t, other.cookie, 'GET', base)).json()).passedCount).toBe(0);
    expect((await call(t, other.cookie, 'GET', `${base}/certificate`)).status).toBe(403);
  });

  it('unknown courses and lessons are 404; another person’s attempt is refused', async () => {
    expect((await call(t, null, 'GET', '/api/education/courses/nope')).status).toBe(404);
    expect((await call(t, null, 'GET', `${courseBase('credit')}/lessons/nope`)).status).toBe(404);
    const a = await newPerson(t, 'attempt-a');
    const b = await newPerson(t, 'attempt-b');
    const attempt = await open(a.cookie, 'saving', 'emergency-fund');
    const res = await call(t, b.cookie, 'POST', `${courseBase('saving')}/lessons/emergency-fund/quiz`, {
      attemptId: attempt.attemptId,
      answers: [0, 0],
    });
    expect(res.status).toBe(409);
  });
});
