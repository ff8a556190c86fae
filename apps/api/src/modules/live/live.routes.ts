import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import type { Auth } from '../auth';
import type { LiveEvent } from './live-bus';
import { findLiveEventsAfter } from './live.repository';

const HEARTBEAT_MS = 25_000;
const SESSION_CHECK_MS = 15_000;
const REPLAY_LIMIT = 500;

const liveRoute = createRoute({
  method: 'get',
  path: '/api/live',
  summary: 'My live events (server-sent events)',
  tags: ['live'],
  description:
    'Notifications, messages and booking changes as they happen. Resumes after `Last-Event-ID` (or `?since=`) with what was missed; otherwise starts with a `ready` event. A comment line every 25 s keeps the connection open.',
  // Plain schemas: no validator, so a malformed resume point simply starts afresh.
  parameters: [
    { name: 'since', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
    { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } },
  ],
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
    401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

/**
 * GET /api/live: the signed-in person's live events as server-sent events. The stream is authenticated by the
 * session cookie, closed when that session ends (sign-out), and resumes from Last-Event-ID (or `?since=`), so a
 * client that reconnects receives what it missed exactly once.
 */
export function registerLiveRoutes(app: App, deps: AppDeps, auth: Auth): void {
  app.openapi(liveRoute, (c) => {
    const user = requireUser(c);
    const resumeFrom = Number(c.req.header('Last-Event-ID') ?? c.req.query('since') ?? 0);
    const headers = c.req.raw.headers;
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const pending: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = deps.live.subscribe(user.id, (event) => {
        pending.push(event);
        wake?.();
      });
      let open = true;
      const stop = () => {
        open = false;
        wake?.();
      };
      stream.onAbort(stop);
      const unsubscribeShutdown = deps.live.onCloseStreams(stop);
      const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n').catch(stop), HEARTBEAT_MS);
      const sessionCheck = setInterval(() => {
        void auth.api
          .getSession({ headers })
          .then((session) => {
            if (!session) stop();
          })
          .catch(() => undefined);
      }, SESSION_CHECK_MS);
      try {
        let lastSent = Number.isFinite(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;
        if (lastSent > 0) {
          for (const row of await findLiveEventsAfter(deps.database.db, user.id, lastSent, REPLAY_LIMIT)) {
            await stream.writeSSE({ id: String(row.id), event: row.kind, data: JSON.stringify(row.payload) });
            lastSent = row.id;
          }
        } else {
          await stream.writeSSE({ event: 'ready', data: '{}' });
        }
        while (open) {
          const event = pending.shift();
          if (!event) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          // Replay and live delivery may overlap at the seam: never send an event twice.
          if (event.id <= lastSent) continue;
          await stream.writeSSE({ id: String(event.id), event: event.kind, data: JSON.stringify(event.payload) });
          lastSent = event.id;
        }
      } finally {
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
        unsubscribeShutdown();
      }
    });
  });
}
