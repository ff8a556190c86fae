/** The dev-outbox module's face: what other modules may use. */
export { insertOutboxMessage } from './dev-outbox.repository';
export { registerDevOutboxRoutes } from './dev-outbox.routes';
