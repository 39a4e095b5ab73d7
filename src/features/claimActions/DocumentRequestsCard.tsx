import { Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { DocumentRequest } from '../../../common/contract/claimActions';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { SectionCard } from '../../components/SectionCard';
import { claimQueryFor } from '../../lib/claimQueryLink';
import { LateChip, useAttachmentNames } from './DocumentRequests';

/**
 * On a provider's Home: the plan's open requests for documents on its claims, soonest due first,
 * late ones marked, each opening the claim in the claim query, where it is answered.
 */
export const DocumentRequestsCard = ({ requests }: { requests: DocumentRequest[] }) => {
    const translate = useTranslate();
    const names = useAttachmentNames();
    return (
        <SectionCard
            title={translate('claimActionsView.requests.homeTitle')}
            action={
                <Button component={LinkBase} to={CLAIM_QUERY_PATH} size="small">
                    {translate('claimActionsView.requests.homeOpen')}
                </Button>
            }
        >
            <List disablePadding>
                {requests.map(request => (
                    <ListItem key={request.id} disableGutters data-testid="home-document-request">
                        <ListItemText
                            primary={
                                <Link component={LinkBase} to={claimQueryFor(request.claimNumber)}>
                                    {translate('claimActionsView.requests.homeItem', {
                                        number: request.claimNumber,
                                        codes: names(request),
                                    })}
                                </Link>
                            }
                            secondary={
                                <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                    <Typography
                                        component="span"
                                        variant="body2"
                                        color={request.late ? 'error' : 'text.secondary'}
                                    >
                                        {translate('claimActionsView.requests.due', { day: request.dueOn })}
                                    </Typography>
                                    {request.late && <LateChip />}
                                </Stack>
                            }
                        />
                    </ListItem>
                ))}
            </List>
        </SectionCard>
    );
};
