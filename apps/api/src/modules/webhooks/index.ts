/** The webhooks module's face: the one record of providers' events, applied once (payments and identity). */
export { insertWebhookEvent, setWebhookOutcome } from './webhooks.repository';
