import { formatDay } from '../../lib/dayAndMoney';
import { Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Listing } from './directoryApi';

/** A phone number as a `tel:` address (digits only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One result of a search: who, what, where, how to call, which networks, and the way to the detail. */
export const ListingSummary = ({ listing, onOpen }: { listing: Listing; onOpen: () => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return (
        <Card variant="outlined">
            <CardContent>
                <Stack spacing={0.75}>
                    <Typography variant="h6" component="h2">
                        {listing.name}
                    </Typography>
                    {listing.specialty && <Typography>{listing.specialty}</Typography>}
                    {listing.address && <Typography color="text.secondary">{listing.address}</Typography>}
                    {listing.phones[0] && (
                        <Link href={telHref(listing.phones[0])} sx={{ alignSelf: 'flex-start' }}>
                            {listing.phones[0]}
                        </Link>
                    )}
                    {listing.accepting && (
                        <Typography variant="body2">
                            {translate(`findProvider.accepting.${listing.accepting}`)}
                        </Typography>
                    )}
                    {listing.telehealth && (
                        <Typography variant="body2">{translate('findProvider.listing.telehealthOffered')}</Typography>
                    )}
                    {listing.lastVerified && (
                        <Typography variant="body2" color="text.secondary">
                            {translate('findProvider.listing.verifiedOn', {
                                date: formatDay(listing.lastVerified, locale),
                            })}
                        </Typography>
                    )}
                    {listing.networks.length > 0 && (
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            {listing.networks.map(network => (
                                <Chip key={network} label={network} size="small" />
                            ))}
                        </Stack>
                    )}
                    <Button variant="outlined" onClick={onOpen} sx={{ alignSelf: 'flex-start' }}>
                        {translate('findProvider.results.details', { name: listing.name })}
                    </Button>
                </Stack>
            </CardContent>
        </Card>
    );
};
