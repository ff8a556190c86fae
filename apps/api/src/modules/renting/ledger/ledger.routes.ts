import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { orderLedgerSchema, reconciliationReportSchema } from '@vira/domain/ledger';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { json } from '../../../http/openapi-json';
import { requireAdmin } from '../../staff';
import { orderLedger } from './ledger-read.service';
import { reconcile, reconciliationReport } from './reconciliation.service';

const notFound = { 404: json(apiErrorSchema, 'Not found — also the answer to anyone who is not an admin') };

const orderLedgerRoute = createRoute({
  method: 'get',
  path: '/api/admin/orders/{id}/ledger',
  tags: ['admin'],
  summary: "An order's ledger: every journal entry touching it and the balance of each account",
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: {
    200: json(orderLedgerSchema, 'Entries and balances'),
    400: json(apiErrorSchema, 'Invalid id'),
    ...notFound,
  },
});
const reportRoute = createRoute({
  method: 'get',
  path: '/api/admin/reconciliation',
  tags: ['admin'],
  summary: 'The latest reconciliation of the ledger with the payment providers, and its mismatches',
  responses: { 200: json(reconciliationReportSchema, 'Latest report'), ...notFound },
});
const runRoute = createRoute({
  method: 'post',
  path: '/api/admin/reconciliation',
  tags: ['admin'],
  summary: 'Reconcile the ledger with the payment providers now',
  responses: { 200: json(reconciliationReportSchema, 'The new report'), ...notFound },
});

export function ledgerRoutes(app: App, deps: AppDeps): void {
  app.openapi(orderLedgerRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await orderLedger(deps.database.db, c.req.valid('param').id), 200);
  });
  app.openapi(reportRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await reconciliationReport(deps), 200);
  });
  app.openapi(runRoute, async (c) => {
    requireAdmin(c, deps.env);
    await reconcile(deps);
    return c.json(await reconciliationReport(deps), 200);
  });
}
