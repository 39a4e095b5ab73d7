import { MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { fieldLabel, fieldValues, type ClaimDesk, type ClaimField } from '../../../common/claims/desks';
import type { ClaimDetail, ClaimUpdateInput } from '../../../common/contract/claims';
import { FormDialog } from '../../components/FormDialog';
import { claimsApi } from './claimsApi';
import { ApiError } from '../../providers/httpClient';
import { codeLabel, fieldOf } from './claimFormat';
import type { ClaimsText } from './useClaimsText';

type Draft = Partial<Record<ClaimField, string>>;

const draftOf = (desk: ClaimDesk, detail: ClaimDetail): Draft =>
    Object.fromEntries(
        desk.editable.map(name => [name, detail.claim[name] === null ? '' : String(detail.claim[name])])
    );

/** What the edit sends: the fields whose typed value differs from the claim's, empty as null. */
const changesOf = (desk: ClaimDesk, detail: ClaimDetail, draft: Draft): Partial<ClaimUpdateInput> => {
    const base = draftOf(desk, detail);
    const changes: Partial<ClaimUpdateInput> = {};
    for (const name of desk.editable) {
        const typed = draft[name] ?? '';
        if (typed === base[name]) continue;
        changes[name] = typed === '' ? null : fieldOf(desk, name)?.type === 'money' ? Number(typed) : typed;
    }
    return changes;
};

interface ClaimEditDialogProps {
    detail: ClaimDetail;
    desk: ClaimDesk;
    text: ClaimsText;
    onClose: () => void;
}

/**
 * Edits the desk's editable fields of a claim. A refused save keeps what the user typed; when
 * someone else changed the claim meanwhile, the dialog shows the values it has now beside the
 * typed ones and the next save is made on that version.
 */
export const ClaimEditDialog = ({ detail, desk, text, onClose }: ClaimEditDialogProps) => {
    const queryClient = useQueryClient();
    const refresh = useRefresh();
    const notify = useNotify();
    const [base, setBase] = useState(detail);
    const [draft, setDraft] = useState<Draft>(() => draftOf(desk, detail));
    const [note, setNote] = useState('');
    const save = useMutation({
        mutationFn: () =>
            claimsApi.updateClaim(base.claim.id, {
                version: base.version,
                ...changesOf(desk, base, draft),
                ...(note.trim() ? { note: note.trim() } : {}),
            }),
        onSuccess: saved => {
            queryClient.setQueryData(['claims', 'detail', saved.claim.id], saved);
            refresh();
            notify(text('edit.saved', { number: saved.claim.claimNumber ?? '' }), { type: 'success' });
            onClose();
        },
        onError: error => {
            const current = error instanceof ApiError && error.status === 409 ? staleCurrent(error) : undefined;
            if (current) {
                setBase(current);
                queryClient.setQueryData(['claims', 'detail', current.claim.id], current);
            }
        },
    });
    const label = (name: ClaimField) => text(`fields.${fieldLabel(desk, name)}`);
    const shown = (name: ClaimField, value: string) => {
        const vocabulary = fieldOf(desk, name)?.vocabulary;
        return value === '' ? text('edit.none') : vocabulary ? codeLabel(text, vocabulary, value) : value;
    };
    const staleNote = (name: ClaimField) => {
        if (base === detail) return undefined;
        const now = draftOf(desk, base)[name] ?? '';
        return now !== (draft[name] ?? '') ? text('edit.current', { value: shown(name, now) }) : undefined;
    };
    return (
        <FormDialog
            title={text('edit.title', { number: detail.claim.claimNumber ?? '' })}
            submitLabel={text('edit.save')}
            cancelLabel={text('edit.cancel')}
            onSubmit={() => save.mutate()}
            onClose={onClose}
            error={save.error?.message}
            submitDisabled={save.isPending}
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                {desk.editable.map(name => {
                    const field = fieldOf(desk, name);
                    const values = fieldValues(desk, name);
                    const common = {
                        label: label(name),
                        value: draft[name] ?? '',
                        onChange: (event: { target: { value: string } }) =>
                            setDraft(current => ({ ...current, [name]: event.target.value })),
                        helperText: staleNote(name),
                        fullWidth: true,
                        size: 'small' as const,
                    };
                    if (values) {
                        return (
                            <TextField key={name} select {...common}>
                                {name !== 'status' && <MenuItem value="">{text('edit.none')}</MenuItem>}
                                {values.map(value => (
                                    <MenuItem key={value} value={value}>
                                        {shown(name, value)}
                                    </MenuItem>
                                ))}
                            </TextField>
                        );
                    }
                    return (
                        <TextField
                            key={name}
                            {...common}
                            type={field?.type === 'money' ? 'number' : field?.type === 'date' ? 'date' : 'text'}
                            slotProps={{
                                inputLabel: { shrink: true },
                                htmlInput: field?.type === 'money' ? { min: 0, step: '0.01' } : undefined,
                            }}
                        />
                    );
                })}
                <TextField
                    label={text('edit.note')}
                    value={note}
                    onChange={event => setNote(event.target.value)}
                    multiline
                    minRows={2}
                    size="small"
                    slotProps={{ htmlInput: { maxLength: 500 } }}
                />
            </Stack>
        </FormDialog>
    );
};

/** The claim as it is now, which a 409 carries. */
const staleCurrent = (error: ApiError): ClaimDetail | undefined =>
    (error.body as { data?: { current?: ClaimDetail } } | undefined)?.data?.current;
