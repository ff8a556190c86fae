/** The public-config module's face: what other modules may use. */
export { toPublicConfig } from './public-config.mapper';
export { registerPublicConfigRoutes } from './public-config.routes';
