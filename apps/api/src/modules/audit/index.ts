/** The audit module's face: what other modules may use. */
export { auditCheckpoints } from './audit-checkpoint.service';
export { auditRequestScope, setAuditContext, withAuditContext } from './audit-context';
export { registerAuditRoutes } from './audit.routes';
