/** The admin module's face: who is an admin, and the admin action log other modules write to. */
export { requireAdmin } from './admin-access';
export { recordAction } from './admin.repository';
