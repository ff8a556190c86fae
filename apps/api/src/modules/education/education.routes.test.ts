import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FIRST_COURSE } from './course-structure';
import { FIRST_COURSE_TEXTS } from './course-texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = `/api/education/courses/${FIRST_COURSE.id}`;

describe('financial education', () => {
  it('the first course has five lessons, complete in all nine languages (same number of questions and options)', () => {
    for (const [language, text] of Object.entries(FIRST_COURSE_TEXTS)) {
      for (const lesson of FIRST_COURSE.lessons) {
        const l = text.lessons[lesson.id];
        expect(l.title, `${language} ${lesson.id}`).not.toBe('');
        expect(l.questions, `${language} ${lesson.id}`).toHaveLength(lesson.answers.length);
        for (const q of l.questions) {
          expect(q.options, `${language} ${lesson.id}`).toHaveLength(3);
          for (const o of q.options) expect(o.why.length, `${language} ${lesson.id}`).toBeGreaterThan(5);
        }
      }
    }
    expect(FIRST_COURSE.lessons).toHaveLength(5);
  });

  it('a lesson is served in the person’s language without its answers', async () => {
    const res = await t.request(`${base}/lessons/credit-cat`, { headers: { 'X-Vira-Language': 'en' } });
    const lesson = (await res.json()) as { title: string };
    expect(lesson.title).toBe('Credit and the CAT');
    expect(JSON.stringify(lesson)).not.toContain('why');
    expect(JSON.stringify(lesson)).not.toContain('Right:');
  });

  it('grades on the server, explains every option, keeps progress, and issues the certificate at the end', async () => {
    const p = await newPerson(t, 'student');
    expect((await call(t, null, 'POST', `${base}/lessons/budget/quiz`, { answers: [1, 2] })).status).toBe(401);
    const short = await call(t, p.cookie, 'POST', `${base}/lessons/budget/quiz`, { answers: [1] });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Responde todas las preguntas del cuestionario.');

    const wrong = await (await call(t, p.cookie, 'POST', `${base}/lessons/budget/quiz`, { answers: [0, 2] })).json();
    expect(wrong).toMatchObject({ score: 1, total: 2, passed: false });
    expect(wrong.results[0]).toMatchObject({ chosen: 0, correct: 1 });
    expect(wrong.results[0].explanations[1]).toContain('Correcto');
    expect((await call(t, p.cookie, 'GET', `${base}/certificate`)).status).toBe(403);

    for (const lesson of FIRST_COURSE.lessons) {
      const res = await (
        await call(t, p.cookie, 'POST', `${base}/lessons/${lesson.id}/quiz`, { answers: [...lesson.answers] })
      ).json();
      expect(res.passed, lesson.id).toBe(true);
    }
    const course = await (await call(t, p.cookie, 'GET', base)).json();
    expect(course).toMatchObject({ passedCount: 5, completed: true, certificateId: expect.any(String) });
    // A later wrong attempt does not undo a passed lesson.
    await call(t, p.cookie, 'POST', `${base}/lessons/budget/quiz`, { answers: [0, 0] });
    expect((await (await call(t, p.cookie, 'GET', base)).json()).lessons[0]).toMatchObject({
      passed: true,
      bestScore: 2,
    });

    const pdf = await call(t, p.cookie, 'GET', `${base}/certificate`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    const textOf = async (pdf: Uint8Array) =>
      (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;
    const spanish = await textOf(new Uint8Array(bytes));
    expect(spanish).toContain('Constancia de finalización');
    expect(spanish).toContain('Certificate of completion');
    expect(spanish).toContain(`completó el curso «${FIRST_COURSE_TEXTS.es.title}»`);
    // In Arabic it is written in Arabic (letters in reading order), with the Spanish beneath.
    const arabicPdf = await t.request(`${base}/certificate`, {
      headers: { cookie: p.cookie, 'X-Vira-Language': 'ar' },
    });
    expect(arabicPdf.status).toBe(200);
    const arabic = await textOf(new Uint8Array(await arabicPdf.arrayBuffer()));
    expect(arabic).toContain('شهادة إتمام');
    expect(arabic).toContain(FIRST_COURSE_TEXTS.ar.title);
    expect(arabic).toContain('Constancia de finalización');
    expect(arabic).not.toContain('Certificate of completion');
    // Another person's progress is their own.
    const other = await newPerson(t, 'other');
    expect((await (await call(t, other.cookie, 'GET', base)).json()).passedCount).toBe(0);
    expect((await call(t, other.cookie, 'GET', `${base}/certificate`)).status).toBe(403);
  });

  it('unknown courses and lessons are 404', async () => {
    expect((await call(t, null, 'GET', '/api/education/courses/nope')).status).toBe(404);
    expect((await call(t, null, 'GET', `${base}/lessons/nope`)).status).toBe(404);
  });
});
