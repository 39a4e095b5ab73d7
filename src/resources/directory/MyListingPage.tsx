import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EDIT_TABLE_PATH } from '../../../common/routes';
import { directoryApi } from '../../providers/directoryApi';
import { useCanOpen } from '../../providers/useAccess';
import { useUserInfo } from '../../providers/useUserInfo';
import { ListingCard } from './ListingCard';

/**
 * `/myListing`: a provider's own rows in the directory (those holding its NPI), to correct and
 * to confirm as accurate — the 90-day attestation. An administrator sees every screen, this one
 * included, but has no NPI: it is sent to the whole directory instead.
 */
export const MyListingPage = () => {
    const userInfo = useUserInfo().data;
    if (userInfo && !userInfo.providerId) return <NoNpi />;
    return <OwnListing npi={userInfo?.providerId ?? ''} />;
};

const OwnListing = ({ npi }: { npi: string }) => {
    const translate = useTranslate();
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

const NoNpi = () => {
    const translate = useTranslate();
    const canOpenDirectory = useCanOpen()(EDIT_TABLE_PATH);
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.myListing" />
            <CardContent>
                <Alert
                    severity="info"
                    action={
                        canOpenDirectory && (
                            <Button component={Link} to={EDIT_TABLE_PATH} color="inherit" size="small">
                                {translate('directory.ui.openDirectory')}
                            </Button>
                        )
                    }
                >
                    {translate('directory.ui.noNpi')}
                </Alert>
            </CardContent>
        </Card>
    );
};
