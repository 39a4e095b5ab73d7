import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { AutocompleteArrayInput, BooleanInput, DateInput, NumberInput, TextInput } from 'react-admin';
import type { DeskFilter } from '../../../common/claims/desks';
import { ClaimCodeInput } from './ClaimCodeInput';
import { codeLabel } from './claimFormat';
import type { ClaimsText } from './useClaimsText';

/** The filters shown without asking: the ones every search starts from. */
const ALWAYS_ON = new Set(['claimNumber', 'bucket', 'receivedOn', 'lossOn', 'providerNpi', 'forwarder']);

/**
 * The query screen's filter inputs, one per filter of the desk the role may use, in the desk's
 * group order; react-admin keeps their values in the URL.
 */
export const claimFilterInputs = (filters: readonly DeskFilter[], text: ClaimsText) =>
    filters.map(filter => (
        <ClaimFilterInput
            key={filter.key}
            source={filter.key}
            label={text(`filters.${filter.key}`)}
            filter={filter}
            text={text}
            alwaysOn={ALWAYS_ON.has(filter.key)}
        />
    ));

interface ClaimFilterInputProps {
    /** Read by react-admin's filter button and form. */
    source: string;
    label: string;
    alwaysOn?: boolean;
    filter: DeskFilter;
    text: ClaimsText;
}

const ClaimFilterInput = ({ filter, text, label }: ClaimFilterInputProps) => {
    const help = text(`help.${filter.key}`, { _: '' });
    switch (filter.kind) {
        case 'dateRange':
        case 'period':
            return <RangeInput source={filter.key} label={label} help={help} text={text} kind="day" />;
        case 'amountRange':
            return <RangeInput source={filter.key} label={label} help={help} text={text} kind="amount" />;
        case 'flag':
            return <BooleanInput source={filter.key} label={label} sx={{ mt: 1 }} />;
        case 'values':
        case 'codes':
        case 'aging':
            if (filter.format) {
                return (
                    <ClaimCodeInput
                        source={filter.key}
                        label={label}
                        filter={{ ...filter, format: filter.format }}
                        text={text}
                    />
                );
            }
            if (filter.values) {
                return (
                    <AutocompleteArrayInput
                        source={filter.key}
                        label={label}
                        choices={filter.values.map(id => ({
                            id,
                            name: filter.vocabulary ? codeLabel(text, filter.vocabulary, id) : id,
                        }))}
                        translateChoice={false}
                        helperText={help || false}
                        sx={{ minWidth: 240 }}
                    />
                );
            }
            return <TextInput source={filter.key} label={label} helperText={help || false} />;
        default:
            return (
                <TextInput
                    source={filter.key}
                    label={label}
                    helperText={help || text(filter.kind === 'contains' ? 'help.contains' : 'help.exact')}
                />
            );
    }
};

interface RangeInputProps {
    source: string;
    label: string;
    help: string;
    text: ClaimsText;
    kind: 'day' | 'amount';
}

/** Two inputs for `{from, to}` days or `{min, max}` amounts, with what the range means under them. */
const RangeInput = ({ source, label, help, text, kind }: RangeInputProps) => {
    const [low, high] = kind === 'day' ? (['from', 'to'] as const) : (['min', 'max'] as const);
    const Input = kind === 'day' ? DateInput : NumberInput;
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="caption" color="text.secondary">
                {label}
            </Typography>
            <Stack direction="row" spacing={1}>
                <Input
                    source={`${source}.${low}`}
                    label={text(`range.${low}`)}
                    helperText={false}
                    sx={{ width: 160 }}
                />
                <Input
                    source={`${source}.${high}`}
                    label={text(`range.${high}`)}
                    helperText={false}
                    sx={{ width: 160 }}
                />
            </Stack>
            {help && <FormHelperText sx={{ mt: 0, maxWidth: 330 }}>{help}</FormHelperText>}
        </Box>
    );
};
