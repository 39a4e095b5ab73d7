import { Button, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { NpiEntry } from '../../../../../common/contract/account';
import { refusalText } from '../../../../providers/refusals';
import { NpiCard } from './NpiCard';
import { npiMessage } from './npiMessage';
import { findNpi } from './npiRegistryApi';

/**
 * A provider's NPI (National Provider Identifier, 10 digits): its shape and check digit are checked here, then
 * the registry entry is shown for the user to confirm before it fills the names.
 */
export const NpiSection = ({
    value,
    onChange,
    entry,
    confirmed,
    onFound,
    onConfirm,
    onReject,
    problem,
}: {
    value: string;
    onChange: (value: string) => void;
    entry: NpiEntry | null;
    confirmed: boolean;
    onFound: (entry: NpiEntry) => void;
    onConfirm: () => void;
    onReject: () => void;
    /** The form's own complaint (on submit) or the server's refusal. */
    problem?: string;
}) => {
    const translate = useTranslate();
    const [lookupProblem, setLookupProblem] = useState<string>();
    const [pending, setPending] = useState(false);

    const lookUp = async () => {
        const npi = value.trim();
        const invalid = npiMessage(npi, translate);
        setLookupProblem(invalid);
        if (invalid) return;
        setPending(true);
        try {
            onFound(await findNpi(npi));
        } catch (error) {
            setLookupProblem(refusalText(error, translate));
        } finally {
            setPending(false);
        }
    };
    const lookUpOnEnter = (event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void lookUp();
    };
    const message = lookupProblem ?? problem;

    return (
        <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                    name="providerId"
                    label={translate('register.npi.label')}
                    value={value}
                    onChange={event => {
                        setLookupProblem(undefined);
                        // Pasted numbers often come grouped: '1234 567 893'.
                        onChange(event.target.value.replace(/\s/g, ''));
                    }}
                    onKeyDown={lookUpOnEnter}
                    error={Boolean(message)}
                    helperText={message ?? translate('register.npi.hint')}
                    sx={{ flexGrow: 1 }}
                    slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: confirmed } }}
                />
                <Button
                    variant="outlined"
                    onClick={lookUp}
                    disabled={pending || confirmed}
                    sx={{ mt: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                    {translate('register.npi.lookUp')}
                </Button>
            </Stack>
            {entry && <NpiCard entry={entry} confirmed={confirmed} onConfirm={onConfirm} onReject={onReject} />}
        </Stack>
    );
};
