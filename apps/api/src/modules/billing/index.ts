/** The billing module's face: whether a person's billing data can receive a CFDI, checked before issuing one. */
export { assertInvoiceableReceiver } from './billing.service';
export { findBillingInfo } from './billing.repository';
export { registerBillingRoutes } from './billing.routes';
