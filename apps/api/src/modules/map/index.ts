/** The map module's face: what other modules may use. */
export { registerMapRoutes } from './map.routes';
