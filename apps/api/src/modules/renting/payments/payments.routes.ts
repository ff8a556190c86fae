import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  paymentCallResultSchema,
  rentalPaymentInputSchema,
  SANDBOX_PAYMENT_ACTIONS,
  sandboxActionResultSchema,
  sandboxPaymentSchema,
  webhookReceiptSchema,
} from '@vira/domain/booking';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { requireUser } from '../../../http/require-user';
import { SandboxBook } from '../../../adapters/payments/sandbox-book';
import { paymentMessages } from './payments.messages';
import { actOnSandboxPayment, createDirectPayment, getSandboxPayment, receiveWebhook } from './payments.service';
import { json } from '../../../http/openapi-json';
import { placeWithInvoice } from '../../invoices';
import { textSchema } from '@vira/domain/text';

const errors = {
  400: json(apiErrorSchema, 'Bad input'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not found'),
  409: json(apiErrorSchema, 'Dates no longer available'),
  502: json(apiErrorSchema, 'No se pudo crear la sesión de pago'),
};
const paymentResult = paymentCallResultSchema.extend({ order_id: z.string() });

const rentalRoute = createRoute({
  method: 'post',
  path: '/api/payments/create-rental-payment',
  tags: ['payments'],
  summary: 'Card or OXXO payment for one listing and dates (full booking dialog)',
  request: { body: { content: { 'application/json': { schema: rentalPaymentInputSchema } }, required: true } },
  responses: { 200: json(paymentResult, 'Payment page'), ...errors },
});
const cryptoRoute = createRoute({
  method: 'post',
  path: '/api/payments/create-crypto-payment',
  tags: ['payments'],
  summary: 'Crypto payment for one listing and dates (full booking dialog)',
  request: { body: { content: { 'application/json': { schema: rentalPaymentInputSchema } }, required: true } },
  responses: { 200: json(paymentResult, 'Payment page'), ...errors },
});
const webhookRoute = createRoute({
  method: 'post',
  path: '/api/payments/webhooks/{provider}',
  tags: ['payments'],
  summary: 'Provider notifications; signature-checked, recorded by event id, fulfilled once',
  request: { params: z.object({ provider: textSchema().max(40) }) },
  responses: {
    200: json(webhookReceiptSchema, 'Recorded'),
    400: json(apiErrorSchema, 'Bad signature: nothing changed'),
    404: json(apiErrorSchema, 'Unknown provider'),
  },
});
const txParams = z.object({ transactionId: textSchema().min(1).max(200) });
const sandboxGetRoute = createRoute({
  method: 'get',
  path: '/api/payments/sandbox/{transactionId}',
  tags: ['payments'],
  summary: 'Sandbox provider: the payment its hosted page shows',
  request: { params: txParams },
  responses: { 200: json(sandboxPaymentSchema, 'The payment'), 404: errors[404] },
});
const sandboxActRoute = createRoute({
  method: 'post',
  path: '/api/payments/sandbox/{transactionId}/{action}',
  tags: ['payments'],
  summary: 'Sandbox provider: approve, decline, pay at the store (OXXO), confirm (crypto) or cancel',
  request: { params: txParams.extend({ action: z.enum(SANDBOX_PAYMENT_ACTIONS) }) },
  responses: {
    200: json(sandboxActionResultSchema, 'Where to go next'),
    401: errors[401],
    404: errors[404],
  },
});

export function registerPaymentRoutes(app: App, deps: AppDeps): void {
  // The sandbox delivers its webhooks through this app's own HTTP stack (signature check included).
  deps.adapters.payments.sandbox?.attach((request) => Promise.resolve(app.fetch(request)));
  deps.adapters.payments.sandbox?.attachBook(
    new SandboxBook(deps.database.db, (err) => deps.logger.error({ err }, 'sandbox provider record not written')),
  );

  app.openapi(rentalRoute, async (c) => {
    const user = requireUser(c, paymentMessages.signInToBook);
    const body = c.req.valid('json');
    const session = await placeWithInvoice(deps.database.db, user, body.invoice, () =>
      createDirectPayment(deps, user, body, body.method ?? 'credit_card'),
    );
    return c.json({ url: session.url, transaction_id: session.transactionId, order_id: session.orderId }, 200);
  });
  app.openapi(cryptoRoute, async (c) => {
    const user = requireUser(c, paymentMessages.signInToBook);
    const body = c.req.valid('json');
    const session = await placeWithInvoice(deps.database.db, user, body.invoice, () =>
      createDirectPayment(deps, user, body, 'crypto'),
    );
    return c.json({ url: session.url, transaction_id: session.transactionId, order_id: session.orderId }, 200);
  });
  app.openapi(webhookRoute, async (c) => {
    const raw = await c.req.text();
    return c.json(await receiveWebhook(deps, c.req.valid('param').provider, raw, c.req.raw.headers), 200);
  });
  app.openapi(sandboxGetRoute, async (c) => {
    if (!deps.adapters.payments.sandbox) return c.notFound() as never;
    c.header('Cache-Control', 'no-store');
    return c.json(await getSandboxPayment(deps, c.req.valid('param').transactionId), 200);
  });
  app.openapi(sandboxActRoute, async (c) => {
    const user = requireUser(c, paymentMessages.signInToBook);
    const { transactionId, action } = c.req.valid('param');
    return c.json(await actOnSandboxPayment(deps, user, transactionId, action), 200);
  });
}
