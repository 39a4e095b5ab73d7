import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { Home } from '../../../common/contract/home';
import { homeApi, homeKeys } from './homeApi';
import { useHomeText } from './homeText';
import { ChecklistCard } from './ChecklistCard';
import { ClaimActivityCard } from './ClaimActivityCard';
import { ListingStatusCard } from './ListingStatusCard';
import { RequestsCard } from './RequestsCard';

/** Whether anything on Home asks the user to act. */
const needsAttention = (home: Home) =>
    Boolean(home.requests?.length) ||
    Boolean(home.documentRequests?.length) ||
    Boolean(home.listing?.due) ||
    home.checklist !== null;

/**
 * Home for every role but admin: what needs the user's attention now, from one call to the
 * server, each part linking to the screen where it is handled. The card of the plan's document
 * requests belongs to claim actions: the app hands it in (src/homeScreens.tsx), since a feature
 * imports no other.
 */
export const HomePage = ({
    DocumentRequestsCard,
}: {
    DocumentRequestsCard: ComponentType<{ requests: NonNullable<Home['documentRequests']> }>;
}) => {
    const translate = useTranslate();
    const text = useHomeText();
    const { data: home, error } = useQuery({
        queryKey: homeKeys.home,
        queryFn: homeApi.home,
        refetchOnMount: 'always',
    });
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.home" />
            {error ? (
                <Alert severity="error">{error.message}</Alert>
            ) : !home || !text ? (
                <LinearProgress aria-label={translate('app.loading')} />
            ) : (
                <>
                    <Typography variant="h5" component="h1">
                        {text('home.heading')}
                    </Typography>
                    {!needsAttention(home) && <Alert severity="success">{text('home.allClear')}</Alert>}
                    {home.requests && (
                        <RequestsCard requests={home.requests} awaiting={home.awaiting ?? 0} text={text} />
                    )}
                    {home.documentRequests && home.documentRequests.length > 0 && (
                        <DocumentRequestsCard requests={home.documentRequests} />
                    )}
                    {home.listing && <ListingStatusCard listing={home.listing} text={text} />}
                    {home.checklist && <ChecklistCard checklist={home.checklist} text={text} />}
                    {home.claims && <ClaimActivityCard claims={home.claims} text={text} />}
                </>
            )}
        </Stack>
    );
};
