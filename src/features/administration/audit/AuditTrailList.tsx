import {
    AutocompleteInput,
    DateTimeInput,
    FilterButton,
    List,
    Pagination,
    ReferenceInput,
    SearchInput,
    SelectArrayInput,
    SelectInput,
    TopToolbar,
} from 'react-admin';
import { AuditTrailTable } from '../../../components/audit/AuditTrailTable';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../../common/vocabularies/audit';
import type { UserRecord } from '../../../../common/contract/users';
import { AuditExportButtons } from './AuditExportButtons';

/**
 * `/auditTrail`, the audit trail: filtered, sorted by time and paged by the server;
 * a row opens its changes; the export takes the current filter and sort.
 */
export const AuditTrailList = () => (
    <List
        resource="audit"
        title="route.auditTrail"
        filters={AUDIT_FILTERS}
        actions={<AuditTrailActions />}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={50}
        pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
        exporter={false}
        empty={false}
        disableAuthentication
    >
        <AuditTrailTable />
    </List>
);

const AuditTrailActions = () => (
    <TopToolbar>
        <FilterButton />
        <AuditExportButtons />
    </TopToolbar>
);

const userChoice = (user: UserRecord) => `${user.firstName} ${user.lastName} (${user.username})`;

/** ISO 8601 for the API; the input shows local time. */
const toIso = (value: string) => (value ? new Date(value).toISOString() : '');

const AUDIT_FILTERS = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="userId" source="userId" reference="users" sort={{ field: 'lastName', order: 'ASC' }} alwaysOn>
        <AutocompleteInput
            label="auditTrail.fields.actor"
            optionText={userChoice}
            filterToQuery={q => ({ q })}
            sx={{ minWidth: 240 }}
        />
    </ReferenceInput>,
    <SelectArrayInput
        key="action"
        source="action"
        label="auditTrail.fields.action"
        choices={AUDIT_ACTIONS.map(id => ({ id, name: `auditTrail.actions.${id}` }))}
        sx={{ minWidth: 200 }}
        alwaysOn
    />,
    <SelectInput
        key="outcome"
        source="outcome"
        label="auditTrail.fields.outcome"
        choices={AUDIT_OUTCOMES.map(id => ({ id, name: `auditTrail.outcomes.${id}` }))}
        alwaysOn
    />,
    <DateTimeInput key="from" source="from" label="auditTrail.fields.from" parse={toIso} />,
    <DateTimeInput key="to" source="to" label="auditTrail.fields.to" parse={toIso} />,
];
