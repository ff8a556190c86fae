import { createRoute, z } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../notifications';
import { microcreditNoticeTemplates } from './microcredit-notice-templates';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  loanApplicationInputSchema,
  loanApplicationListSchema,
  loanApplicationSchema,
  rentalIncomeSchema,
} from '@vira/domain/microcredit';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { refuseWith } from '../../http/refusal-hook';
import { requireUser } from '../../http/require-user';
import * as service from './microcredits.service';
import { json } from '../../http/openapi-json';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const idParams = z.object({ id: z.uuid() });
const tags = ['microcredits'];

const routes = {
  income: createRoute({
    method: 'get',
    path: '/api/microcredits/rental-income',
    summary: 'My expected monthly rental income',
    tags,
    responses: {
      200: json(rentalIncomeSchema, 'Expected monthly rental income from own listings'),
      401: error('Not signed in'),
    },
  }),
  apply: createRoute({
    method: 'post',
    path: '/api/microcredits/applications',
    summary: 'Apply for a microcredit',
    tags,
    description: 'Loan terms, purpose, declared monthly income and consent; forwarded to the lending partner.',
    // Its own refusal hook: a missing consent gets its own sentence.
    request: {
      body: { content: { 'application/json': { schema: loanApplicationInputSchema } }, required: true },
    },
    responses: {
      201: json(loanApplicationSchema, 'The application, usually in review: the partner answers later'),
      400: error('Invalid terms or no consent'),
      401: error('Not signed in'),
      409: error('An application is already open'),
      422: error('With the person’s open or active Vira loans, the payments would pass 35 % of their income'),
      429: error('Too many applications today'),
      502: error('The partner did not answer'),
    },
  }),
  list: createRoute({
    method: 'get',
    path: '/api/microcredits/applications',
    summary: 'My microcredit applications',
    tags,
    responses: { 200: json(loanApplicationListSchema, 'My applications, newest first'), 401: error('Not signed in') },
  }),
  one: createRoute({
    method: 'get',
    path: '/api/microcredits/applications/{id}',
    summary: 'A microcredit application',
    tags,
    request: { params: idParams },
    responses: {
      200: json(loanApplicationSchema, 'One application'),
      401: error('Not signed in'),
      404: error('Not mine'),
    },
  }),
  withdraw: createRoute({
    method: 'delete',
    path: '/api/microcredits/applications/{id}',
    summary: 'Withdraw a microcredit application',
    tags,
    request: { params: idParams },
    responses: {
      200: json(loanApplicationSchema, 'Withdrawn'),
      401: error('Not signed in'),
      404: error('Not mine, or already decided'),
    },
  }),
};

export function registerMicrocreditRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(microcreditNoticeTemplates);
  const { db } = deps.database;
  app.openapi(routes.income, async (c) => c.json(await service.rentalIncome(db, requireUser(c).id), 200));
  app.openapi(
    routes.apply,
    async (c) => c.json(await service.apply(deps, requireUser(c), c.req.valid('json')), 201),
    refuseWith(service.applicationInputError),
  );
  app.openapi(routes.list, async (c) => c.json(await service.listApplications(db, requireUser(c)), 200));
  app.openapi(routes.one, async (c) =>
    c.json(await service.getApplication(db, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.withdraw, async (c) =>
    c.json(await service.withdrawApplication(db, requireUser(c), c.req.valid('param').id), 200),
  );
}
