import {
    Alert,
    Button,
    Card,
    CardContent,
    LinearProgress,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { ProviderInput, ProviderRecord } from '../../../common/contract/sso';
import { ProviderDialog } from './ProviderDialog';
import { formOf, inputOf, parseRules } from './providerForm';
import { ssoApi, ssoKeys } from './ssoApi';

/**
 * `/identityProviders`: the OpenID Connect and SAML 2.0 services staff sign in with. Admins add,
 * change, enable and disable them, and download the portal's SP metadata for a SAML IdP.
 */
export const IdentityProvidersPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const { data, error } = useQuery({ queryKey: ssoKeys.providers, queryFn: ssoApi.list });
    const [editing, setEditing] = useState<ProviderRecord | 'new' | null>(null);
    const save = useMutation({
        mutationFn: ({ id, input }: { id?: string; input: ProviderInput }) =>
            id ? ssoApi.update(id, input) : ssoApi.create(input),
        onSuccess: () => {
            notify('sso.admin.saved', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['sso'] });
        },
    });
    const toggle = (record: ProviderRecord) => {
        const form = { ...formOf(record), enabled: !record.enabled };
        const rules = parseRules(
            form.roleRules,
            record.roleMapping.rules.map(rule => rule.role)
        );
        if (!('badLine' in rules)) save.mutate({ id: record.id, input: inputOf(form, rules) });
    };

    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.identityProviders" />
            <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
                    <Button variant="contained" onClick={() => setEditing('new')}>
                        {translate('sso.admin.add')}
                    </Button>
                </Stack>
                {error ? (
                    <Alert severity="error">{error.message}</Alert>
                ) : !data ? (
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                ) : data.length === 0 ? (
                    <Alert severity="info">{translate('sso.admin.empty')}</Alert>
                ) : (
                    <TableContainer>
                        <Table size="small" aria-label={translate('sso.admin.title')}>
                            <TableHead>
                                <TableRow>
                                    {(['name', 'protocol', 'domains', 'status', 'actions'] as const).map(column => (
                                        <TableCell key={column}>{translate(`sso.admin.columns.${column}`)}</TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.map(record => (
                                    <TableRow key={record.id}>
                                        <TableCell>{record.name}</TableCell>
                                        <TableCell>{translate(`sso.admin.protocols.${record.protocol}`)}</TableCell>
                                        <TableCell>{record.emailDomains.join(', ')}</TableCell>
                                        <TableCell>
                                            {translate(record.enabled ? 'sso.admin.enabled' : 'sso.admin.disabled')}
                                        </TableCell>
                                        <TableCell>
                                            <Stack direction="row" spacing={1}>
                                                <Button size="small" onClick={() => setEditing(record)}>
                                                    {translate('sso.admin.edit')}
                                                </Button>
                                                <Button size="small" onClick={() => toggle(record)}>
                                                    {translate(
                                                        record.enabled ? 'sso.admin.disable' : 'sso.admin.enable'
                                                    )}
                                                </Button>
                                                {record.saml && (
                                                    <Button size="small" href={record.saml.spMetadataUrl} download>
                                                        {translate('sso.admin.downloadMetadata')}
                                                    </Button>
                                                )}
                                            </Stack>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                )}
            </CardContent>
            {editing && (
                <ProviderDialog
                    record={editing === 'new' ? undefined : editing}
                    onSave={input => save.mutateAsync({ id: editing === 'new' ? undefined : editing.id, input })}
                    onClose={() => setEditing(null)}
                />
            )}
        </Card>
    );
};
