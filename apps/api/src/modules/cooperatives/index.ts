/** The cooperatives module's face: what other modules may use. */
export { registerCooperativeRoutes } from './cooperatives.routes';
export { splitPooledEarnings } from './cooperatives.service';
export { settledBookings } from './settled-bookings';
