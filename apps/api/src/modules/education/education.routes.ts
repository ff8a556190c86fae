import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  courseListSchema,
  courseSummarySchema,
  lessonSchema,
  quizAnswersSchema,
  quizResultSchema,
} from '@vira/domain/education';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import * as service from './education.service';
import { json } from '../../http/openapi-json';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const slug = () => textSchema().regex(/^[a-z0-9-]{1,60}$/);
const courseParams = z.object({ courseId: slug() });
const lessonParams = z.object({ courseId: slug(), lessonId: slug() });
const tags = ['education'];

const routes = {
  courses: createRoute({
    method: 'get',
    path: '/api/education/courses',
    summary: 'Financial-education courses',
    tags,
    responses: { 200: json(courseListSchema, 'Courses in the caller’s language, with their progress') },
  }),
  course: createRoute({
    method: 'get',
    path: '/api/education/courses/{courseId}',
    summary: 'A course and its lessons',
    tags,
    request: { params: courseParams },
    responses: { 200: json(courseSummarySchema, 'A course and its lessons'), 404: error('No such course') },
  }),
  lesson: createRoute({
    method: 'get',
    path: '/api/education/courses/{courseId}/lessons/{lessonId}',
    summary: 'A lesson and its quiz',
    tags,
    request: { params: lessonParams },
    responses: {
      200: json(lessonSchema, 'A lesson and an attempt at its quiz: questions drawn from its bank, no answers'),
      404: error('No such lesson'),
    },
  }),
  quiz: createRoute({
    method: 'post',
    path: '/api/education/courses/{courseId}/lessons/{lessonId}/quiz',
    summary: "Answer a lesson's quiz",
    tags,
    request: {
      params: lessonParams,
      body: { required: true, content: { 'application/json': { schema: quizAnswersSchema } } },
    },
    responses: {
      200: json(
        quizResultSchema,
        'The graded attempt (every option explained once passed; only the score and the retry time otherwise)',
      ),
      400: error('Not every question answered'),
      401: error('Not signed in'),
      404: error('No such lesson'),
      409: error('The attempt was already graded or is not this lesson’s'),
    },
  }),
  certificate: createRoute({
    method: 'get',
    path: '/api/education/courses/{courseId}/certificate',
    summary: 'My course certificate (PDF)',
    tags,
    request: { params: courseParams },
    responses: {
      200: {
        description: 'The certificate PDF',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      401: error('Not signed in'),
      403: error('Course not completed'),
      404: error('No such course'),
    },
  }),
};

export function registerEducationRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  app.openapi(routes.courses, async (c) => c.json(await service.listCourses(db, c.get('user'), c.get('locale')), 200));
  app.openapi(routes.course, async (c) =>
    c.json(await service.getCourse(db, c.get('user'), c.get('locale'), c.req.valid('param').courseId), 200),
  );
  app.openapi(routes.lesson, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(
      await service.getLesson(db, c.get('user'), c.get('locale'), courseId, lessonId, deps.clock.now()),
      200,
    );
  });
  app.openapi(routes.quiz, async (c) => {
    const user = requireUser(c);
    const { courseId, lessonId } = c.req.valid('param');
    const { attemptId, answers } = c.req.valid('json');
    return c.json(await service.gradeQuiz(db, user, c.get('locale'), courseId, lessonId, attemptId, answers), 200);
  });
  app.openapi(routes.certificate, async (c) => {
    const user = requireUser(c);
    const pdf = await service.certificate(db, user, c.get('locale'), c.req.valid('param').courseId);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="constancia-vira.pdf"',
      'Cache-Control': 'private, no-store',
    });
  });
}
