import PostAddIcon from '@mui/icons-material/PostAdd';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DISPUTE_ROLES } from '../../../common/claimActions/vocabularies';
import type { DocumentRequest } from '../../../common/contract/claimActions';
import type { Profile } from '../../../common/profiles';
import { useRoles } from '../../providers/session';
import { claimActionsApi } from './claimActionsApi';
import { DocumentRequestDialog } from './DocumentRequestDialog';
import { DocumentUpload } from './DocumentUpload';

/**
 * The plan's requests for documents on a healthcare claim, in its detail: what is needed (the
 * LOINC attachment codes, named), by when, late ones marked. The plan's staff ask from here; the
 * provider answers a request with documents, which marks it answered.
 */
export const DocumentRequests = ({
    claimId,
    claimNumber,
    profile,
    maxFileBytes,
}: {
    claimId: number;
    claimNumber: string;
    profile: Profile;
    maxFileBytes: number;
}) => {
    const translate = useTranslate();
    const roles = useRoles();
    const [asking, setAsking] = useState(false);
    const requests = useQuery({
        queryKey: ['claimActions', claimId, 'requests'],
        queryFn: () => claimActionsApi.documentRequests(claimId),
    });
    const mayAsk = roles.some(role => (DISPUTE_ROLES.handle as readonly string[]).includes(role));
    const mayAnswer = roles.some(role => (DISPUTE_ROLES.open as readonly string[]).includes(role));
    if (!requests.data) return null;
    return (
        <Box component="section">
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                    {translate('claimActionsView.requests.title')}
                </Typography>
                {mayAsk && (
                    <Button startIcon={<PostAddIcon />} variant="outlined" onClick={() => setAsking(true)}>
                        {translate('claimActionsView.requests.ask')}
                    </Button>
                )}
            </Stack>
            {requests.data.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('claimActionsView.requests.none')}
                </Typography>
            ) : (
                <Stack spacing={1}>
                    {requests.data.map(request => (
                        <RequestSummary
                            key={request.id}
                            request={request}
                            answer={
                                mayAnswer && request.status === 'open' ? (
                                    <DocumentUpload
                                        claimId={claimId}
                                        profile={profile}
                                        maxFileBytes={maxFileBytes}
                                        requestId={request.id}
                                    />
                                ) : null
                            }
                        />
                    ))}
                </Stack>
            )}
            {asking && (
                <DocumentRequestDialog claimId={claimId} claimNumber={claimNumber} onClose={() => setAsking(false)} />
            )}
        </Box>
    );
};

/** What a request asks for, in the reader's language, with its LOINC codes. */
export const useAttachmentNames = () => {
    const translate = useTranslate();
    return (request: DocumentRequest) =>
        request.attachmentCodes
            .map(code => `${translate(`claimActionsView.attachmentCodes.${code}`)} (LOINC ${code})`)
            .join(', ');
};

/** The "late" mark of a request still open after its due date. */
export const LateChip = () => {
    const translate = useTranslate();
    return <Chip size="small" color="error" label={translate('claimActionsView.requests.late')} />;
};

const RequestSummary = ({ request, answer }: { request: DocumentRequest; answer: React.ReactNode }) => {
    const translate = useTranslate();
    const names = useAttachmentNames();
    const [answering, setAnswering] = useState(false);
    const day = (instant: string) => instant.slice(0, 10);
    return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="document-request">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={translate(`claimActionsView.requests.statuses.${request.status}`)} />
                {request.late && <LateChip />}
                <Typography variant="body2" color={request.late ? 'error' : 'text.primary'}>
                    {translate('claimActionsView.requests.due', { day: request.dueOn })}
                </Typography>
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }}>
                {names(request)}
            </Typography>
            {request.note && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                    {request.note}
                </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="p">
                {translate('claimActionsView.requests.requestedBy', {
                    name: request.requestedBy,
                    day: day(request.requestedAt),
                })}
                {request.answeredBy && request.answeredAt
                    ? ` · ${translate('claimActionsView.requests.answeredBy', {
                          name: request.answeredBy,
                          day: day(request.answeredAt),
                      })}`
                    : ''}
            </Typography>
            {answer &&
                (answering ? (
                    <Box sx={{ mt: 1 }}>{answer}</Box>
                ) : (
                    <Button size="small" startIcon={<ReplyIcon />} sx={{ mt: 1 }} onClick={() => setAnswering(true)}>
                        {translate('claimActionsView.requests.answer')}
                    </Button>
                ))}
        </Box>
    );
};
