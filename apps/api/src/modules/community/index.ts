/** The community module's face: what other modules may use. */
export { registerCommunityRoutes } from './community.routes';
