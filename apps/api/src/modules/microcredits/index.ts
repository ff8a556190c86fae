/** The microcredits module's face: what other modules may use. */
export { registerMicrocreditRoutes } from './microcredits.routes';
export { partnerCheckJob } from './microcredits.service';
