import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { bootstrap } from './bootstrap';
import type { Clock } from './clock';
import { ConfigError, type Env } from './config/env';
import { answerParserErrors } from './http/client-error';
import { registeredRecurringJobs, scheduleRecurringJobs, startJobRunner } from './modules/jobs';
import { backfillLedger } from './modules/renting';
import { startTextIndex } from './modules/search';

/** In-flight requests get this long to finish at shutdown; then the remaining connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the API on `env.PORT` with its job runner until SIGINT/SIGTERM. `clock` is for the spawned servers of
 * tests only (test/spawned-main.ts); production reads the system clock.
 */
export async function runServer(env: Env, options: { clock?: Clock } = {}): Promise<void> {
  const { app, deps, close } = await bootstrap(env, options);
  await backfillLedger(deps);
  const jobs = startJobRunner(deps, env.JOBS_POLL_SECONDS * 1000);
  await scheduleRecurringJobs(deps, registeredRecurringJobs());
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info(`Vira is running at http://localhost:${info.port} (${deps.database.kind})`);
    // Text searches use SQL until the in-memory text index is loaded; nobody waits for it (decision 032).
    startTextIndex(deps.database.db, {
      loaded: (load) => deps.logger.info(load, 'search text index loaded'),
      failed: (error) => deps.logger.error({ err: error }, 'search text index not loaded; text searches use SQL'),
    });
  }) as Server;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, 'shutting down: no new requests, finishing the running ones');
    // Live streams never finish by themselves; their clients reconnect elsewhere and resume from Last-Event-ID.
    deps.live.closeStreams();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = new Promise<void>((resolve) =>
      setTimeout(() => {
        server.closeAllConnections();
        resolve();
      }, SHUTDOWN_GRACE_MS).unref(),
    );
    void Promise.race([drained, grace])
      .then(() => jobs.stop())
      .then(close)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          deps.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  answerParserErrors(server);
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  // A bug that escaped every handler leaves the process in an unknown state: log it and let the supervisor restart.
  process.on('unhandledRejection', (reason) => {
    deps.logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    deps.logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
}

/** Exits with one sentence for the operator when the configuration is wrong, a stack trace otherwise. */
export function exitOnStartFailure(error: unknown): never {
  // A configuration problem is one sentence for the operator, not a stack trace.
  if (error instanceof ConfigError) {
    console.error(`Vira cannot start: ${error.message}`);
  } else {
    console.error('Vira cannot start:', error);
  }
  process.exit(1);
}
