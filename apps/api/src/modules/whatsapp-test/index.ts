/** The whatsapp-test module's face: what other modules may use. */
export { registerWhatsappTestRoutes } from './whatsapp-test.routes';
