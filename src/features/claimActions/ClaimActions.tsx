import DownloadIcon from '@mui/icons-material/Download';
import GavelIcon from '@mui/icons-material/Gavel';
import {
    Box,
    Button,
    Chip,
    IconButton,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isDisputable } from '../../../common/claimActions/disputable';
import { DISPUTE_ROLES, DOCUMENT_AUTHORS } from '../../../common/claimActions/vocabularies';
import type { ClaimDocument, Dispute } from '../../../common/contract/claimActions';
import type { ClaimDetail } from '../../../common/contract/claims';
import type { Profile } from '../../../common/profiles';
import { saveBlob } from '../../lib/download';
import { useRoles } from '../../providers/session';
import { claimActionsApi } from './claimActionsApi';
import { DisputeDialog } from './DisputeDialog';
import { DisputeHandlingDialog } from './DisputeHandlingDialog';
import { DocumentRequests } from './DocumentRequests';
import { DocumentUpload } from './DocumentUpload';
import { CargoClaimPanel } from './CargoClaimPanel';

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * What people do about a claim, in its detail: its documents (downloaded as files, added by drag
 * and drop or the file chooser) and, on the healthcare desk, its disputes, with the provider's
 * "Dispute this claim" on a denied or partly paid claim that has none undecided, and the plan's
 * requests for documents; on the cargo desk, the claim's filing and handling.
 */
export const ClaimActions = ({ detail, profile }: { detail: ClaimDetail; profile: Profile }) => {
    const translate = useTranslate();
    const roles = useRoles();
    const claimId = Number(detail.claim.id);
    const [disputing, setDisputing] = useState(false);
    const documents = useQuery({
        queryKey: ['claimActions', claimId, 'documents'],
        queryFn: () => claimActionsApi.documents(claimId),
    });
    const disputes = useQuery({
        queryKey: ['claimActions', claimId, 'disputes'],
        queryFn: () => claimActionsApi.disputes(claimId),
        enabled: profile === 'healthcare',
    });
    const undecided = disputes.data?.find(dispute => dispute.status !== 'decided');
    const mayDispute =
        profile === 'healthcare' &&
        roles.some(role => (DISPUTE_ROLES.open as readonly string[]).includes(role)) &&
        disputes.data &&
        !undecided &&
        isDisputable(detail.claim);
    const mayAdd = roles.some(role => (DOCUMENT_AUTHORS[profile] as readonly string[]).includes(role));
    return (
        <Stack spacing={3}>
            {profile === 'claims' && <CargoClaimPanel claim={detail.claim} documents={documents.data?.documents} />}
            {profile === 'healthcare' && disputes.data && (
                <Box component="section">
                    <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                            {translate('claimActionsView.disputes.title')}
                        </Typography>
                        {mayDispute && (
                            <Button startIcon={<GavelIcon />} variant="outlined" onClick={() => setDisputing(true)}>
                                {translate('claimActionsView.disputes.open')}
                            </Button>
                        )}
                    </Stack>
                    {disputes.data.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                            {translate('claimActionsView.disputes.none')}
                        </Typography>
                    ) : (
                        <Stack spacing={1}>
                            {disputes.data.map(dispute => (
                                <DisputeSummary
                                    key={dispute.id}
                                    dispute={dispute}
                                    mayHandle={roles.some(role =>
                                        (DISPUTE_ROLES.handle as readonly string[]).includes(role)
                                    )}
                                />
                            ))}
                        </Stack>
                    )}
                </Box>
            )}
            {profile === 'healthcare' && documents.data && (
                <DocumentRequests
                    claimId={claimId}
                    claimNumber={detail.claim.claimNumber ?? ''}
                    profile={profile}
                    maxFileBytes={documents.data.maxFileBytes}
                />
            )}
            <Box component="section">
                <Typography variant="subtitle1" component="h3" gutterBottom>
                    {translate('claimActionsView.documents.title')}
                </Typography>
                {documents.data && (
                    <Stack spacing={2}>
                        <DocumentTable documents={documents.data.documents} />
                        <Typography variant="caption" color="text.secondary">
                            {translate('claimActionsView.documents.used', {
                                used: megabytes(documents.data.usedBytes),
                                max: megabytes(documents.data.maxClaimBytes),
                            })}
                        </Typography>
                        {mayAdd && (
                            <DocumentUpload
                                claimId={claimId}
                                profile={profile}
                                maxFileBytes={documents.data.maxFileBytes}
                                disputeId={undecided?.id}
                            />
                        )}
                    </Stack>
                )}
            </Box>
            {disputing && documents.data && (
                <DisputeDialog
                    claimId={claimId}
                    claimNumber={detail.claim.claimNumber ?? ''}
                    maxFileBytes={documents.data.maxFileBytes}
                    onClose={() => setDisputing(false)}
                />
            )}
        </Stack>
    );
};

const DisputeSummary = ({ dispute, mayHandle }: { dispute: Dispute; mayHandle: boolean }) => {
    const translate = useTranslate();
    const [handling, setHandling] = useState<'decide' | 'ask'>();
    const letter = async () => {
        const { blob, filename } = await claimActionsApi.decisionLetter(dispute);
        saveBlob(blob, filename);
    };
    return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={translate(`claimActionsView.statuses.${dispute.status}`)} />
                <Typography variant="body2">
                    {translate(`claimActionsView.types.${dispute.disputeType}`)} ·{' '}
                    {translate(`claimActionsView.reasons.${dispute.reason}`)}
                </Typography>
                {dispute.outcome ? (
                    <Typography variant="body2">
                        <strong>{translate(`claimActionsView.outcomes.${dispute.outcome}`)}</strong>
                    </Typography>
                ) : (
                    <Typography variant="body2" color={dispute.overdue ? 'error' : 'text.secondary'}>
                        {translate('claimActionsView.disputes.due', { day: dispute.dueOn })}
                        {dispute.overdue ? ` (${translate('claimActionsView.disputes.overdue')})` : ''}
                    </Typography>
                )}
                {dispute.status === 'decided' && (
                    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void letter()}>
                        {translate('claimActionsView.disputes.letter')}
                    </Button>
                )}
                {mayHandle && dispute.status !== 'decided' && (
                    <>
                        <Button size="small" onClick={() => setHandling('ask')}>
                            {translate('claimActionsView.disputes.askDocuments')}
                        </Button>
                        <Button size="small" variant="contained" onClick={() => setHandling('decide')}>
                            {translate('claimActionsView.disputes.decide')}
                        </Button>
                    </>
                )}
            </Stack>
            {handling && (
                <DisputeHandlingDialog dispute={dispute} action={handling} onClose={() => setHandling(undefined)} />
            )}
            {dispute.status === 'documents_requested' && dispute.requestNote && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate('claimActionsView.disputes.requested', { note: dispute.requestNote })}
                </Typography>
            )}
            {dispute.decisionText && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                    {dispute.decisionText}
                </Typography>
            )}
        </Box>
    );
};

const DocumentTable = ({ documents }: { documents: ClaimDocument[] }) => {
    const translate = useTranslate();
    if (documents.length === 0) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('claimActionsView.documents.none')}
            </Typography>
        );
    }
    const download = async (document: ClaimDocument) => {
        const { blob, filename } = await claimActionsApi.download(document);
        saveBlob(blob, filename);
    };
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('claimActionsView.documents.name')}</TableCell>
                        <TableCell>{translate('claimActionsView.documents.type')}</TableCell>
                        <TableCell>{translate('claimActionsView.documents.size')}</TableCell>
                        <TableCell>{translate('claimActionsView.documents.addedBy')}</TableCell>
                        <TableCell>{translate('claimActionsView.documents.addedAt')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {documents.map(document => (
                        <TableRow key={document.id}>
                            <TableCell>
                                <IconButton
                                    size="small"
                                    aria-label={translate('claimActionsView.documents.download', {
                                        name: document.fileName,
                                    })}
                                    onClick={() => void download(document)}
                                >
                                    <DownloadIcon fontSize="small" />
                                </IconButton>{' '}
                                {document.fileName}
                                {document.disputeId ? ` (${translate('claimActionsView.documents.forDispute')})` : ''}
                            </TableCell>
                            <TableCell>
                                {translate(`claimActionsView.documentTypes.${document.documentType}`)}
                            </TableCell>
                            <TableCell>{megabytes(document.sizeBytes)} MB</TableCell>
                            <TableCell>{document.uploadedBy}</TableCell>
                            <TableCell>{document.uploadedAt.slice(0, 16).replace('T', ' ')}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
