import { Chip, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { AuditRecord } from '../../../common/contract/auditTrail';
import { DateTime } from '../TimeAgo';
import { AuditEntryDetail } from './AuditEntryDetail';

const Column = DataTable.Col<AuditRecord>;

/**
 * The rows of an audit trail list (the audit trail screen and a user's page): newest first by
 * default, sortable by time, each row expanding to its changes and browser.
 */
export const AuditTrailTable = () => {
    const translate = useTranslate();
    return (
        <DataTable<AuditRecord>
            bulkActionButtons={false}
            rowClick="expand"
            expand={<AuditEntryDetail />}
            empty={
                <Typography sx={{ p: 2 }} color="text.secondary">
                    {translate('auditTrail.none')}
                </Typography>
            }
        >
            <Column source="at" label="auditTrail.fields.at" render={entry => <DateTime time={entry.at} />} />
            <Column
                source="actorUsername"
                label="auditTrail.fields.actor"
                disableSort
                render={entry => <Actor entry={entry} />}
            />
            <Column
                source="action"
                label="auditTrail.fields.action"
                disableSort
                render={entry => translate(`auditTrail.actions.${entry.action}`, { _: entry.action })}
            />
            <Column
                source="targetType"
                label="auditTrail.fields.target"
                disableSort
                render={entry => [entry.targetType, entry.targetId].filter(Boolean).join(' ')}
            />
            <Column
                source="outcome"
                label="auditTrail.fields.outcome"
                disableSort
                render={entry => <Outcome entry={entry} />}
            />
            <Column source="ip" label="auditTrail.fields.ip" disableSort />
        </DataTable>
    );
};

const Actor = ({ entry }: { entry: AuditRecord }) => {
    const translate = useTranslate();
    if (!entry.actorUsername) return <>{translate('auditTrail.anonymous')}</>;
    return (
        <>
            {entry.actorUsername}
            {entry.actorRole && (
                <Typography component="div" variant="caption" color="text.secondary">
                    {translate(`roles.${entry.actorRole}`, { _: entry.actorRole })}
                </Typography>
            )}
        </>
    );
};

const Outcome = ({ entry }: { entry: AuditRecord }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={entry.outcome === 'success' ? 'success' : 'error'}
            label={translate(`auditTrail.outcomes.${entry.outcome}`, { _: entry.outcome })}
        />
    );
};
