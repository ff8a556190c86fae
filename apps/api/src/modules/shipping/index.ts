/** The shipping module's face: what other modules may use. */
export { registerShippingRoutes } from './shipping.routes';
