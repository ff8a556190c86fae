/** The earnings module's face: what other modules may use. */
export { PAID_TO_OWNER, SETTLED } from './earnings.repository';
export { registerEarningsRoutes } from './earnings.routes';
