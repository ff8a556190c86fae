/** The geocode module's face: what other modules may use. */
export { registerGeocodeRoutes } from './geocode.routes';
