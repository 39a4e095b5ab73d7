import { Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DirectoryEntry, DirectoryQuery } from '../../../common/contract/connections';
import { counterpartRoles } from '../../../common/vocabularies/connections';
import { CodeSelect } from '../../components/CodeSelect';
import { SectionCard } from '../../components/SectionCard';
import { connectionKeys, connectionsApi } from './connectionsApi';
import { useRoles } from '../../providers/session';
import { usePortalConfig } from '../../providers/portalConfig';
import { partyLabel, searchLabelKey } from './connectionText';
import { RequestDialog } from './RequestDialog';

/**
 * Organisations the user may connect with, by name (and NPI), kind and — where providers can be
 * found, whose state the NPI registry gives — state; each offers a request.
 */
export const DirectorySearch = ({ onRequested }: { onRequested: (id: string) => void }) => {
    const translate = useTranslate();
    const types = useRoles().flatMap(counterpartRoles);
    const { profile } = usePortalConfig();
    const findsProviders = types.includes('provider');
    // The fields as typed; only what the server would accept is sent.
    const [filter, setFilter] = useState({ q: '', role: '', state: '' });
    const [chosen, setChosen] = useState<DirectoryEntry | null>(null);
    const state = filter.state.trim();
    const query: DirectoryQuery = {
        q: filter.q.trim(),
        role: types.find(role => role === filter.role),
        state: findsProviders && /^[A-Za-z]{2}$/.test(state) ? state : undefined,
    };
    const { data = [], isPending } = useQuery({
        queryKey: connectionKeys.directory(query),
        queryFn: () => connectionsApi.directory(query),
    });
    return (
        <SectionCard title={translate('connect.find')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
                <TextField
                    type="search"
                    label={translate(searchLabelKey(profile))}
                    value={filter.q}
                    onChange={event => setFilter({ ...filter, q: event.target.value })}
                />
                <CodeSelect<string>
                    label={translate('connect.orgType')}
                    codes={types}
                    nameOf={role => translate(`roles.${role}`)}
                    anyLabel={translate('connect.anyType')}
                    value={filter.role}
                    onChange={role => setFilter({ ...filter, role })}
                    sx={{ minWidth: 200 }}
                />
                {findsProviders && (
                    <TextField
                        label={translate('connect.state')}
                        value={filter.state}
                        onChange={event => setFilter({ ...filter, state: event.target.value })}
                        helperText={translate('connect.stateHelp')}
                        slotProps={{ htmlInput: { maxLength: 2 } }}
                        sx={{ maxWidth: 160 }}
                    />
                )}
            </Stack>
            {!isPending && data.length === 0 && (
                <Typography color="text.secondary">{translate('connect.noMatches')}</Typography>
            )}
            <List dense aria-label={translate('connect.find')}>
                {data.map(entry => (
                    <ListItem
                        key={entry.id}
                        divider
                        secondaryAction={<RequestButton entry={entry} onChoose={setChosen} />}
                    >
                        <ListItemText
                            primary={partyLabel(entry)}
                            secondary={entryDetails(entry, translate)}
                            sx={{ pr: 20 }}
                        />
                    </ListItem>
                ))}
            </List>
            {chosen && (
                <RequestDialog
                    entry={chosen}
                    onClose={() => setChosen(null)}
                    onRequested={id => {
                        setChosen(null);
                        onRequested(id);
                    }}
                />
            )}
        </SectionCard>
    );
};

const RequestButton = ({ entry, onChoose }: { entry: DirectoryEntry; onChoose: (entry: DirectoryEntry) => void }) => {
    const translate = useTranslate();
    return (
        <Button
            size="small"
            variant="outlined"
            disabled={entry.kinds.length === 0}
            onClick={() => onChoose(entry)}
            aria-label={`${translate('connect.request')}: ${partyLabel(entry)}`}
        >
            {translate('connect.request')}
        </Button>
    );
};

/** The person, kind of organisation, NPI and state, then what is already open with it. */
const entryDetails = (entry: DirectoryEntry, translate: (key: string, options?: object) => string) =>
    [
        entry.name,
        translate(`roles.${entry.role}`),
        entry.providerId ? translate('connect.npi', { npi: entry.providerId }) : null,
        entry.state,
        entry.openKinds.length > 0
            ? translate('connect.alreadyOpen', {
                  kinds: entry.openKinds.map(kind => translate(`connect.kinds.${kind}`)).join(', '),
              })
            : null,
    ]
        .filter(Boolean)
        .join(' · ');
