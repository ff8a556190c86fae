import { loadEnv } from '../src/config/env';
import { exitOnStartFailure, runServer } from '../src/server';

/**
 * A spawned test server whose clock starts at TEST_CLOCK_START and runs at the wall clock's pace from there: a
 * test in another process cannot move it, but can choose where it starts (the top of a rate-limit window).
 */
const start = Date.parse(process.env.TEST_CLOCK_START ?? '');
const startedAt = Date.now();
const clock = Number.isNaN(start) ? undefined : { now: () => new Date(start + Date.now() - startedAt) };

Promise.resolve()
  .then(() => runServer(loadEnv(), { clock }))
  .catch(exitOnStartFailure);
