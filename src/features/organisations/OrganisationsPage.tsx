import {
    Button,
    Card,
    CardContent,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { OrganisationFields, OrganisationRecord } from '../../../common/contract/organisations';
import { OrganisationDialog } from './OrganisationDialog';
import { listOrganisations, ORGANISATIONS_KEY } from '../../providers/organisationList';
import { organisationsApi } from './organisationsApi';

const COLUMNS = ['name', 'kind', 'npi', 'planName', 'contractId', 'ncpdp', 'members'] as const;

/** `/organisations`: the organisation records accounts belong to, which every scope is computed from. */
export const OrganisationsPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const { data: rows = [] } = useQuery({ queryKey: ORGANISATIONS_KEY, queryFn: listOrganisations });
    const [editing, setEditing] = useState<OrganisationRecord | 'new' | null>(null);
    const save = useMutation({
        mutationFn: (fields: OrganisationFields) =>
            editing && editing !== 'new'
                ? organisationsApi.update(editing.id, fields)
                : organisationsApi.create(fields),
        onSuccess: saved => {
            notify(editing === 'new' ? 'organisations.list.created' : 'organisations.list.saved', {
                type: 'success',
                messageArgs: { name: saved.name },
            });
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: ORGANISATIONS_KEY });
        },
    });
    const cell = (row: OrganisationRecord, column: (typeof COLUMNS)[number]) =>
        column === 'kind' ? translate(`organisations.kinds.${row.kind}`) : (row[column] ?? '—');
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.organisations" />
            <Card>
                <CardContent>
                    <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
                        <Button variant="contained" onClick={() => setEditing('new')}>
                            {translate('organisations.list.create')}
                        </Button>
                    </Stack>
                    {rows.length === 0 ? (
                        <Typography color="text.secondary">{translate('organisations.list.empty')}</Typography>
                    ) : (
                        <Table size="small">
                            <TableHead>
                                <TableRow>
                                    {COLUMNS.map(column => (
                                        <TableCell key={column}>
                                            {translate(`organisations.fields.${column}`)}
                                        </TableCell>
                                    ))}
                                    <TableCell />
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {rows.map(row => (
                                    <TableRow key={row.id}>
                                        {COLUMNS.map(column => (
                                            <TableCell key={column}>{cell(row, column)}</TableCell>
                                        ))}
                                        <TableCell align="right">
                                            <Button size="small" onClick={() => setEditing(row)}>
                                                {translate('organisations.list.edit')}
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </CardContent>
            </Card>
            {editing && (
                <OrganisationDialog
                    record={editing === 'new' ? undefined : editing}
                    saving={save.isPending}
                    onSave={fields => save.mutate(fields)}
                    onClose={() => setEditing(null)}
                />
            )}
        </Stack>
    );
};
