import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Chip,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { CHANGE_STATUSES, type ChangeStatus } from '../../../common/vocabularies/directoryChanges';
import type { DirectoryChange, DirectoryInquiry } from '../../../common/contract/directoryChanges';
import { CodeSelect } from '../../components/CodeSelect';
import { DateTime } from '../../components/TimeAgo';
import { formatDay } from '../../lib/dayAndMoney';
import { ApplyChangeDialog } from './ApplyChangeDialog';
import { directoryChangesApi } from './directoryChangesApi';
import { TextDecisionDialog } from './TextDecisionDialog';

const proposedText = (change: DirectoryChange) =>
    Object.entries(change.proposed)
        .map(
            ([name, value]) => `${change.columns.find(column => column.name === name)?.label ?? name}: ${String(value)}`
        )
        .join('; ');

/** The due day in the reader's language, marked when it has passed. */
const Due = ({ dueOn, late }: { dueOn: string; late: boolean }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{formatDay(dueOn, locale)}</span>
            {late && <Chip size="small" color="error" label={translate('directoryWork.late')} />}
        </Stack>
    );
};

/**
 * `/directoryQueue`: the directory team's day. Changes asked of listings (2 business days) and
 * members' questions (1 business day), the earliest due first with the late ones marked; a change is
 * applied to the listing or rejected with a reason, a question answered by e-mail.
 */
export const DirectoryQueuePage = () => {
    const translate = useTranslate();
    const [status, setStatus] = useState<ChangeStatus>('open');
    const [answered, setAnswered] = useState(false);
    const [applying, setApplying] = useState<DirectoryChange>();
    const [rejecting, setRejecting] = useState<DirectoryChange>();
    const [answering, setAnswering] = useState<DirectoryInquiry>();
    const changes = useQuery({
        queryKey: ['directoryWork', 'changes', status],
        queryFn: () => directoryChangesApi.changes(status),
    });
    const inquiries = useQuery({
        queryKey: ['directoryWork', 'inquiries', answered],
        queryFn: () => directoryChangesApi.inquiries(answered),
    });
    const done = () => {
        setApplying(undefined);
        setRejecting(undefined);
        setAnswering(undefined);
        void changes.refetch();
        void inquiries.refetch();
    };

    return (
        <Card>
            <Title title={translate('route.directoryQueue')} />
            <CardContent>
                <Typography component="h1" variant="h6" gutterBottom>
                    {translate('route.directoryQueue')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('directoryWork.queue.intro')}
                </Typography>

                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 3, mb: 1 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {translate('directoryWork.changes.heading')}
                    </Typography>
                    <CodeSelect<ChangeStatus>
                        size="small"
                        label={translate('directoryWork.changes.status')}
                        codes={CHANGE_STATUSES}
                        nameOf={code => translate(`directoryWork.statuses.${code}`)}
                        value={status}
                        onChange={setStatus}
                        sx={{ minWidth: 180 }}
                    />
                </Stack>
                {changes.error && <Alert severity="error">{changes.error.message}</Alert>}
                {changes.data?.length === 0 && (
                    <Typography color="text.secondary">{translate('directoryWork.changes.none')}</Typography>
                )}
                {changes.data && changes.data.length > 0 && (
                    <Box sx={{ overflowX: 'auto' }}>
                        <Table size="small" aria-label={translate('directoryWork.changes.heading')}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('directoryWork.due')}</TableCell>
                                    <TableCell>{translate('directoryWork.listing')}</TableCell>
                                    <TableCell>{translate('directoryWork.changes.source')}</TableCell>
                                    <TableCell>{translate('directoryWork.changes.asked')}</TableCell>
                                    <TableCell>{translate('directoryWork.received')}</TableCell>
                                    <TableCell>
                                        {translate(
                                            status === 'open' ? 'directoryWork.actions' : 'directoryWork.decided'
                                        )}
                                    </TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {changes.data.map(change => (
                                    <TableRow key={change.id}>
                                        <TableCell>
                                            <Due dueOn={change.dueOn} late={change.late} />
                                        </TableCell>
                                        <TableCell>
                                            {change.listingName}
                                            <Typography variant="body2" color="text.secondary">
                                                {change.tableName}
                                            </Typography>
                                        </TableCell>
                                        <TableCell>
                                            {translate(`directoryWork.sources.${change.source}`)}
                                            {change.requestedBy ? ` (${change.requestedBy})` : ''}
                                        </TableCell>
                                        <TableCell sx={{ maxWidth: 360 }}>
                                            {change.note}
                                            {proposedText(change) && (
                                                <Typography variant="body2" color="text.secondary">
                                                    {proposedText(change)}
                                                </Typography>
                                            )}
                                        </TableCell>
                                        <TableCell>
                                            <DateTime time={change.receivedAt} />
                                        </TableCell>
                                        <TableCell>
                                            {change.status === 'open' ? (
                                                <Stack direction="row" spacing={1}>
                                                    <Button
                                                        size="small"
                                                        variant="contained"
                                                        onClick={() => setApplying(change)}
                                                    >
                                                        {translate('directoryWork.changes.apply')}
                                                    </Button>
                                                    <Button size="small" onClick={() => setRejecting(change)}>
                                                        {translate('directoryWork.changes.reject')}
                                                    </Button>
                                                </Stack>
                                            ) : (
                                                <>
                                                    {translate(`directoryWork.statuses.${change.status}`)} ·{' '}
                                                    {change.decidedBy} · <DateTime time={change.decidedAt} />
                                                    {change.reason && (
                                                        <Typography variant="body2" color="text.secondary">
                                                            {change.reason}
                                                        </Typography>
                                                    )}
                                                </>
                                            )}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                )}

                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 4, mb: 1 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {translate('directoryWork.inquiries.heading')}
                    </Typography>
                    <TextField
                        select
                        size="small"
                        label={translate('directoryWork.inquiries.show')}
                        value={answered ? 'yes' : 'no'}
                        onChange={event => setAnswered(event.target.value === 'yes')}
                        sx={{ minWidth: 180 }}
                    >
                        <MenuItem value="no">{translate('directoryWork.inquiries.unanswered')}</MenuItem>
                        <MenuItem value="yes">{translate('directoryWork.inquiries.answered')}</MenuItem>
                    </TextField>
                </Stack>
                {inquiries.error && <Alert severity="error">{inquiries.error.message}</Alert>}
                {inquiries.data?.length === 0 && (
                    <Typography color="text.secondary">{translate('directoryWork.inquiries.none')}</Typography>
                )}
                {inquiries.data && inquiries.data.length > 0 && (
                    <Box sx={{ overflowX: 'auto' }}>
                        <Table size="small" aria-label={translate('directoryWork.inquiries.heading')}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('directoryWork.due')}</TableCell>
                                    <TableCell>{translate('directoryWork.inquiries.kind')}</TableCell>
                                    <TableCell>{translate('directoryWork.inquiries.question')}</TableCell>
                                    <TableCell>{translate('directoryWork.inquiries.member')}</TableCell>
                                    <TableCell>{translate('directoryWork.received')}</TableCell>
                                    <TableCell>
                                        {translate(
                                            answered ? 'directoryWork.inquiries.answer' : 'directoryWork.actions'
                                        )}
                                    </TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {inquiries.data.map(inquiry => (
                                    <TableRow key={inquiry.id}>
                                        <TableCell>
                                            <Due dueOn={inquiry.dueOn} late={inquiry.late} />
                                        </TableCell>
                                        <TableCell>
                                            {translate(`directoryWork.kinds.${inquiry.kind}`)}
                                            <Typography variant="body2" color="text.secondary">
                                                {inquiry.tableName ?? inquiry.resourceRef}
                                            </Typography>
                                        </TableCell>
                                        <TableCell sx={{ maxWidth: 360, whiteSpace: 'pre-wrap' }}>
                                            {inquiry.question}
                                        </TableCell>
                                        <TableCell>{inquiry.email}</TableCell>
                                        <TableCell>
                                            <DateTime time={inquiry.receivedAt} />
                                        </TableCell>
                                        <TableCell sx={{ maxWidth: 360 }}>
                                            {inquiry.answeredAt ? (
                                                <>
                                                    {inquiry.answer}
                                                    <Typography variant="body2" color="text.secondary">
                                                        {inquiry.answeredBy} · <DateTime time={inquiry.answeredAt} />
                                                    </Typography>
                                                </>
                                            ) : (
                                                <Button
                                                    size="small"
                                                    variant="contained"
                                                    onClick={() => setAnswering(inquiry)}
                                                >
                                                    {translate('directoryWork.inquiries.reply')}
                                                </Button>
                                            )}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                )}
            </CardContent>
            {applying && <ApplyChangeDialog change={applying} onClose={() => setApplying(undefined)} onDone={done} />}
            {rejecting && (
                <TextDecisionDialog
                    title={translate('directoryWork.reject.title', { name: rejecting.listingName })}
                    context={rejecting.note}
                    label={translate('directoryWork.reject.reason')}
                    confirm={translate('directoryWork.changes.reject')}
                    send={reason => directoryChangesApi.reject(rejecting.id, reason)}
                    onClose={() => setRejecting(undefined)}
                    onDone={done}
                />
            )}
            {answering && (
                <TextDecisionDialog
                    title={translate('directoryWork.inquiries.replyTitle', { email: answering.email })}
                    context={answering.question}
                    label={translate('directoryWork.inquiries.answer')}
                    confirm={translate('directoryWork.inquiries.send')}
                    send={answer => directoryChangesApi.answer(answering.id, answer)}
                    onClose={() => setAnswering(undefined)}
                    onDone={done}
                />
            )}
        </Card>
    );
};
