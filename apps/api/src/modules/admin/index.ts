/** The admin module's face: the admin screens' routes (who is an admin and the action log are the staff module's). */
export { registerAdminRoutes } from './admin.routes';
