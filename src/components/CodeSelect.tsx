import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

interface CodeSelectProps<Code extends string> extends Omit<
    TextFieldProps,
    'select' | 'value' | 'onChange' | 'children'
> {
    /** The codes to choose from, in the order shown. */
    codes: readonly Code[];
    /** What a code is called on screen. */
    nameOf: (code: Code) => ReactNode;
    value: Code;
    onChange: (code: Code) => void;
    /**
     * A first choice for no code at all (a filter's "All"), whose value is the empty string: `Code`
     * then includes `''`.
     */
    anyLabel?: string;
    /** A choice's language, where its name is written in one (a language's own name). */
    langOf?: (code: Code) => string;
}

/** A field choosing one code of a vocabulary, each shown by its name. */
export const CodeSelect = <Code extends string>({
    codes,
    nameOf,
    value,
    onChange,
    anyLabel,
    langOf,
    ...field
}: CodeSelectProps<Code>) => (
    <TextField {...field} select value={value} onChange={event => onChange(event.target.value as Code)}>
        {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
        {codes.map(code => (
            <MenuItem key={code} value={code} lang={langOf?.(code)}>
                {nameOf(code)}
            </MenuItem>
        ))}
    </TextField>
);
