import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ColumnDefinitionInput } from '../../../common/contract/directory';
import type { Locale } from '../../../i18n/types';
import { ColumnRow } from './ColumnRow';

/**
 * The ordered columns of a table being defined or changed: each column's fields, its place in
 * the order, added and removed columns. A table that holds values keeps its columns'
 * identifiers (`lockedNames`) and may ask before a column goes (`onRemove`).
 */
export const ColumnEditor = ({
    columns,
    locale,
    onChange,
    examples,
    lockedNames,
    onRemove,
}: {
    columns: ColumnDefinitionInput[];
    locale: Locale;
    onChange: (columns: ColumnDefinitionInput[]) => void;
    examples?: Record<string, string[]>;
    lockedNames?: ReadonlySet<string>;
    onRemove?: (index: number) => void;
}) => {
    const translate = useTranslate();
    const change = (index: number, patch: Partial<ColumnDefinitionInput>) =>
        onChange(columns.map((column, at) => (at === index ? { ...column, ...patch } : column)));
    const move = (index: number, by: -1 | 1) => {
        const next = [...columns];
        [next[index], next[index + by]] = [next[index + by]!, next[index]!];
        onChange(next);
    };
    const add = () => {
        let number = columns.length + 1;
        while (columns.some(column => column.name === `column${number}`)) number += 1;
        onChange([...columns, { name: `column${number}`, type: 'text', label: { en: `Column ${number}` } }]);
    };
    return (
        <Stack spacing={1}>
            {columns.map((column, index) => (
                <ColumnRow
                    key={index}
                    column={column}
                    locale={locale}
                    examples={examples?.[column.name]}
                    nameLocked={Boolean(lockedNames?.has(column.name))}
                    first={index === 0}
                    last={index === columns.length - 1}
                    onChange={patch => change(index, patch)}
                    onMove={by => move(index, by)}
                    onRemove={() => (onRemove ? onRemove(index) : onChange(columns.filter((_, at) => at !== index)))}
                />
            ))}
            <Box>
                <Button startIcon={<AddIcon />} onClick={add}>
                    {translate('directory.ui.addColumn')}
                </Button>
            </Box>
        </Stack>
    );
};
