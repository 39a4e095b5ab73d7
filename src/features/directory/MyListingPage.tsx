import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { ColumnDefinition } from '../../../common/directory/columns';
import type { ListingRecord } from '../../../common/contract/directory';
import { Link } from 'react-router-dom';
import { EDIT_TABLE_PATH } from '../../../common/routes';
import { directoryAccuracyApi } from './verification/directoryAccuracyApi';
import { directoryApi } from './directoryApi';
import { useCanOpen } from '../../providers/useAccess';
import { useUserInfo } from '../../providers/useUserInfo';
import { ListingCorrectionCard } from './ListingCorrectionCard';

/**
 * `/myListing`: a provider's own rows in the directory (those holding its NPI), to correct and
 * to confirm as accurate — the 90-day attestation —, each with the change to propose that the app
 * hands in. An administrator sees every screen, this one included, but has no NPI: it is sent to
 * the whole directory instead.
 */
export const MyListingPage = ({ ProposeChange }: { ProposeChange: ProposeChangeButton }) => {
    const userInfo = useUserInfo().data;
    if (userInfo && !userInfo.providerId) return <NoNpi />;
    return <OwnListing npi={userInfo?.providerId ?? ''} ProposeChange={ProposeChange} />;
};

/** A button under a listing row that proposes a change of one of its values to the directory team. */
export type ProposeChangeButton = ComponentType<{ table: { id: string; columns: ColumnDefinition[] }; rowId: number }>;

const OwnListing = ({ npi, ProposeChange }: { npi: string; ProposeChange: ProposeChangeButton }) => {
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
                        <ConfirmAll listings={data} onConfirmed={() => refetch()} />
                        {data.flatMap(listing =>
                            listing.rows.map(row => (
                                <Stack key={`${listing.table.id}/${row.id}`} spacing={1}>
                                    <ListingCorrectionCard
                                        table={listing.table}
                                        row={row}
                                        onChanged={() => refetch()}
                                    />
                                    <ProposeChange table={listing.table} rowId={row.id} />
                                </Stack>
                            ))
                        )}
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
};

/** After review, every listing shown confirmed in one step (or none, when one is refused). */
const ConfirmAll = ({ listings, onConfirmed }: { listings: ListingRecord[]; onConfirmed: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const all = listings.flatMap(listing => listing.rows.map(row => ({ tableId: listing.table.id, id: row.id })));
    if (all.length < 2) return null;
    const confirm = async () => {
        await directoryAccuracyApi.confirmListings(all);
        notify('directoryAccuracy.ui.confirmedAll', { type: 'success' });
        onConfirmed();
    };
    return (
        <Box>
            <Button variant="contained" onClick={confirm}>
                {translate('directoryAccuracy.ui.confirmAll', { smart_count: all.length })}
            </Button>
        </Box>
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
