import { MenuItem, TextField, Tooltip } from '@mui/material';
import {
    getGridBooleanOperators,
    getGridNumericOperators,
    getGridSingleSelectOperators,
    getGridStringOperators,
    GridEditInputCell,
    type GridColDef,
    type GridFilterInputValueProps,
    type GridFilterItem,
    type GridRenderEditCellParams,
    type GridValidRowModel,
} from '@mui/x-data-grid';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { localized } from '../../../common/directory/columns';
import { filterKind } from '../../../common/directory/rows';
import {
    displayValue,
    languageEditText,
    languageTag,
    parseCell,
    problemKey,
    problemParams,
    taxonomyDescription,
    type CellValue,
} from '../../../common/directory/values';
import { ACCEPTING_PATIENTS_CODES, US_STATES } from '../../../common/directory/vocabularies';
import type { DirectoryRowRecord } from '../../../common/contract/directory';
import type { Locale } from '../../../i18n/types';
import { gridLocaleText } from './gridLocale';

/** A grid row: the row's values in their editable text form, and the row itself. */
export type GridRow = GridValidRowModel & { id: number; record: DirectoryRowRecord };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text a cell edits: lists as `a; b` (languages by their names in the UI language), phones
 * as (617) 555-0174, yes/no as a boolean.
 */
const editForm = (column: ColumnDefinition, value: CellValue | undefined, locale: Locale): unknown => {
    if (value === null || value === undefined) return column.type === 'yesNo' ? null : '';
    if (column.type === 'languages' && Array.isArray(value)) return languageEditText(value.map(String), locale);
    if (Array.isArray(value)) return value.join('; ');
    if (column.type === 'yesNo') return value;
    return displayValue(column, value);
};

export const toGridRow = (
    columns: readonly ColumnDefinition[],
    record: DirectoryRowRecord,
    locale: Locale
): GridRow => ({
    id: record.id,
    record,
    ...Object.fromEntries(columns.map(column => [column.name, editForm(column, record.values[column.name], locale)])),
});

/**
 * What is sent for an edited cell: the text as typed, but languages as the tags read here, since
 * their names come from this browser's list of language names, which the server's may not match
 * word for word. Text that does not read is sent as typed, for the server to refuse.
 */
export const submittedValue = (column: ColumnDefinition, edited: unknown): unknown => {
    if (column.type !== 'languages') return edited;
    const { value, problem } = parseCell(column, edited);
    return problem ? edited : value;
};

/** The translated problem of a typed value, or undefined when the value is good. */
export const valueProblem = (column: ColumnDefinition, input: unknown, translate: Translate, locale: Locale) => {
    const { problem } = parseCell(column, input);
    return problem ? translate(problemKey(problem), problemParams(problem, column, locale)) : undefined;
};

/**
 * An edit cell that keeps what was typed and says, at the cell, what is wrong with it. Every
 * keystroke is checked at once (no debounce): Enter right after typing then saves instead of
 * being refused while a debounced check is still pending.
 */
const ValidatedEditCell = (params: GridRenderEditCellParams) => (
    <Tooltip
        open={typeof params.error === 'string'}
        title={typeof params.error === 'string' ? params.error : ''}
        placement="bottom-start"
        arrow
    >
        <GridEditInputCell {...params} debounceMs={0} />
    </Tooltip>
);

/** The values a vocabulary column takes, labelled in the UI language where the code is not readable. */
export const columnChoices = (column: ColumnDefinition, translate: Translate) => {
    if (column.type === 'usState') return Object.keys(US_STATES);
    if (column.type === 'yesNo') {
        return [true, false].map(flag => ({ value: String(flag), label: translate(`ra.boolean.${flag}`) }));
    }
    if (column.type === 'acceptingPatients') {
        return ACCEPTING_PATIENTS_CODES.map(code => ({
            value: code,
            label: translate(`directory.acceptingPatients.${code}`),
        }));
    }
    return column.options ?? [];
};

type Choice = ReturnType<typeof columnChoices>[number];

/**
 * The values of an "any of" filter: a multiple select of the column's values. The grid's own
 * input is an Autocomplete written for Material 9's props, which crashes the screen under
 * Material 7 as soon as the filter panel opens.
 */
const AnyOfFilterInput = ({
    item,
    applyValue,
    choices,
    label,
}: GridFilterInputValueProps & { choices: readonly Choice[]; label: string }) => {
    const options = choices.map(choice => (typeof choice === 'string' ? { value: choice, label: choice } : choice));
    const labelOf = (value: string) => options.find(option => option.value === value)?.label ?? value;
    return (
        <TextField
            select
            variant="standard"
            label={label}
            value={Array.isArray(item.value) ? item.value : []}
            onChange={event => applyValue({ ...item, value: event.target.value })}
            slotProps={{
                select: {
                    multiple: true,
                    renderValue: selected => (selected as string[]).map(labelOf).join(', '),
                },
                inputLabel: { shrink: true },
            }}
            fullWidth
        >
            {options.map(option => (
                <MenuItem key={option.value} value={option.value}>
                    {option.label}
                </MenuItem>
            ))}
        </TextField>
    );
};

/** The grid column of a table column: editor, display and the filter its type takes. */
export const gridColumn = (
    column: ColumnDefinition,
    { editable, translate, locale }: { editable: boolean; translate: Translate; locale: Locale }
): GridColDef<GridRow> => {
    const base: GridColDef<GridRow> = {
        field: column.name,
        headerName: localized(column.label, locale),
        description: column.help ? localized(column.help, locale) : undefined,
        editable,
        width: column.type === 'longText' ? 260 : 160,
    };
    switch (filterKind(column)) {
        case 'anyOf': {
            if (column.type === 'yesNo') {
                return { ...base, type: 'boolean', width: 110, filterOperators: getGridBooleanOperators() };
            }
            const choices = columnChoices(column, translate);
            return {
                ...base,
                type: 'singleSelect',
                valueOptions: choices,
                filterOperators: getGridSingleSelectOperators()
                    .filter(operator => operator.value === 'isAnyOf')
                    .map(operator => ({
                        ...operator,
                        InputComponent: AnyOfFilterInput,
                        InputComponentProps: { choices, label: gridLocaleText(locale).filterPanelInputLabel },
                    })),
            };
        }
        case 'range':
            return {
                ...base,
                ...validated(column, translate, locale),
                filterOperators: (column.type === 'date' ? getGridStringOperators() : getGridNumericOperators())
                    .filter(operator => operator.value === 'contains' || operator.value === '=')
                    .flatMap(operator => [
                        { ...operator, value: '>=', label: '≥' },
                        { ...operator, value: '<=', label: '≤' },
                    ]),
            };
        case 'prefix':
            return {
                ...base,
                ...validated(column, translate, locale),
                renderCell: column.type === 'taxonomy' ? taxonomyCell : undefined,
                filterOperators: getGridStringOperators().filter(operator => operator.value === 'startsWith'),
            };
        default:
            return {
                ...base,
                ...validated(column, translate, locale),
                filterOperators: getGridStringOperators().filter(operator => operator.value === 'contains'),
            };
    }
};

const validated = (column: ColumnDefinition, translate: Translate, locale: Locale): Partial<GridColDef<GridRow>> => ({
    preProcessEditCellProps: ({ props }) => ({
        ...props,
        error: valueProblem(column, props.value, translate, locale) ?? false,
    }),
    renderEditCell: ValidatedEditCell,
});

/** A taxonomy code with its NUCC description, when the code is known. */
const taxonomyCell = ({ value }: { value?: unknown }) => {
    const code = typeof value === 'string' ? value : '';
    const description = taxonomyDescription(code);
    return description ? `${code} — ${description}` : code;
};

/** The server filter of the grid's filter item, by the column's filter kind. */
export const serverFilter = (
    columns: readonly ColumnDefinition[],
    item: GridFilterItem | undefined
): Record<string, unknown> => {
    const column = columns.find(candidate => candidate.name === item?.field);
    if (!column || !item || item.value === undefined || item.value === '' || item.value === null) return {};
    const kind = filterKind(column);
    if (kind === 'range') return { [column.name]: item.operator === '<=' ? { lte: item.value } : { gte: item.value } };
    if (kind === 'anyOf' && column.type === 'yesNo')
        return { [column.name]: [item.value === 'true' || item.value === true] };
    if (kind === 'anyOf')
        return Array.isArray(item.value) && item.value.length > 0 ? { [column.name]: item.value } : {};
    if (kind === 'overlaps')
        return {
            [column.name]: String(item.value)
                .split(/[;,]/)
                .map(part => part.trim())
                .filter(Boolean)
                // Languages are typed as the grid shows them, by name ("español"); the server filters by tag.
                .map(part => (column.type === 'languages' ? (languageTag(part) ?? part) : part)),
        };
    return { [column.name]: String(item.value) };
};
