/** The invoices module's face: what other modules may use. */
export { registerInvoiceRoutes } from './invoices.routes';
export {
  creditNoteJob,
  placeWithInvoice,
  scheduleCreditNote,
  scheduleOrderDocuments,
  taxInvoiceJob,
} from './invoices.service';
export { orderChargesReader } from './order-charges';
