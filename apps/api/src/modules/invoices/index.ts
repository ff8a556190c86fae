/** The invoices module's face: what other modules may use. */
export { registerInvoiceRoutes } from './invoices.routes';
export { placeWithInvoice, scheduleCreditNote, scheduleOrderDocuments } from './invoices.service';
