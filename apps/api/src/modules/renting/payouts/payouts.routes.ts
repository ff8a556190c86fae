import { createRoute } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../../notifications';
import { payoutNoticeTemplates } from './payout-notice-templates';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  onboardingLinkSchema,
  payoutAccountInputSchema,
  payoutAccountResultSchema,
  payoutOverviewSchema,
} from '@vira/domain/payouts';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { json } from '../../../http/openapi-json';
import { requireUser } from '../../../http/require-user';
import { connectSandboxAccount, payoutOverview, startStripeOnboarding } from './payouts.service';

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/owner/payouts',
  tags: ['payouts'],
  summary: 'Payout account, earnings waiting to be paid out and past payouts',
  responses: { 200: json(payoutOverviewSchema, 'Overview'), 401: json(apiErrorSchema, 'Not signed in') },
});
const accountRoute = createRoute({
  method: 'put',
  path: '/api/owner/payout-account',
  tags: ['payouts'],
  summary: 'Connect a CLABE (sandbox payouts)',
  request: { body: { content: { 'application/json': { schema: payoutAccountInputSchema } }, required: true } },
  responses: {
    200: json(payoutAccountResultSchema, 'Connected'),
    400: json(apiErrorSchema, 'Invalid CLABE or holder'),
    401: json(apiErrorSchema, 'Not signed in'),
    409: json(apiErrorSchema, 'This server pays through Stripe'),
  },
});
const onboardingRoute = createRoute({
  method: 'post',
  path: '/api/owner/payout-account/stripe-onboarding',
  tags: ['payouts'],
  summary: "Stripe Connect Express: the onboarding page's address",
  responses: {
    200: json(onboardingLinkSchema, 'Go there'),
    401: json(apiErrorSchema, 'Not signed in'),
    409: json(apiErrorSchema, 'This server pays to a CLABE'),
  },
});

export function registerPayoutRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(payoutNoticeTemplates);
  app.openapi(overviewRoute, async (c) => c.json(await payoutOverview(deps, requireUser(c)), 200));
  app.openapi(accountRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ account: await connectSandboxAccount(deps, user, c.req.valid('json')) }, 200);
  });
  app.openapi(onboardingRoute, async (c) => c.json(await startStripeOnboarding(deps, requireUser(c)), 200));
}
