import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Applicant, OrganisationRecord } from '../../../common/contract/organisations';
import { KIND_OF_ROLE } from '../../../common/vocabularies/organisations';

/**
 * One account waiting for approval: what the applicant declared (never trusted), the NPI
 * registry's entry and who already holds that NPI, and the decision: approve into an
 * organisation of the role's kind, or reject with a reason the applicant is told.
 */
export const ApplicantCard = ({
    applicant,
    organisations,
    deciding,
    onApprove,
    onReject,
}: {
    applicant: Applicant;
    organisations: OrganisationRecord[];
    deciding: boolean;
    onApprove: (organisationId: string) => void;
    onReject: (reason: string) => void;
}) => {
    const translate = useTranslate();
    const kind = KIND_OF_ROLE[applicant.role as keyof typeof KIND_OF_ROLE];
    const candidates = organisations.filter(organisation => organisation.kind === kind);
    const [organisationId, setOrganisationId] = useState(applicant.suggestedOrganisationId ?? '');
    const [reason, setReason] = useState('');
    const { declared, npiEntry, npiHeldBy } = applicant;
    const held = npiHeldBy.organisation || npiHeldBy.accounts.length > 0;
    return (
        <Card>
            <CardContent>
                <Stack spacing={1.5}>
                    <Typography variant="h6">
                        {applicant.firstName} {applicant.lastName} · {applicant.username} · {applicant.email}
                    </Typography>
                    <Typography color="text.secondary">
                        {translate(`roles.${applicant.role}`)}
                        {applicant.status === 'pending' && ` · ${translate('organisations.queue.notActivated')}`}
                    </Typography>
                    <Typography variant="subtitle2">{translate('organisations.queue.declared')}</Typography>
                    <Typography>
                        {translate('organisations.queue.orgName')}: {declared.orgName || '—'}
                        {declared.planName && ` · ${translate('organisations.queue.planName')}: ${declared.planName}`}
                        {declared.providerId && ` · ${translate('organisations.queue.npi')}: ${declared.providerId}`}
                    </Typography>
                    {declared.providerId && (
                        <Typography>
                            {translate('organisations.queue.registry')}:{' '}
                            {npiEntry
                                ? `${npiEntry.name} (${translate(`organisations.queue.entityTypes.${npiEntry.entityType}`)})${
                                      npiEntry.deactivated ? ` · ${translate('organisations.queue.deactivated')}` : ''
                                  }`
                                : translate('organisations.queue.registryNone')}
                        </Typography>
                    )}
                    {held && (
                        <Alert severity="warning">
                            {translate('organisations.queue.heldBy')}{' '}
                            {[
                                npiHeldBy.organisation &&
                                    translate('organisations.queue.heldByOrganisation', {
                                        name: npiHeldBy.organisation.name,
                                    }),
                                npiHeldBy.accounts.length > 0 &&
                                    translate('organisations.queue.heldByAccounts', {
                                        usernames: npiHeldBy.accounts.join(', '),
                                    }),
                            ]
                                .filter(Boolean)
                                .join(' · ')}
                        </Alert>
                    )}
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
                        <TextField
                            select
                            size="small"
                            sx={{ minWidth: 280 }}
                            label={translate('organisations.queue.organisation')}
                            value={organisationId}
                            onChange={event => setOrganisationId(event.target.value)}
                        >
                            {candidates.map(organisation => (
                                <MenuItem key={organisation.id} value={organisation.id}>
                                    {organisation.name}
                                    {organisation.id === applicant.suggestedOrganisationId &&
                                        ` (${translate('organisations.queue.suggested')})`}
                                </MenuItem>
                            ))}
                        </TextField>
                        <Button
                            variant="contained"
                            disabled={deciding || !organisationId}
                            onClick={() => onApprove(organisationId)}
                        >
                            {translate('organisations.queue.approve')}
                        </Button>
                        <TextField
                            size="small"
                            sx={{ minWidth: 280 }}
                            label={translate('organisations.queue.reason')}
                            value={reason}
                            onChange={event => setReason(event.target.value)}
                        />
                        <Button
                            color="error"
                            variant="outlined"
                            disabled={deciding || !reason.trim()}
                            onClick={() => onReject(reason.trim())}
                        >
                            {translate('organisations.queue.reject')}
                        </Button>
                    </Stack>
                </Stack>
            </CardContent>
        </Card>
    );
};
