import { z } from 'zod';
import {
    COLUMN_NAME_PATTERN,
    COLUMN_TYPES,
    COLUMNS_MAX,
    HELP_LENGTH_MAX,
    LABEL_LENGTH_MAX,
    OPTION_LENGTH_MAX,
    OPTION_TYPES,
    OPTIONS_MAX,
    TABLE_DESCRIPTION_LENGTH_MAX,
    TABLE_NAME_LENGTH_MAX,
} from '../directory/columns';
import { RESERVED_FIELDS } from '../directory/rows';
import { VERIFICATION_METHODS, VERIFICATION_STATES } from '../directory/verification';
import { TEMPLATE_NAMES } from '../directory/templates';
import { rangeParam } from './list';

/**
 * Request and response shapes of the provider directory API (tables and their rows), shared by
 * the server's routes and the SPA's client.
 */

const localizedText = (max: number) =>
    z.object({
        en: z.string().trim().min(1).max(max),
        zh: z.string().trim().max(max).optional(),
        es: z.string().trim().max(max).optional(),
        ja: z.string().trim().max(max).optional(),
    });

export const columnDefinitionSchema = z
    .object({
        name: z.string().regex(COLUMN_NAME_PATTERN).describe('Identifier of the column: lower camel case'),
        type: z.enum(COLUMN_TYPES),
        label: localizedText(LABEL_LENGTH_MAX).describe('Label per UI language; English required'),
        help: localizedText(HELP_LENGTH_MAX).optional(),
        required: z.boolean().default(false),
        unique: z.boolean().default(false),
        key: z.boolean().default(false).describe('Part of the key that identifies a row (imports match on it)'),
        options: z.array(z.string().trim().min(1).max(OPTION_LENGTH_MAX)).max(OPTIONS_MAX).optional(),
        providerEditable: z.boolean().optional().describe('Providers may correct this field of their own listing'),
    })
    .refine(column => !OPTION_TYPES.includes(column.type) || (column.options?.length ?? 0) > 0, {
        message: 'A list column needs its options',
        path: ['options'],
    })
    .meta({ id: 'DirectoryColumn' });

export const tableDefinitionSchema = z
    .object({
        name: z.string().trim().min(1).max(TABLE_NAME_LENGTH_MAX),
        description: z.string().trim().max(TABLE_DESCRIPTION_LENGTH_MAX).default(''),
        columns: z
            .array(columnDefinitionSchema)
            .min(1)
            .max(COLUMNS_MAX)
            .refine(columns => new Set(columns.map(column => column.name)).size === columns.length, {
                message: 'Column names must differ',
            })
            .refine(columns => columns.every(column => !RESERVED_FIELDS.includes(column.name)), {
                message: `Column names cannot be ${RESERVED_FIELDS.join(', ')}`,
            }),
    })
    .meta({ id: 'DirectoryTableDefinition' });
export type TableDefinitionInput = z.input<typeof tableDefinitionSchema>;

export const cellValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

const timestamp = z.string().describe('ISO 8601, UTC');

export const directoryTableSchema = z
    .object({
        id: z.uuid(),
        name: z.string(),
        description: z.string(),
        template: z.string(),
        columns: z.array(columnDefinitionSchema),
        definitionVersion: z.number().int().describe('Grows with every change of the definition'),
        createdAt: timestamp,
        updatedAt: timestamp,
        lastImportAt: timestamp.nullable(),
    })
    .meta({ id: 'DirectoryTable' });

export const directoryRowSchema = z
    .object({
        id: z.number().int(),
        tableId: z.uuid(),
        version: z.number().int().describe('Grows with every change; send it back with an edit'),
        values: z.record(z.string(), cellValueSchema).describe('Stored values by column name; empty = null'),
        createdAt: timestamp,
        updatedAt: timestamp,
        updatedBy: z.string().nullable().describe('Username of the last change'),
        deletedAt: timestamp.nullable(),
        verifiedAt: timestamp.nullable().describe('Last attestation that the listing is accurate'),
        verifiedBy: z.string().nullable(),
        stale: z.boolean().describe('Not verified within the last 90 days'),
        verifiedMethod: z
            .enum(VERIFICATION_METHODS)
            .nullable()
            .describe(
                'How the last verification was made: provider attestation, roster import, phone call, NPPES refresh'
            ),
        verifiedNote: z.string().nullable().describe("Staff's note of a verification by phone"),
        dueAt: timestamp.nullable().describe('When the next verification is due (90 days after the last)'),
        verificationState: z
            .enum(VERIFICATION_STATES)
            .describe('current, dueSoon, overdue, or suppressed (withdrawn from the public directory)'),
        publicationHold: z.string().nullable().describe('Why staff keep the listing public while overdue'),
        publicationHoldBy: z.string().nullable(),
        publicationHoldAt: timestamp.nullable(),
    })
    .meta({ id: 'DirectoryRow' });

/** A new row: values by column name, as text, numbers, booleans or lists. */
export const rowCreateSchema = z.object({ values: z.record(z.string(), z.unknown()) });

/** An edit: the version it was made from, and only the fields it changes. */
export const rowUpdateSchema = z.object({
    version: z.number().int().positive(),
    values: z.record(z.string(), z.unknown()),
});

/** Deleting, restoring or verifying: optionally the version seen, refused when stale. */
export const rowVersionSchema = z.object({ version: z.number().int().positive().optional() });

export const tableSummarySchema = directoryTableSchema
    .extend({
        rowCount: z.number().int(),
        verifiedRows: z.number().int().describe('Live rows verified within the last 90 days'),
        staleRows: z.number().int().describe('Live rows not verified within the last 90 days'),
        lastChangeAt: timestamp.describe('Last change of a row or of the definition'),
        canEdit: z.boolean().describe("Whether the caller's role may change the rows"),
    })
    .meta({ id: 'DirectoryTableSummary' });

export const rowHistoryEntrySchema = z
    .object({
        id: z.number().int(),
        version: z.number().int().describe('The row version the change made'),
        action: z.enum(['create', 'update', 'delete', 'restore', 'verify', 'import']),
        changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
        at: timestamp,
        actor: z.string().nullable(),
    })
    .meta({ id: 'DirectoryRowHistoryEntry' });

export const verifyRowsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

export const tableAccessSchema = z.object({ view: z.boolean(), edit: z.boolean() });

/** One table's rights per role (admins, who always have both, left out): a row of the /access matrix. */
export const tableRightsRowSchema = z
    .object({
        tableId: z.uuid(),
        name: z.string(),
        rights: z.record(z.string(), tableAccessSchema).describe('Per role other than admin'),
    })
    .meta({ id: 'DirectoryTableRights' });

export const listingSchema = z
    .object({ table: directoryTableSchema, rows: z.array(directoryRowSchema) })
    .meta({ id: 'DirectoryListing' });

export const tableCreateSchema = tableDefinitionSchema.extend({
    template: z
        .enum([...TEMPLATE_NAMES, 'spreadsheet'])
        .optional()
        .describe('What the table was made from'),
});

export const templateSchema = z
    .object({ name: z.enum(TEMPLATE_NAMES), columns: z.array(columnDefinitionSchema) })
    .meta({ id: 'DirectoryTemplate' });

export const tableParams = z.object({ tableId: z.uuid().describe('The table id') });
export const rowParams = tableParams.extend({ id: z.coerce.number().int().positive().describe('The row id') });
export const tableAccessParams = tableParams.extend({ role: z.string().max(50).describe('A role other than admin') });
export const rowDeleteQuery = z.object({
    version: z.coerce.number().int().positive().optional().describe('The version seen; a stale one answers 409'),
});

/**
 * A list of rows. `sort` and `filter` name the table's own columns, so they are checked against
 * the table by the server, each refusal a 400 naming the field.
 */
export const rowListQuery = z.object({
    sort: z
        .string()
        .max(200)
        .optional()
        .describe(
            'JSON `[field, order]`: a column name or id, version, createdAt, updatedAt, verifiedAt; ASC or DESC.'
        ),
    range: rangeParam(),
    filter: z
        .string()
        .max(4000)
        .optional()
        .describe(
            'JSON object. `q`: text in any text or code column. `stale`: true = not verified within 90 days. ' +
                '`deleted`: true = the deleted rows. A column name: numbers and dates `{"gte":…,"lte":…}`, ' +
                'lists and codes of a closed set a value or a list (any of), many-of lists and languages a list (any of), ' +
                'NPI/taxonomy/phone/ZIP a prefix, text a part. Each value is checked by the column type.'
        ),
});

export type ColumnDefinitionInput = z.input<typeof columnDefinitionSchema>;
export type DirectoryTableRecord = z.infer<typeof directoryTableSchema>;
export type TableSummary = z.infer<typeof tableSummarySchema>;
export type DirectoryRowRecord = z.infer<typeof directoryRowSchema>;
export type RowHistoryEntryRecord = z.infer<typeof rowHistoryEntrySchema>;
export type ListingRecord = z.infer<typeof listingSchema>;
export type TemplateRecord = z.infer<typeof templateSchema>;
export type TableCreate = z.input<typeof tableCreateSchema>;
export type RowCreate = z.infer<typeof rowCreateSchema>;
export type RowUpdate = z.infer<typeof rowUpdateSchema>;
export type TableAccess = z.infer<typeof tableAccessSchema>;
export type TableRightsRow = z.infer<typeof tableRightsRowSchema>;
