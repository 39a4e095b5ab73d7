import { AuditTrailList } from './AuditTrailList';

/**
 * The `audit` resource (issue 5), read only. The route table mounts its list at `/auditTrail`
 * (src/screens.ts); a user's own trail on `/audits/:id` reuses the rows from
 * src/components/audit, since one screen folder may not import another.
 */
export default {
    list: AuditTrailList,
};

export { AuditTrailList };
