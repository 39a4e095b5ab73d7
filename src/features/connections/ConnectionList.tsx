import {
    Button,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CONNECTION_STATUSES, type ConnectionStatus } from '../../../common/vocabularies/connections';
import { CodeSelect } from '../../components/CodeSelect';
import { SectionCard } from '../../components/SectionCard';
import { TimeAgo } from '../../components/TimeAgo';
import { connectionKeys, connectionsApi } from './connectionsApi';
import { usePortalConfig } from '../../providers/portalConfig';
import { getUserInfo, useRoles } from '../../providers/session';
import { connectionTitle, searchLabelKey } from './connectionText';
import { StatusChip } from './StatusChip';

/** The user's connections, filtered by status and name, newest change first; each opens its thread. */
export const ConnectionList = ({ onOpen }: { onOpen: (id: string) => void }) => {
    const translate = useTranslate();
    const { profile } = usePortalConfig();
    const isAdmin = useRoles().includes('admin');
    const userId = getUserInfo()?.userId;
    const [status, setStatus] = useState<ConnectionStatus | ''>('');
    const [q, setQ] = useState('');
    const filter = { ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) };
    const { data = [], isPending } = useQuery({
        queryKey: connectionKeys.list(filter),
        queryFn: () => connectionsApi.list(filter),
    });
    return (
        <SectionCard title={translate(isAdmin ? 'connect.allConnections' : 'connect.yourConnections')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
                <CodeSelect<ConnectionStatus | ''>
                    label={translate('connect.status')}
                    codes={CONNECTION_STATUSES}
                    nameOf={value => translate(`connect.statuses.${value}`)}
                    anyLabel={translate('connect.allStatuses')}
                    value={status}
                    onChange={setStatus}
                    sx={{ minWidth: 200 }}
                />
                <TextField
                    type="search"
                    label={translate(searchLabelKey(profile))}
                    value={q}
                    onChange={event => setQ(event.target.value)}
                />
            </Stack>
            {!isPending && data.length === 0 ? (
                <Typography color="text.secondary">{translate('connect.none')}</Typography>
            ) : (
                <TableContainer>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('connect.organisation')}</TableCell>
                                <TableCell>{translate('connect.kind')}</TableCell>
                                <TableCell>{translate('connect.status')}</TableCell>
                                <TableCell>{translate('connect.updatedAt')}</TableCell>
                                <TableCell />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map(connection => (
                                <TableRow key={connection.id} hover data-testid="connection-row">
                                    <TableCell>{connectionTitle(connection, userId, translate)}</TableCell>
                                    <TableCell>{translate(`connect.kinds.${connection.kind}`)}</TableCell>
                                    <TableCell>
                                        <StatusChip status={connection.status} />
                                    </TableCell>
                                    <TableCell>
                                        <TimeAgo
                                            time={
                                                connection.endedAt ?? connection.respondedAt ?? connection.requestedAt
                                            }
                                        />
                                    </TableCell>
                                    <TableCell align="right">
                                        <Button
                                            size="small"
                                            onClick={() => onOpen(connection.id)}
                                            aria-label={`${translate('connect.open')}: ${connectionTitle(connection, userId, translate)}, ${translate(`connect.kinds.${connection.kind}`)}`}
                                        >
                                            {translate('connect.open')}
                                        </Button>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
        </SectionCard>
    );
};
