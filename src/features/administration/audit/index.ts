import { AuditTrailList } from './AuditTrailList';

/**
 * The audit trail, read only. The route table mounts its list at `/auditTrail`
 * (src/screens.ts); a user's own trail on the user's page reuses the rows from
 * src/components/audit, since one screen folder may not import another.
 */
export { AuditTrailList };
