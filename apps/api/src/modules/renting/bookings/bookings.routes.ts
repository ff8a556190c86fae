import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { bookingListSchema, bookingRequestInputSchema, bookingSchema } from '@vira/domain/booking';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { requireUser } from '../../../http/require-user';
import { paymentMethodInputSchema, paymentSessionSchema } from '@vira/domain/checkout';
import { payForAcceptedBooking } from '../checkout/checkout.service';
import { paymentMessages } from '../payments/payments.messages';
import { json } from '../../../http/openapi-json';
import { acceptBooking, declineBooking, getBooking, listBookings, requestBooking } from './bookings.service';

const errors = {
  400: json(apiErrorSchema, 'Bad input'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not found (or not yours)'),
  409: json(apiErrorSchema, 'Dates no longer available / not awaiting an answer'),
};
const idParams = z.object({ id: z.string().uuid() });

const requestRoute = createRoute({
  method: 'post',
  path: '/api/booking-requests',
  tags: ['bookings'],
  summary: 'Simple booking dialog: request dates and hours; the owner accepts or declines within 24 h',
  request: { body: { content: { 'application/json': { schema: bookingRequestInputSchema } }, required: true } },
  responses: { 201: json(bookingSchema, 'Reserva solicitada'), ...errors },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/bookings',
  summary: 'My bookings, as renter or owner',
  tags: ['bookings'],
  request: { query: z.object({ role: z.enum(['renter', 'owner']).default('renter') }) },
  responses: {
    200: json(bookingListSchema, 'My bookings (as renter or as owner)'),
    401: errors[401],
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}',
  summary: 'A booking',
  tags: ['bookings'],
  request: { params: idParams },
  responses: { 200: json(bookingSchema, 'The booking'), 401: errors[401], 404: errors[404] },
});
const answerRoute = (action: 'accept' | 'decline') =>
  createRoute({
    method: 'post',
    path: `/api/bookings/{id}/${action}`,
    tags: ['bookings'],
    summary:
      action === 'accept' ? 'Owner accepts a request (payment captured)' : 'Owner declines a request (payment voided)',
    request: { params: idParams },
    responses: { 200: json(bookingSchema, 'The booking'), ...errors },
  });

const payRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/pay',
  tags: ['bookings'],
  summary: 'Renter pays a request the owner accepted; returns the payment page',
  request: {
    params: idParams,
    body: {
      content: { 'application/json': { schema: paymentMethodInputSchema } },
      required: true,
    },
  },
  responses: {
    201: json(paymentSessionSchema, 'Go to `url` to pay'),
    ...errors,
    502: json(apiErrorSchema, 'No se pudo crear la sesión de pago'),
  },
});

export function registerBookingRoutes(app: App, deps: AppDeps): void {
  app.openapi(requestRoute, async (c) =>
    c.json(await requestBooking(deps, requireUser(c, paymentMessages.signInToBook), c.req.valid('json')), 201),
  );
  app.openapi(listRoute, async (c) =>
    c.json({ bookings: await listBookings(deps, requireUser(c).id, c.req.valid('query').role) }, 200),
  );
  app.openapi(getRoute, async (c) => c.json(await getBooking(deps, requireUser(c).id, c.req.valid('param').id), 200));
  app.openapi(answerRoute('accept'), async (c) =>
    c.json(await acceptBooking(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(answerRoute('decline'), async (c) =>
    c.json(await declineBooking(deps, requireUser(c), c.req.valid('param').id), 200),
  );

  app.openapi(payRoute, async (c) =>
    c.json(
      await payForAcceptedBooking(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').paymentMethod),
      201,
    ),
  );
}
