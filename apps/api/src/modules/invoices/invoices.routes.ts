import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { invoiceListSchema } from '@vira/domain/invoices';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import { creditNotePdf, listInvoices, receiptPdf, taxInvoicePdf } from './invoices.service';

const params = z.object({ orderId: z.uuid() });
const pdf = { content: { 'application/pdf': { schema: z.string() } }, description: 'The PDF' };

const listRoute = createRoute({
  method: 'get',
  path: '/api/invoices',
  tags: ['invoices'],
  summary: "The signed-in person's paid orders with their receipt and tax invoice",
  responses: { 200: json(invoiceListSchema, 'Orders'), 401: json(apiErrorSchema, 'Not signed in') },
});
const receiptRoute = createRoute({
  method: 'get',
  path: '/api/invoices/{orderId}/receipt.pdf',
  tags: ['invoices'],
  summary: 'Receipt of a paid order (its renter or an admin; 404 to anyone else)',
  request: { params },
  responses: { 200: pdf, 404: json(apiErrorSchema, 'Not found') },
});
const taxRoute = createRoute({
  method: 'get',
  path: '/api/invoices/{orderId}/tax-invoice.pdf',
  tags: ['invoices'],
  summary: 'Tax invoice (CFDI 4.0) of a paid order, when the renter asked for one',
  request: { params },
  responses: {
    200: pdf,
    404: json(apiErrorSchema, 'Not found'),
    409: json(apiErrorSchema, 'Still being issued'),
  },
});

const creditNoteRoute = createRoute({
  method: 'get',
  path: '/api/invoices/{orderId}/credit-notes/{creditNoteId}',
  tags: ['invoices'],
  summary: 'Credit note (CFDI egreso) for income a refund gave back (the renter or an admin; 404 to anyone else)',
  request: { params: params.extend({ creditNoteId: z.uuid() }) },
  responses: { 200: pdf, 404: json(apiErrorSchema, 'Not found') },
});

function download(bytes: Buffer, name: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export function registerInvoiceRoutes(app: App, deps: AppDeps): void {
  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ orders: await listInvoices(deps.database.db, user) }, 200);
  });
  app.openapi(receiptRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const bytes = await receiptPdf(deps, c.get('user'), orderId, c.get('locale'));
    return download(bytes, `vira-recibo-${orderId.slice(0, 8)}.pdf`) as never;
  });
  app.openapi(taxRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const bytes = await taxInvoicePdf(deps, c.get('user'), orderId, c.get('locale'));
    return download(bytes, `vira-factura-${orderId.slice(0, 8)}.pdf`) as never;
  });
  app.openapi(creditNoteRoute, async (c) => {
    const { orderId, creditNoteId } = c.req.valid('param');
    const bytes = await creditNotePdf(deps, c.get('user'), orderId, creditNoteId, c.get('locale'));
    return download(bytes, `vira-nota-de-credito-${creditNoteId.slice(0, 8)}.pdf`) as never;
  });
}
