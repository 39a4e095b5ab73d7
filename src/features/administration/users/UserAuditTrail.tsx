import { ListBase, Pagination, type Identifier } from 'react-admin';
import { AuditTrailTable } from '../../../components/audit/AuditTrailTable';

/**
 * The audit trail of one user, newest first, paged by the server. Its filter and page live in
 * this component only: not in the URL nor shared with the audit trail screen.
 */
export const UserAuditTrail = ({ userId }: { userId: Identifier }) => (
    <ListBase
        resource="audit"
        filter={{ userId }}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        disableAuthentication
    >
        <AuditTrailTable />
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </ListBase>
);
