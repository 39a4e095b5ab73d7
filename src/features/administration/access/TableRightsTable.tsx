import { Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { AccessRole } from '../../../../common/contract/access';
import type { TableAccess, TableRightsRow } from '../../../../common/contract/directory';
import { tableRightsApi } from './tableRightsApi';

const RIGHTS = ['view', 'edit'] as const;
/** react-admin's own words for the two rights, in every language of the portal. */
const RIGHT_LABEL = { view: 'ra.action.show', edit: 'ra.action.edit' } as const;

/**
 * The directory tables' rows of the access matrix: per table and role (admins always have
 * both), view and edit, stored on the server with the table. Edit includes view, and taking
 * view away takes edit too.
 */
export const TableRightsTable = ({ roles }: { roles: readonly AccessRole[] }) => {
    const translate = useTranslate();
    const { data: tables } = useQuery({ queryKey: ['directoryTableRights'], queryFn: tableRightsApi.list });
    const grantable = roles.filter(role => role.grantable);
    if (!tables || tables.length === 0) return null;
    return (
        <>
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
                {translate('route.directory')}
            </Typography>
            {/* A right on a table is used through a screen: without the screen the role still gets no table. */}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('directory.ui.rightsHint', {
                    editTable: translate('route.editTable'),
                    linkExcel: translate('route.linkExcel'),
                })}
            </Typography>
            <TableContainer>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('directory.ui.table')}</TableCell>
                            {grantable.map(role => (
                                <TableCell key={role.id} align="center">
                                    {role.label}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {tables.map(table => (
                            <TableRow key={table.tableId} hover>
                                <TableCell component="th" scope="row">
                                    {table.name}
                                </TableCell>
                                {grantable.map(role => (
                                    <RightsCell key={role.id} role={role} table={table} />
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        </>
    );
};

const RightsCell = ({ role, table }: { role: AccessRole; table: TableRightsRow }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const rights = table.rights[role.id] ?? { view: false, edit: false };
    const change = useMutation({
        mutationFn: (next: TableAccess) => tableRightsApi.set(table.tableId, role.id, next),
        onSuccess: saved => {
            queryClient.setQueryData<TableRightsRow[]>(['directoryTableRights'], rows =>
                rows?.map(row =>
                    row.tableId === table.tableId ? { ...row, rights: { ...row.rights, [role.id]: saved } } : row
                )
            );
            void queryClient.invalidateQueries({ queryKey: ['directoryTables'] });
            const state = (right: (typeof RIGHTS)[number]) =>
                `${translate(RIGHT_LABEL[right])} ${translate(saved[right] ? 'access.allowed' : 'access.denied')}`;
            notify('access.saved', {
                type: 'success',
                messageArgs: { role: role.label, screen: table.name, state: RIGHTS.map(state).join(', ') },
            });
        },
    });
    const toggle = (right: (typeof RIGHTS)[number], on: boolean) =>
        change.mutate(right === 'edit' ? { view: on || rights.view, edit: on } : { view: on, edit: on && rights.edit });
    return (
        <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
            {RIGHTS.map(right => (
                <label key={right}>
                    <Switch
                        size="small"
                        checked={rights[right]}
                        disabled={change.isPending}
                        onChange={(_event, on) => toggle(right, on)}
                        slotProps={{
                            input: { 'aria-label': `${role.label}: ${table.name} · ${translate(RIGHT_LABEL[right])}` },
                        }}
                    />
                    <Typography variant="caption">{translate(RIGHT_LABEL[right])}</Typography>
                </label>
            ))}
        </TableCell>
    );
};
