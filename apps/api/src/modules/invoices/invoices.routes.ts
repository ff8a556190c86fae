import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { invoiceListSchema } from '@vira/domain/invoices';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import {
  creditNotePdf,
  creditNoteXml,
  listInvoices,
  receiptPdf,
  taxInvoicePdf,
  taxInvoiceXml,
} from './invoices.service';

const params = z.object({ orderId: z.uuid() });
const pdf = { content: { 'application/pdf': { schema: z.string() } }, description: 'The PDF' };
const xml = { content: { 'application/xml': { schema: z.string() } }, description: 'The CFDI 4.0 XML' };

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

const taxXmlRoute = createRoute({
  method: 'get',
  path: '/api/invoices/{orderId}/tax-invoice.xml',
  tags: ['invoices'],
  summary: 'The tax invoice itself: its CFDI 4.0 XML, stamped (Facturapi) or sealed with the SAT test CSD (sandbox)',
  request: { params },
  responses: {
    200: xml,
    404: json(apiErrorSchema, 'Not found'),
    409: json(apiErrorSchema, 'Still being issued'),
  },
});

const creditNoteXmlRoute = createRoute({
  method: 'get',
  path: '/api/invoices/{orderId}/credit-notes/{creditNoteId}/xml',
  tags: ['invoices'],
  summary: 'A credit note’s CFDI 4.0 XML (egreso related to the invoice; the renter or an admin)',
  request: { params: params.extend({ creditNoteId: z.uuid() }) },
  responses: { 200: xml, 404: json(apiErrorSchema, 'Not found') },
});

function download(bytes: Buffer | string, name: string, type = 'application/pdf'): Response {
  return new Response(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
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
  app.openapi(taxXmlRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const text = await taxInvoiceXml(deps, c.get('user'), orderId);
    return download(text, `vira-factura-${orderId.slice(0, 8)}.xml`, 'application/xml; charset=utf-8') as never;
  });
  app.openapi(creditNoteXmlRoute, async (c) => {
    const { orderId, creditNoteId } = c.req.valid('param');
    const text = await creditNoteXml(deps, c.get('user'), orderId, creditNoteId);
    const name = `vira-nota-de-credito-${creditNoteId.slice(0, 8)}.xml`;
    return download(text, name, 'application/xml; charset=utf-8') as never;
  });
}
