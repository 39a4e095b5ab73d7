import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import {
    Alert,
    Box,
    Button,
    Drawer,
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
import { useState, type ComponentType, type ReactNode } from 'react';
import { Loading, useLocaleState, type Identifier } from 'react-admin';
import { fieldLabel, type ClaimDesk } from '../../../common/claims/desks';
import type { ClaimDetail } from '../../../common/contract/claims';
import type { Profile } from '../../../common/profiles';
import { claimsApi } from './claimsApi';
import { formatDay, formatMoney } from '../../lib/dayAndMoney';
import { codeLabel, formatField } from './claimFormat';
import { ClaimEditDialog } from './ClaimEditDialog';
import { ClaimStatusChip } from './ClaimStatusChip';
import type { ClaimsText } from './useClaimsText';

/**
 * What can be done with a claim (disputes, documents, cargo claims): claim actions' panel, which the
 * app hands in (src/claimScreens.tsx), since a feature imports no other.
 */
export type ClaimActionsPanel = ComponentType<{ detail: ClaimDetail; profile: Profile }>;

interface ClaimDetailDrawerProps {
    id: Identifier | undefined;
    onClose: () => void;
    desk: ClaimDesk;
    text: ClaimsText;
    /** Whether the role may change the claim's handling. */
    canEdit: boolean;
    ClaimActions: ClaimActionsPanel;
}

/** A claim at a glance beside the list: header, lines, adjustments with the balance check, history, documents. */
export const ClaimDetailDrawer = ({ id, onClose, desk, text, canEdit, ClaimActions }: ClaimDetailDrawerProps) => {
    const [editing, setEditing] = useState(false);
    const { data, error } = useQuery({
        queryKey: ['claims', 'detail', id],
        queryFn: () => claimsApi.getClaim(id!),
        enabled: id !== undefined,
    });
    return (
        <Drawer
            anchor="right"
            open={id !== undefined}
            onClose={onClose}
            slotProps={{
                paper: {
                    sx: { width: { xs: '100%', md: 760 } },
                    role: 'dialog',
                    'aria-labelledby': 'claim-detail-title',
                },
            }}
        >
            <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 2 }}>
                <Typography id="claim-detail-title" variant="h6" component="h2" sx={{ flex: 1 }}>
                    {text('detail.title', { number: data?.claim.claimNumber ?? '' })}
                </Typography>
                {canEdit && data && (
                    <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                        {text('edit.button')}
                    </Button>
                )}
                <IconButton onClick={onClose} aria-label={text('actions.close')}>
                    <CloseIcon />
                </IconButton>
            </Stack>
            <Box sx={{ p: 2 }}>
                {error ? <Alert severity="error">{error.message}</Alert> : null}
                {!data && !error ? <Loading /> : null}
                {data && <ClaimDetailBody detail={data} desk={desk} text={text} />}
                {data && (
                    <Box sx={{ mt: 3 }}>
                        <ClaimActions detail={data} profile={desk.profile} />
                    </Box>
                )}
            </Box>
            {editing && data && (
                <ClaimEditDialog detail={data} desk={desk} text={text} onClose={() => setEditing(false)} />
            )}
        </Drawer>
    );
};

const ClaimDetailBody = ({
    detail,
    desk,
    text,
}: { detail: ClaimDetail } & Omit<ClaimDetailDrawerProps, 'id' | 'onClose' | 'canEdit' | 'ClaimActions'>) => {
    const [locale] = useLocaleState();
    const { claim } = detail;
    const money = (amount: number | null) => formatMoney(amount, claim.currency ?? 'USD', locale);
    return (
        <Stack spacing={3}>
            <Section title={text('detail.header')}>
                <ClaimStatusChip desk={desk} claim={claim} text={text} />
                <Box
                    component="dl"
                    sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
                        gap: 1,
                        m: 0,
                        mt: 1,
                    }}
                >
                    {desk.fields
                        // A field the role does not receive is absent from the claim: left out like an empty one.
                        .filter(field => field.name !== 'status' && (claim[field.name] ?? null) !== null)
                        .map(field => (
                            <Box key={field.name}>
                                <Typography component="dt" variant="caption" color="text.secondary">
                                    {text(`fields.${fieldLabel(desk, field.name)}`)}
                                </Typography>
                                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                                    {formatField(desk, field.name, claim, text, locale)}
                                </Typography>
                            </Box>
                        ))}
                </Box>
                {detail.diagnosisCodes.length > 0 && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        {text('detail.diagnoses')}: {detail.diagnosisCodes.join(', ')}
                    </Typography>
                )}
            </Section>
            <Section title={text(`detail.${desk.detail.lines}`)}>
                <DetailTable
                    head={[
                        text('detail.line'),
                        text('detail.serviceDate'),
                        text('detail.code'),
                        text('detail.description'),
                        text('detail.quantity'),
                        text(`fields.${fieldLabel(desk, 'billed')}`),
                        text('fields.paid'),
                    ]}
                    rows={detail.lines.map(line => [
                        line.lineNumber,
                        formatDay(line.serviceDate, locale),
                        [line.code, ...line.modifiers].filter(Boolean).join('-') || '—',
                        line.description ?? '—',
                        line.quantity.toLocaleString(locale),
                        money(line.billed),
                        money(line.paid),
                    ])}
                    empty={text('detail.none')}
                />
            </Section>
            <Section title={text(`detail.${desk.detail.adjustments}`)}>
                <DetailTable
                    head={[
                        text('detail.line'),
                        text('detail.group'),
                        text('detail.reason'),
                        text('detail.remarks'),
                        text('detail.amount'),
                    ]}
                    rows={detail.adjustments.map(item => [
                        item.lineNumber ?? text('detail.claimLevel'),
                        item.groupCode ? codeLabel(text, 'group', item.groupCode) : '—',
                        codeLabel(text, desk.detail.reasonVocabulary, item.reasonCode),
                        item.remarkCodes.map(code => codeLabel(text, 'rarc', code)).join('; ') || '—',
                        money(item.amount),
                    ])}
                    empty={text('detail.none')}
                />
                <BalanceCheck detail={detail} text={text} money={money} />
            </Section>
            <Section title={text('detail.history')}>
                <Box component="ol" sx={{ m: 0, pl: 3 }}>
                    {detail.history.map(change => (
                        <li key={`${change.status}-${change.at}`}>
                            <Typography variant="body2">
                                <strong>{codeLabel(text, desk.statusVocabulary, change.status)}</strong> ·{' '}
                                {new Intl.DateTimeFormat(locale, {
                                    dateStyle: 'medium',
                                    timeStyle: 'short',
                                    timeZone: 'UTC',
                                }).format(new Date(change.at))}{' '}
                                UTC
                                {change.actor ? ` · ${change.actor}` : ''}
                            </Typography>
                            {change.note && (
                                <Typography variant="body2" color="text.secondary">
                                    {change.note}
                                </Typography>
                            )}
                        </li>
                    ))}
                </Box>
            </Section>
            {desk.detail.documents && (
                <Section title={text('detail.documents')}>
                    <DetailTable
                        head={[text('detail.document'), text('detail.documentType'), text('fields.receivedOn')]}
                        rows={detail.documents.map(item => [
                            item.name,
                            codeLabel(text, 'documentType', item.type),
                            formatDay(item.receivedOn, locale),
                        ])}
                        empty={text('detail.none')}
                    />
                </Section>
            )}
        </Stack>
    );
};

const BalanceCheck = ({
    detail,
    text,
    money,
}: {
    detail: ClaimDetail;
    text: ClaimsText;
    money: (amount: number) => string;
}) => {
    const { balance } = detail;
    if (!balance.adjudicated)
        return (
            <Alert severity="info" sx={{ mt: 1 }}>
                {text('detail.notAdjudicated')}
            </Alert>
        );
    const amounts = {
        billed: money(balance.billed),
        paid: money(balance.paid),
        adjusted: money(balance.adjusted),
        difference: money(balance.difference),
    };
    return (
        <Alert severity={balance.balanced ? 'success' : 'warning'} sx={{ mt: 1 }} title={text('detail.balance')}>
            {text(balance.balanced ? 'detail.balanced' : 'detail.unbalanced', amounts)}
        </Alert>
    );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="section">
        <Typography variant="subtitle1" component="h3" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);

const DetailTable = ({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) =>
    rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
            {empty}
        </Typography>
    ) : (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
                <TableHead>
                    <TableRow>
                        {head.map(cell => (
                            <TableCell key={cell}>{cell}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row, index) => (
                        <TableRow key={index}>
                            {row.map((cell, column) => (
                                <TableCell key={column}>{cell}</TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
