/** The notifications module's face: telling a person (bell, e-mail, WhatsApp) and writing amounts in notices. */
export { notify } from './notifications.service';
export { formatMoney } from './booking-notices';
