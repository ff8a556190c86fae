/** The services module's face: what other modules may use. */
export { assertServiceMayGoLive } from './service-publishing.service';
export { assertHoursFree, assertNoHours, checkServiceLine, hoursTakenError } from './service-slots.service';
export type { CheckedServiceLine } from './service-slots.service';
export { registerServicesRoutes } from './services.routes';
export { searchServices } from './services.service';
export { bookingHolds } from './booking-holds';
