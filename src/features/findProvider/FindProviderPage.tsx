import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PublicPage } from '../../components/PublicPage';
import {
    DirectoryUnavailable,
    fetchNetworks,
    searchProviders,
    type ListingPage,
    type Network,
    type ProviderSearch,
} from './directoryApi';
import { ListingDetail } from './ListingDetail';
import { ListingSummary } from './ListingSummary';

/**
 * `/findProvider`: the public provider search, for members on a phone as much as on a desk. It
 * searches by name, specialty, ZIP code or city, network and whether the provider takes new
 * patients, pages through the results, and opens a listing's detail (`?listing=<id>`), all
 * from the public FHIR API. No account and no token.
 */

const EMPTY: ProviderSearch = {
    name: '',
    specialty: '',
    place: '',
    network: '',
    language: '',
    acceptingNew: false,
    telehealth: false,
};

/** The languages a member can ask for, as BCP-47 tags: the most spoken in the United States. */
const LANGUAGES = ['en', 'es', 'zh', 'vi', 'tl', 'ar', 'fr', 'ko', 'ru', 'ht', 'de', 'pt', 'hi', 'ja', 'pl', 'it'];

type Results = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'done'; page: ListingPage };

export const FindProviderPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [params, setParams] = useSearchParams();
    const [search, setSearch] = useState<ProviderSearch>(EMPTY);
    const [networks, setNetworks] = useState<Network[]>([]);
    const [results, setResults] = useState<Results>({ state: 'idle' });
    const listing = params.get('listing');

    useEffect(() => {
        fetchNetworks().then(setNetworks, () => setNetworks([]));
    }, []);

    const load = async (what: ProviderSearch | string) => {
        setResults({ state: 'loading' });
        try {
            setResults({ state: 'done', page: await searchProviders(what) });
        } catch (error) {
            if (!(error instanceof DirectoryUnavailable)) throw error;
            setResults({ state: 'failed' });
        }
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void load(search);
    };
    const field = (name: 'name' | 'specialty' | 'place') => ({
        value: search[name],
        onChange: (event: { target: { value: string } }) => setSearch({ ...search, [name]: event.target.value }),
    });
    const open = (id: string | undefined) => setParams(id ? { listing: id } : {});
    const languageNames = new Intl.DisplayNames([locale], { type: 'language' });

    if (listing) {
        return (
            <PublicPage title={translate('findProvider.title')} maxWidth={880}>
                <ListingDetail id={listing} onBack={() => open(undefined)} />
            </PublicPage>
        );
    }

    return (
        <PublicPage title={translate('findProvider.title')} intro={translate('findProvider.intro')} maxWidth={880}>
            <Box
                component="form"
                role="search"
                aria-label={translate('findProvider.search.label')}
                onSubmit={submit}
                noValidate
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
                <TextField
                    label={translate('findProvider.search.name')}
                    helperText={translate('findProvider.search.nameHelp')}
                    {...field('name')}
                />
                <TextField
                    label={translate('findProvider.search.specialty')}
                    helperText={translate('findProvider.search.specialtyHelp')}
                    {...field('specialty')}
                />
                <TextField
                    label={translate('findProvider.search.place')}
                    slotProps={{ htmlInput: { autoComplete: 'postal-code' } }}
                    {...field('place')}
                />
                <TextField
                    select
                    label={translate('findProvider.search.network')}
                    value={search.network}
                    onChange={event => setSearch({ ...search, network: event.target.value })}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                    <option value="">{translate('findProvider.search.anyNetwork')}</option>
                    {networks.map(network => (
                        <option key={network.id} value={network.id}>
                            {network.name}
                        </option>
                    ))}
                </TextField>
                <TextField
                    select
                    label={translate('findProvider.search.language')}
                    value={search.language}
                    onChange={event => setSearch({ ...search, language: event.target.value })}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                    <option value="">{translate('findProvider.search.anyLanguage')}</option>
                    {LANGUAGES.map(tag => ({ tag, name: languageNames.of(tag) ?? tag }))
                        .sort((a, b) => a.name.localeCompare(b.name, locale))
                        .map(({ tag, name }) => (
                            <option key={tag} value={tag}>
                                {name}
                            </option>
                        ))}
                </TextField>
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={search.telehealth}
                            onChange={event => setSearch({ ...search, telehealth: event.target.checked })}
                        />
                    }
                    label={translate('findProvider.search.telehealth')}
                />
                <FormControlLabel
                    control={
                        <Checkbox
                            checked={search.acceptingNew}
                            onChange={event => setSearch({ ...search, acceptingNew: event.target.checked })}
                        />
                    }
                    label={translate('findProvider.search.acceptingNew')}
                />
                <Button type="submit" variant="contained" size="large" disabled={results.state === 'loading'}>
                    {translate('findProvider.search.submit')}
                </Button>
            </Box>
            <ResultList results={results} onPage={link => void load(link)} onOpen={open} />
        </PublicPage>
    );
};

const ResultList = ({
    results,
    onPage,
    onOpen,
}: {
    results: Results;
    onPage: (link: string) => void;
    onOpen: (id: string) => void;
}) => {
    const translate = useTranslate();
    if (results.state === 'idle') return null;
    return (
        <Box component="section" aria-label={translate('findProvider.results.label')}>
            <Box role="status" aria-live="polite" sx={{ mb: 1 }}>
                {results.state === 'loading' && <Typography>{translate('findProvider.results.loading')}</Typography>}
                {results.state === 'done' && (
                    <Typography>
                        {results.page.total === 0
                            ? translate('findProvider.results.none')
                            : translate('findProvider.results.count', { smart_count: results.page.total })}
                    </Typography>
                )}
            </Box>
            {results.state === 'failed' && <Alert severity="error">{translate('findProvider.results.failed')}</Alert>}
            {results.state === 'done' && (
                <>
                    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {results.page.listings.map(listing => (
                            <li key={listing.id}>
                                <ListingSummary listing={listing} onOpen={() => onOpen(listing.id)} />
                            </li>
                        ))}
                    </Stack>
                    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
                        <Button
                            disabled={!results.page.previous}
                            onClick={() => results.page.previous && onPage(results.page.previous)}
                        >
                            {translate('findProvider.results.previous')}
                        </Button>
                        <Button
                            disabled={!results.page.next}
                            onClick={() => results.page.next && onPage(results.page.next)}
                        >
                            {translate('findProvider.results.next')}
                        </Button>
                    </Stack>
                </>
            )}
        </Box>
    );
};
