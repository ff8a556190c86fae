import { createRoute, z } from '@hono/zod-openapi';
import { outboxListSchema } from '@vira/domain/auth';
import { textSchema } from '@vira/domain/text';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { clientAddress, isLoopback } from '../../http/client-address';
import { commonMessages } from '../../i18n/common-messages';
import type { App } from '../../http/create-app';
import { toOutboxMessage } from './dev-outbox.mapper';
import { listOutboxMessages } from './dev-outbox.repository';

const listOutboxRoute = createRoute({
  method: 'get',
  path: '/api/dev/outbox',
  summary: 'Messages kept instead of sent (development and browser tests only)',
  tags: ['development'],
  description:
    'Mail and WhatsApp messages kept instead of sent (development and browser tests only; never in production).',
  request: {
    query: z.object({
      to: textSchema().max(320).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: {
    200: { description: 'Newest first', content: { 'application/json': { schema: outboxListSchema } } },
  },
});

/** Mounted by the auth module only when NODE_ENV is not production (or for the browser-test server). */
export function registerDevOutboxRoutes(app: App, { database }: AppDeps): void {
  app.openapi(listOutboxRoute, async (c) => {
    // Password-reset links and sign-in codes: only for someone at this machine, even when the server listens
    // on every interface.
    if (!isLoopback(clientAddress(c))) throw new AppError(404, 'not_found', commonMessages.notFound);
    const { to, limit } = c.req.valid('query');
    const rows = await listOutboxMessages(database.db, limit, to);
    return c.json({ messages: rows.map(toOutboxMessage) }, 200);
  });
}
