/** The impact module's face: the figures' refresh (run by its hourly job, and by tests that need figures now). */
export { refreshFigures } from './impact.service';
export { registerImpactRoutes } from './impact.routes';
export { impactRefresh } from './impact.service';
