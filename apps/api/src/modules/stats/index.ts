/** The stats module's face: what other modules may use. */
export { registerStatsRoutes } from './stats.routes';
