import { Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import { localized } from '../../../common/directory/columns';
import {
    feeds,
    PUBLISHED_KINDS,
    publicationElements,
    type Publication,
    type PublishedKind,
} from '../../../common/directory/publication';
import type { Locale } from '../../../i18n/types';
import { FormDialog } from '../../components/FormDialog';
import { directoryPublicationApi } from './directoryPublicationApi';

/**
 * A table's place in the public directory: a template's table is published by its template (said,
 * not editable); any other is mapped here — the kind of listing, and per element the column of a
 * fitting type that feeds it. The server checks the mapping and its refusal is shown here.
 */
export const PublicationDialog = ({ table, onClose }: { table: TableSummary; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [locale] = useLocaleState() as [Locale, unknown];
    const { data: state } = useQuery({
        queryKey: ['directoryPublication', table.id],
        queryFn: () => directoryPublicationApi.get(table.id),
    });
    const [draft, setDraft] = useState<Publication | null>();
    const [error, setError] = useState<string>();
    const [saving, setSaving] = useState(false);
    const mapping = draft === undefined ? (state?.publication ?? null) : draft;
    const save = async () => {
        setSaving(true);
        setError(undefined);
        try {
            await directoryPublicationApi.set(table.id, mapping);
            await queryClient.invalidateQueries({ queryKey: ['directoryPublication', table.id] });
            notify(mapping ? 'directoryPublication.saved' : 'directoryPublication.withdrawn', { type: 'success' });
            onClose();
        } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
            setSaving(false);
        }
    };
    const kindLabel = (kind: PublishedKind) => translate(`directoryPublication.kinds.${kind}`);
    return (
        <FormDialog
            title={translate('directoryPublication.title', { name: table.name })}
            submitLabel={translate('directoryPublication.save')}
            cancelLabel={translate('directoryPublication.cancel')}
            // A template's table is published by its template: nothing to send.
            onSubmit={state && !state.byTemplate ? () => void save() : undefined}
            onClose={onClose}
            error={error}
            submitDisabled={saving}
            fullScreenOnPhone
        >
            {state?.byTemplate && state.publication ? (
                <Typography>
                    {translate('directoryPublication.byTemplate', { kind: kindLabel(state.publication.kind) })}
                </Typography>
            ) : (
                state && (
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Typography variant="body2">{translate('directoryPublication.intro')}</Typography>
                        <TextField
                            select
                            label={translate('directoryPublication.kind')}
                            value={mapping?.kind ?? ''}
                            onChange={event =>
                                setDraft(
                                    event.target.value
                                        ? { kind: event.target.value as PublishedKind, columns: {} }
                                        : null
                                )
                            }
                            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        >
                            <option value="">{translate('directoryPublication.notPublished')}</option>
                            {PUBLISHED_KINDS.map(kind => (
                                <option key={kind} value={kind}>
                                    {kindLabel(kind)}
                                </option>
                            ))}
                        </TextField>
                        {mapping &&
                            publicationElements(mapping.kind).map(element => {
                                const name = translate(`directory.fields.${element.name}`);
                                return (
                                    <TextField
                                        key={element.name}
                                        select
                                        label={
                                            element.required
                                                ? translate('directoryPublication.required', { element: name })
                                                : name
                                        }
                                        value={mapping.columns[element.name] ?? ''}
                                        onChange={event => {
                                            const { [element.name]: _old, ...others } = mapping.columns;
                                            const column = event.target.value;
                                            setDraft({
                                                ...mapping,
                                                columns: column ? { ...others, [element.name]: column } : others,
                                            });
                                        }}
                                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                                    >
                                        <option value="">{translate('directoryPublication.noColumn')}</option>
                                        {table.columns
                                            .filter(column => feeds(column, element))
                                            .map(column => (
                                                <option key={column.name} value={column.name}>
                                                    {localized(column.label, locale)}
                                                </option>
                                            ))}
                                    </TextField>
                                );
                            })}
                    </Stack>
                )
            )}
        </FormDialog>
    );
};
