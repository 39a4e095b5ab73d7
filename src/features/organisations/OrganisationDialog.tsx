import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrganisationFields, OrganisationRecord } from '../../../common/contract/organisations';
import { ORGANISATION_KINDS, type OrganisationKind } from '../../../common/vocabularies/organisations';
import { FormDialog } from '../../components/FormDialog';

const IDENTIFIERS = ['npi', 'planName', 'contractId', 'ncpdp'] as const;

/** The form's values from a record, or empty for a new organisation. */
const valuesOf = (record?: OrganisationRecord) => ({
    kind: record?.kind ?? ('health_plan' as OrganisationKind),
    name: record?.name ?? '',
    npi: record?.npi ?? '',
    planName: record?.planName ?? '',
    contractId: record?.contractId ?? '',
    ncpdp: record?.ncpdp ?? '',
});

/** An empty identifier is sent as none. */
const fieldsOf = (values: ReturnType<typeof valuesOf>): OrganisationFields => ({
    kind: values.kind,
    name: values.name.trim(),
    ...Object.fromEntries(IDENTIFIERS.map(field => [field, values[field].trim() || null])),
});

/** Creates an organisation, or edits one (its kind then stays: its members joined it as that). */
export const OrganisationDialog = ({
    record,
    saving,
    onSave,
    onClose,
}: {
    record?: OrganisationRecord;
    saving: boolean;
    onSave: (fields: OrganisationFields) => void;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const [values, setValues] = useState(() => valuesOf(record));
    const field = (name: keyof typeof values) => ({
        label: translate(`organisations.fields.${name}`),
        value: values[name],
        onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
        fullWidth: true,
        size: 'small' as const,
    });
    return (
        <FormDialog
            title={record ? record.name : translate('organisations.list.create')}
            submitLabel={translate('organisations.list.save')}
            cancelLabel={translate('organisations.list.cancel')}
            onSubmit={() => onSave(fieldsOf(values))}
            onClose={onClose}
            submitDisabled={saving || !values.name.trim()}
        >
            <Stack spacing={2} sx={{ mt: 1 }}>
                <TextField select {...field('kind')} disabled={Boolean(record)}>
                    {ORGANISATION_KINDS.map(kind => (
                        <MenuItem key={kind} value={kind}>
                            {translate(`organisations.kinds.${kind}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField {...field('name')} required />
                {IDENTIFIERS.map(name => (
                    <TextField key={name} {...field(name)} />
                ))}
            </Stack>
        </FormDialog>
    );
};
