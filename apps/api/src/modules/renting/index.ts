/** The renting module's face: what other modules may use. */
export { findHeldRanges } from './availability/availability.repository';
export { registerAvailabilityRoutes } from './availability/availability.routes';
export { isExclusionViolation } from './availability/availability.service';
export { bookingMessages } from './bookings/bookings.messages';
export { countOwnerCancellations, findBooking, holdsNow } from './bookings/bookings.repository';
export { registerBookingRoutes } from './bookings/bookings.routes';
export { registerCartRoutes } from './cart/cart.routes';
export { registerCheckoutRoutes } from './checkout/checkout.routes';
export { backfillLedger } from './ledger/ledger-backfill';
export { ledgerRoutes } from './ledger/ledger.routes';
export { reconciliationRuns } from './ledger/reconciliation.service';
export { orderCharges } from './payments/order-charges';
export { registerPaymentRoutes } from './payments/payments.routes';
export { registerPayoutRoutes } from './payouts/payouts.routes';
export { payoutRuns, runPayouts } from './payouts/payouts.service';
export { registerDisputeAdminRoutes } from './rentals/disputes-admin.routes';
export { registerRentalRoutes } from './rentals/rentals.routes';
