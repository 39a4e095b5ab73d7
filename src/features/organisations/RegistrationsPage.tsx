import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { Applicant } from '../../../common/contract/organisations';
import { ApplicantCard } from './ApplicantCard';
import { listOrganisations, ORGANISATIONS_KEY } from '../../providers/organisationList';
import { organisationKeys, organisationsApi } from './organisationsApi';

type Decision = { id: string } & ({ organisationId: string } | { reason: string });

/** `/registrations`: new accounts, granted nothing, until an admin approves or rejects each one. */
export const RegistrationsPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const { data: applicants = [] } = useQuery({
        queryKey: organisationKeys.applicants,
        queryFn: organisationsApi.applicants,
    });
    const { data: organisations = [] } = useQuery({
        queryKey: ORGANISATIONS_KEY,
        queryFn: listOrganisations,
    });
    const decide = useMutation({
        mutationFn: (decision: Decision): Promise<Applicant> =>
            'organisationId' in decision
                ? organisationsApi.approve(decision.id, { organisationId: decision.organisationId })
                : organisationsApi.reject(decision.id, { reason: decision.reason }),
        onSuccess: decided => {
            notify(decided.approval === 'approved' ? 'organisations.queue.approved' : 'organisations.queue.rejected', {
                type: 'success',
                messageArgs: { username: decided.username },
            });
            void queryClient.invalidateQueries({ queryKey: organisationKeys.applicants });
            void queryClient.invalidateQueries({ queryKey: ORGANISATIONS_KEY });
        },
    });
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.registrations" />
            {applicants.length === 0 ? (
                <Card>
                    <CardContent>
                        <Typography color="text.secondary">{translate('organisations.queue.empty')}</Typography>
                    </CardContent>
                </Card>
            ) : (
                applicants.map(applicant => (
                    <ApplicantCard
                        key={applicant.id}
                        applicant={applicant}
                        organisations={organisations}
                        deciding={decide.isPending}
                        onApprove={organisationId => decide.mutate({ id: applicant.id, organisationId })}
                        onReject={reason => decide.mutate({ id: applicant.id, reason })}
                    />
                ))
            )}
        </Stack>
    );
};
