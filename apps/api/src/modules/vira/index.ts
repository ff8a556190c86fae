/** The vira module's face: what other modules may use. */
export { toViraApplication } from './vira.mapper';
export type { ViraApplicationRow } from './vira.repository';
export { registerViraRoutes } from './vira.routes';
export { decideApplication, lockPendingApplication } from './vira.repository';
