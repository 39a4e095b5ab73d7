import { z } from 'zod';
import { EXPORT_FORMATS } from '../vocabularies/audit';
import { IMPORT_MODES, IMPORT_STATES, NORMALISATION_KINDS } from '../vocabularies/linkExcel';
import { cellValueSchema } from './directory';
import { oneOf } from './list';
import { SPREADSHEET_LIMITS } from './spreadsheetLimits';

/**
 * Request and response shapes of the Excel link (/linkExcel): uploads, their preview, the dry
 * run with its diff, the apply, and the export — shared by the server's routes and the SPA.
 */

/** Where a file column goes: a column name, `@id` / `@version` (the export's row identity), or null (ignored). */
export const columnTargetSchema = z.string().max(60).nullable();

export const importSettingsSchema = z
    .object({
        tableId: z.uuid().describe('The directory table to import into'),
        sheet: z.string().max(31).default('').describe('Worksheet name; empty for a CSV or the first sheet'),
        mapping: z.array(columnTargetSchema).max(SPREADSHEET_LIMITS.columns).describe('Per file column, in file order'),
        mode: z
            .enum(IMPORT_MODES)
            .describe(
                'append: add every row; upsert: update rows with the same key, add the others; replace: also remove the rows the file does not have'
            ),
    })
    .meta({
        id: 'ImportSettings',
        examples: [
            {
                tableId: '0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
                sheet: 'Providers',
                mapping: ['npi', 'lastName', null],
                mode: 'upsert',
            },
        ],
    });
export type ImportSettingsInput = z.input<typeof importSettingsSchema>;
export type ImportSettingsOutput = z.infer<typeof importSettingsSchema>;

export const previewSchema = z
    .object({
        sheet: z.string(),
        headers: z.array(z.string()),
        rows: z
            .array(z.object({ line: z.number().int(), cells: z.array(z.string()) }))
            .describe('The first rows after the header, as read'),
        mapping: z
            .array(columnTargetSchema)
            .describe('The saved link for this table and layout, else the suggested one'),
        linked: z.boolean().describe('The mapping comes from a saved link'),
    })
    .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof previewSchema>;

const rowProblemSchema = z.object({
    column: z.string().nullable().describe("Column label in the caller's language; null for the whole row"),
    value: z.string(),
    message: z.string(),
});

const rowErrorSchema = z.object({ line: z.number().int(), problems: z.array(rowProblemSchema) });
export type ImportRowError = z.infer<typeof rowErrorSchema>;

const normalisationSchema = z.object({
    kind: z.enum(NORMALISATION_KINDS),
    label: z.string(),
    count: z.number().int(),
    examples: z.array(z.object({ line: z.number().int(), column: z.string(), before: z.string(), after: z.string() })),
});
export type ImportNormalisation = z.infer<typeof normalisationSchema>;

const fieldChangeSchema = z.object({ column: z.string(), before: cellValueSchema, after: cellValueSchema });
export type ImportFieldChange = z.infer<typeof fieldChangeSchema>;

const rowChangeSchema = z.object({ line: z.number().int(), id: z.number().int(), fields: z.array(fieldChangeSchema) });
export type ImportRowChange = z.infer<typeof rowChangeSchema>;

const rowConflictSchema = z.object({
    line: z.number().int(),
    id: z.number().int(),
    gone: z.boolean().describe('The row was deleted in the portal since the export'),
    fields: z.array(z.object({ column: z.string(), file: cellValueSchema, portal: cellValueSchema })),
});
export type ImportRowConflict = z.infer<typeof rowConflictSchema>;

export const importCheckSchema = z.object({
    tableId: z.uuid(),
    sheet: z.string(),
    mode: z.enum(IMPORT_MODES),
    headers: z.array(z.string()),
    rows: z.number().int().describe('Data rows read'),
    errorRows: z.number().int().describe('Rows refused; the apply needs none'),
    errors: z.array(rowErrorSchema).describe('The first refused rows'),
    normalisations: z.array(normalisationSchema),
    counts: z.object({
        add: z.number().int(),
        change: z.number().int(),
        unchanged: z.number().int(),
        remove: z.number().int(),
        conflict: z.number().int(),
    }),
    changes: z.array(rowChangeSchema),
    removals: z
        .array(
            z.object({
                line: z
                    .number()
                    .int()
                    .nullable()
                    .describe(
                        'The line that marks the row for removal; null when the file leaves the row out (replace)'
                    ),
                id: z.number().int(),
                row: z.string().describe("The row's key values (else its first values), as shown"),
            })
        )
        .describe('The first rows to remove'),
    conflicts: z.array(rowConflictSchema),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

const importOutcomeSchema = z.object({
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importJobSchema = z
    .object({
        id: z.uuid(),
        fileName: z.string(),
        size: z.number().int(),
        sha256: z.string(),
        kind: z.enum(['xlsx', 'csv']),
        sheets: z.array(z.string()),
        state: z.enum(IMPORT_STATES),
        progress: z
            .object({ done: z.number(), total: z.number() })
            .describe('Bytes read while checking, rows written while applying'),
        waiting: z
            .boolean()
            .describe(
                "The check or apply waits for another upload's to end: a server runs one at a time, the others in turn"
            ),
        failure: z.string().nullable().describe("Why the last step failed, in the caller's language"),
        check: importCheckSchema.nullable(),
        outcome: importOutcomeSchema.nullable(),
    })
    .meta({ id: 'ImportJob' });
export type ImportJobView = z.infer<typeof importJobSchema>;

export const uploadParams = z.object({ id: z.uuid().describe('The upload id') });
export const previewQuery = z.object({
    sheet: z.string().max(31).default('').describe('Worksheet name; default the first'),
    tableId: z.uuid().optional().describe('The table to map the columns to'),
});
export const errorReportQuery = z.object({
    format: oneOf(EXPORT_FORMATS).default('xlsx').describe('File format; default xlsx'),
});
export const tableExportQuery = z.object({
    format: oneOf(EXPORT_FORMATS).default('xlsx').describe('File format; default xlsx'),
    filter: z.string().max(4000).optional().describe("The table list's filter, as JSON"),
});
