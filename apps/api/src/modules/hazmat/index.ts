/** The hazmat module's face: what other modules may use. */
export { registerHazmatRoutes } from './hazmat.routes';
