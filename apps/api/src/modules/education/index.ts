/** The education module's face: what other modules may use. */
export { registerEducationRoutes } from './education.routes';
