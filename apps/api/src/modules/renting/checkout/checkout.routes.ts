import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { checkoutRequestSchema, orderSchema, paymentSessionSchema } from '@vira/domain/checkout';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { requireUser } from '../../../http/require-user';
import { abandonOrder, confirmCheckout, getOrder } from './checkout.service';
import { json } from '../../../http/openapi-json';
import { placeWithInvoice } from '../../invoices';

const orderParams = z.object({ id: z.string().uuid() });

const confirmRoute = createRoute({
  method: 'post',
  path: '/api/checkout',
  tags: ['checkout'],
  summary: 'Turn the cart into an order holding the dates for 15 minutes; returns the payment page',
  request: { body: { content: { 'application/json': { schema: checkoutRequestSchema } }, required: true } },
  responses: {
    201: json(paymentSessionSchema, 'Order created; go to `url` to pay'),
    400: json(apiErrorSchema, 'Terms not accepted, empty cart, bad input'),
    401: json(apiErrorSchema, 'Not signed in'),
    409: json(apiErrorSchema, 'Dates no longer available'),
    502: json(apiErrorSchema, 'No se pudo crear la sesión de pago'),
  },
});
const getOrderRoute = createRoute({
  method: 'get',
  path: '/api/orders/{id}',
  summary: 'An order',
  tags: ['checkout'],
  request: { params: orderParams },
  responses: {
    200: json(orderSchema, 'The order'),
    401: json(apiErrorSchema, 'Not signed in'),
    404: json(apiErrorSchema, 'Not yours or missing'),
  },
});
const cancelOrderRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/cancel',
  tags: ['checkout'],
  summary: 'Leave an unpaid order: its dates are released (a paid order is unchanged)',
  request: { params: orderParams },
  responses: {
    200: json(orderSchema, 'The order'),
    401: json(apiErrorSchema, 'Not signed in'),
    404: json(apiErrorSchema, 'Not yours or missing'),
  },
});

export function registerCheckoutRoutes(app: App, deps: AppDeps): void {
  app.openapi(confirmRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    return c.json(
      await placeWithInvoice(deps.database.db, user, body.invoice, () => confirmCheckout(deps, user, body)),
      201,
    );
  });
  app.openapi(getOrderRoute, async (c) =>
    c.json(await getOrder(deps, requireUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(cancelOrderRoute, async (c) =>
    c.json(await abandonOrder(deps, requireUser(c).id, c.req.valid('param').id), 200),
  );
}
