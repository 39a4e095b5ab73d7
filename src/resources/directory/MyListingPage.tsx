import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { directoryApi } from '../../providers/directoryApi';
import { useUserInfo } from '../../providers/useUserInfo';
import { ListingCard } from './ListingCard';

/**
 * `/myListing`: a provider's own rows in the directory (those holding its NPI), to correct and
 * to confirm as accurate — the 90-day attestation.
 */
export const MyListingPage = () => {
    const translate = useTranslate();
    const npi = useUserInfo().data?.providerId ?? '';
    const { data, error, refetch } = useQuery({ queryKey: ['myListing'], queryFn: directoryApi.myListing });
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.myListing" />
            <CardContent>
                <Typography sx={{ mb: 2 }}>{translate('directory.ui.listingIntro', { npi })}</Typography>
                {error ? (
                    <Alert severity="error">{error.message}</Alert>
                ) : !data ? (
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                ) : data.length === 0 ? (
                    <Alert severity="info">{translate('directory.ui.noListing')}</Alert>
                ) : (
                    <Stack spacing={2}>
                        {data.flatMap(listing =>
                            listing.rows.map(row => (
                                <ListingCard
                                    key={`${listing.table.id}/${row.id}`}
                                    table={listing.table}
                                    row={row}
                                    onChanged={() => refetch()}
                                />
                            ))
                        )}
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
};
