import { loadEnv } from './config/env';
import { exitOnStartFailure, runServer } from './server';

Promise.resolve()
  .then(() => runServer(loadEnv()))
  .catch(exitOnStartFailure);
