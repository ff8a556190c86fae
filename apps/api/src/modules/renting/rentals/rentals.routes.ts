import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { createReviewBodySchema } from '@vira/domain/review';
import {
  damageClaimFieldsSchema,
  disputeClaimInputSchema,
  MAX_CLAIM_PHOTOS,
  rentalOrderSchema,
  rentalStepResultSchema,
  reportProblemInputSchema,
} from '@vira/domain/rental';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { App } from '../../../http/create-app';
import { validationError } from '../../../http/error-response';
import { FILE_PART, json, multipart } from '../../../http/openapi-json';
import { requireUser } from '../../../http/require-user';
import { commonMessages } from '../../../i18n/common-messages';
import { storeUploadedImage } from '../../images';
import { findBooking } from '../bookings/bookings.repository';
import { bookingMessages } from '../bookings/bookings.messages';
import { savePersonReview } from '../../reviews';
import { findClaim } from './rentals.repository';
import { getRentalOrder } from './rental-tracking.service';
import { rentalMessages } from './rentals.messages';
import * as rentals from './rentals.service';

const errors = {
  400: json(apiErrorSchema, 'Bad input'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not found (or not yours)'),
  409: json(apiErrorSchema, 'Not possible at this stage of the rental'),
};
const idParams = z.object({ id: z.string().uuid() });

const trackingRoute = createRoute({
  method: 'get',
  path: '/api/orders/{id}/tracking',
  tags: ['rentals'],
  summary: 'The order page: timeline, deadlines, money and next actions of each booking (renter, owners, admins)',
  request: { params: idParams },
  responses: { 200: json(rentalOrderSchema, 'The order as the viewer may see it'), 401: errors[401], 404: errors[404] },
});

const step = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/bookings/{id}/${path}`,
    tags: ['rentals'],
    summary,
    request: { params: idParams },
    responses: { 200: json(rentalStepResultSchema, 'The booking after the step'), ...errors },
  });
const stepWith = <S extends z.ZodType>(path: string, summary: string, schema: S) =>
  createRoute({
    method: 'post',
    path: `/api/bookings/{id}/${path}`,
    tags: ['rentals'],
    summary,
    request: { params: idParams, body: { content: { 'application/json': { schema } }, required: true } },
    responses: { 200: json(rentalStepResultSchema, 'The booking after the step'), ...errors },
  });

const confirmReceiptRoute = step('confirm-receipt', 'Renter: I received the item (escrow moves on)');
const reportProblemRoute = stepWith(
  'report-problem',
  'Renter: the item is missing or not as described (opens a dispute)',
  reportProblemInputSchema,
);
const confirmReturnRoute = step('confirm-return', 'Owner: returned in good condition (whole deposit refunded)');
const acceptClaimRoute = step('claim/accept', 'Renter: accept the damage claim (the rest of the deposit refunded)');
const disputeClaimRoute = stepWith(
  'claim/dispute',
  'Renter: dispute the damage claim (an admin decides)',
  disputeClaimInputSchema,
);
const reviewPersonRoute = stepWith(
  'review',
  'Renter or owner, after completion: review the other person (shown once both wrote, or after 14 days)',
  createReviewBodySchema,
);
const cancelRoute = step('cancel', 'Renter or owner: cancel before pick-up (refund per the cancellation policy)');
const damageClaimRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/damage-claim',
  tags: ['rentals'],
  summary: 'Owner: returned with damage — claim part or all of the deposit with photos',
  description: `multipart/form-data: \`amount\` (minor units), \`description\`, 1–${MAX_CLAIM_PHOTOS} \`photos\` (JPEG, PNG, WebP or HEIC, up to 5 MB each).`,
  request: {
    params: idParams,
    body: multipart(
      'The claim (damageClaimFieldsSchema) and its photos',
      {
        amount: { type: 'string', description: 'Minor units of the deposit currency, as digits' },
        description: { type: 'string' },
        photos: { type: 'array', items: FILE_PART, maxItems: MAX_CLAIM_PHOTOS },
      },
      ['amount', 'description', 'photos'],
    ),
  },
  responses: {
    200: json(rentalStepResultSchema, 'The booking after the claim'),
    ...errors,
    413: json(apiErrorSchema, 'Too large'),
  },
});
const claimPhotoRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/claim-photos/{index}',
  summary: 'A photo of a damage claim',
  tags: ['rentals'],
  request: {
    params: z.object({
      id: z.string().uuid(),
      // Read from the path's text like idSchema (z.coerce would document the parameter as optional).
      index: z.preprocess(
        (value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value),
        z
          .number()
          .int()
          .min(0)
          .max(MAX_CLAIM_PHOTOS - 1),
      ),
    }),
  },
  responses: {
    200: { description: 'WebP picture', content: { 'image/webp': { schema: z.string() } } },
    401: errors[401],
    404: errors[404],
  },
});

export function registerRentalRoutes(app: App, deps: AppDeps): void {
  const after = async (id: string) => {
    const booking = await findBooking(deps.database.db, id);
    return { id, status: booking!.status };
  };

  app.openapi(trackingRoute, async (c) =>
    c.json(await getRentalOrder(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(confirmReceiptRoute, async (c) => {
    const { id } = c.req.valid('param');
    await rentals.confirmReceipt(deps, requireUser(c), id);
    return c.json(await after(id), 200);
  });
  app.openapi(reportProblemRoute, async (c) => {
    const { id } = c.req.valid('param');
    await rentals.reportProblem(deps, requireUser(c), id, c.req.valid('json'));
    return c.json(await after(id), 200);
  });
  app.openapi(confirmReturnRoute, async (c) => {
    const { id } = c.req.valid('param');
    await rentals.confirmReturn(deps, requireUser(c), id);
    return c.json(await after(id), 200);
  });
  app.openapi(acceptClaimRoute, async (c) => {
    const { id } = c.req.valid('param');
    await rentals.acceptClaim(deps, requireUser(c), id);
    return c.json(await after(id), 200);
  });
  app.openapi(disputeClaimRoute, async (c) => {
    const { id } = c.req.valid('param');
    await rentals.disputeClaim(deps, requireUser(c), id, c.req.valid('json'));
    return c.json(await after(id), 200);
  });
  app.openapi(reviewPersonRoute, async (c) => {
    const { id } = c.req.valid('param');
    const user = requireUser(c);
    await savePersonReview(
      deps.database.db,
      user,
      () => rentals.completedBookingOf(deps.database.db, user, id),
      c.req.valid('json'),
    );
    return c.json(await after(id), 200);
  });
  app.openapi(cancelRoute, async (c) => {
    const { id } = c.req.valid('param');
    await rentals.cancelBooking(deps, requireUser(c), id);
    return c.json(await after(id), 200);
  });
  app.openapi(damageClaimRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
    const fields = damageClaimFieldsSchema.safeParse({ amount: form.amount, description: form.description });
    if (!fields.success) throw validationError(fields.error, c.get('locale'));
    const photos = ([] as unknown[]).concat(form.photos ?? []).filter((p): p is File => p instanceof File);
    if (photos.length === 0) throw new AppError(400, 'photo_missing', rentalMessages.photoMissing);
    if (photos.length > MAX_CLAIM_PHOTOS)
      throw new AppError(400, 'too_many_photos', rentalMessages.tooManyPhotos, { max: MAX_CLAIM_PHOTOS });
    // Only the booking's owner may store photos for it: checked before anything is written.
    const booking = await findBooking(deps.database.db, id);
    if (!booking || booking.ownerId !== user.id) throw new AppError(404, 'booking_not_found', bookingMessages.notFound);
    const photoKeys: string[] = [];
    for (const photo of photos) photoKeys.push(await storeUploadedImage(deps, Buffer.from(await photo.arrayBuffer())));
    await rentals.claimDamage(deps, user, id, { ...fields.data, photoKeys });
    return c.json(await after(id), 200);
  });
  app.openapi(claimPhotoRoute, async (c) => {
    const user = requireUser(c);
    const { id, index } = c.req.valid('param');
    const booking = await findBooking(deps.database.db, id);
    const claim = booking && rentals.viewerRole(deps, user, booking) ? await findClaim(deps.database.db, id) : null;
    const key = claim?.photos[index];
    const bytes = key ? await deps.storage.get(key) : null;
    if (!bytes) throw new AppError(404, 'not_found', commonMessages.notFound);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=3600',
    });
  });
}
