/** The health module's face: what other modules may use. */
export { registerHealthRoutes } from './health.routes';
