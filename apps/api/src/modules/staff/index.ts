/**
 * The staff module's face: who is an admin, and the log of admins' actions. It imports no other module, so every
 * feature can check an admin or log a decision without reaching the admin screens (which compose the features).
 */
export { isAdmin, requireAdmin } from './admin-access';
export { recentActions, recordAction, type AdminActionRow } from './admin-actions.repository';
