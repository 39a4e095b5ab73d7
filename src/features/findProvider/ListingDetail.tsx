import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { InquiryKind } from '../../../common/contract/directoryChanges';
import { usePortalConfig } from '../../providers/portalConfig';
import { DirectoryUnavailable, fetchListing, type Listing } from './directoryApi';
import { formatDay } from '../../lib/dayAndMoney';
import { telHref } from './ListingSummary';
import { ReportForm } from './ReportForm';

/**
 * One listing in full: specialty, practice, address, how to reach the provider, networks,
 * languages, whether new patients are taken and when the listing last changed — and the way to
 * tell the plan that something in it is wrong.
 */
export const ListingDetail = ({ id, onBack }: { id: string; onBack: () => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { supportPhone } = usePortalConfig();
    const [listing, setListing] = useState<Listing | 'missing' | 'failed' | undefined>();
    const [reporting, setReporting] = useState<InquiryKind | null>(null);

    useEffect(() => {
        let current = true;
        fetchListing(id).then(
            found => current && setListing(found ?? 'missing'),
            error => {
                if (!(error instanceof DirectoryUnavailable)) throw error;
                if (current) setListing('failed');
            }
        );
        return () => {
            current = false;
        };
    }, [id]);

    const back = (
        <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
            {translate('findProvider.listing.back')}
        </Button>
    );
    if (listing === undefined)
        return <Typography role="status">{translate('findProvider.results.loading')}</Typography>;
    if (listing === 'missing' || listing === 'failed') {
        return (
            <Stack spacing={2}>
                <Alert severity={listing === 'missing' ? 'info' : 'error'}>
                    {translate(listing === 'missing' ? 'findProvider.listing.notFound' : 'findProvider.results.failed')}
                </Alert>
                {back}
            </Stack>
        );
    }
    const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
    const rows: [string, ReactNode][] = [
        ['specialty', listing.specialty],
        ['practice', listing.practice],
        ['address', listing.address],
        [
            'phone',
            listing.phones.length > 0 &&
                listing.phones.map(phone => (
                    <Link key={phone} href={telHref(phone)} sx={{ display: 'block' }}>
                        {phone}
                    </Link>
                )),
        ],
        [
            'email',
            listing.emails.length > 0 &&
                listing.emails.map(email => (
                    <Link key={email} href={`mailto:${email}`} sx={{ display: 'block' }}>
                        {email}
                    </Link>
                )),
        ],
        [
            'website',
            listing.websites.length > 0 &&
                listing.websites.map(site => (
                    <Link key={site} href={site} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                        {site}
                    </Link>
                )),
        ],
        ['networks', listing.networks.join(', ')],
        ['languages', listing.languages.map(tag => languageNames.of(tag) ?? tag).join(', ')],
        ['acceptingPatients', listing.accepting && translate(`findProvider.accepting.${listing.accepting}`)],
        ['telehealth', listing.telehealth && translate('findProvider.listing.telehealthOffered')],
        ['lastVerified', listing.lastVerified && formatDay(listing.lastVerified, locale)],
        ['lastUpdated', listing.lastUpdated && new Date(listing.lastUpdated).toLocaleDateString(locale)],
    ];
    return (
        <Stack spacing={2} component="article" aria-labelledby="listing-name">
            {back}
            <Typography variant="h5" component="h2" id="listing-name">
                {listing.name}
            </Typography>
            <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' } }}
            >
                {rows
                    .filter(([, value]) => value)
                    .map(([label, value]) => (
                        <Box key={label} sx={{ display: 'contents' }}>
                            <Typography component="dt" sx={{ fontWeight: 600 }}>
                                {translate(`findProvider.listing.${label}`)}
                            </Typography>
                            <Typography component="dd" sx={{ m: 0 }}>
                                {value}
                            </Typography>
                        </Box>
                    ))}
            </Box>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <Button variant="outlined" onClick={() => setReporting('error')}>
                        {translate('findProvider.listing.reportError')}
                    </Button>
                    <Button variant="outlined" onClick={() => setReporting('network')}>
                        {translate('findProvider.listing.askNetwork')}
                    </Button>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                    {translate('findProvider.listing.reportHelp', { phone: supportPhone })}
                </Typography>
            </Stack>
            {reporting && (
                <ReportForm
                    kind={reporting}
                    resourceRef={`PractitionerRole/${listing.id}`}
                    listingName={listing.name}
                    onClose={() => setReporting(null)}
                />
            )}
        </Stack>
    );
};
