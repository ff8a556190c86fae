import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap';
import { startJobRunner } from './modules/jobs/job-runner';
import { ConfigError, loadEnv } from './config/env';
import { answerParserErrors } from './http/client-error';

async function main(): Promise<void> {
  const env = loadEnv();
  const { app, deps, close } = await bootstrap(env);
  const jobs = startJobRunner(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info(`Vira is running at http://localhost:${info.port} (${deps.database.kind})`);
  });
  const shutdown = () => {
    server.close();
    void jobs
      .stop()
      .then(close)
      .finally(() => process.exit(0));
  };
  // serve() without TLS or HTTP/2 options creates a plain node:http server.
  answerParserErrors(server as Server);
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A configuration problem is one sentence for the operator, not a stack trace.
  if (error instanceof ConfigError) {
    console.error(`Vira cannot start: ${error.message}`);
  } else {
    console.error('Vira cannot start:', error);
  }
  process.exit(1);
});
