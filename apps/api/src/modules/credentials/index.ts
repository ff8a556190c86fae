/** The credentials module's face: what other modules may use. */
export { findVerifiedOf } from './credentials.repository';
export { registerCredentialRoutes } from './credentials.routes';
