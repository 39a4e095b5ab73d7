import { z } from 'zod';
import { CLAIM_FIELDS, fieldValues, type ClaimDesk, type ClaimField, type DeskFilter } from '../claims/desks';
import { CLAIM_FIELDS_BY_ROLE } from '../claims/fieldsByRole';
import {
    CLAIM_EXPORT_FORMATS,
    CLAIM_IMPORT_FORMATS,
    CLAIM_KINDS,
    CODE_FORMATS,
    type CodeFormat,
} from '../claims/vocabularies';
import { isValidNpi } from '../validation/npi';
import { filterParam, oneOf, oneOrMany, rangeParam, sortParam, type ListSort } from './list';
import { catalogMessage as message } from './messages';

/**
 * Request and response shapes of the claims API, built from a desk's description so
 * that the API accepts exactly the filters the query screen offers.
 */

/** Longest text a text filter takes. */
const TEXT_MAX = 100;

const text = (max = TEXT_MAX) => z.string().trim().min(1).max(max);

const closedValue = (values: readonly string[]) =>
    z.enum(values as [string, ...string[]], { error: message('server.list.value') });

const day = z.iso.date({ error: message('server.claims.day') });

/** `{from, to}` of days, both included, either end optional; from after to is refused. */
const dayRange = z
    .object({ from: day.optional(), to: day.optional() })
    .strict()
    .refine(({ from, to }) => !from || !to || from <= to, { message: message('server.claims.rangeOrder') });

const amount = z.number({ error: message('server.claims.amount') }).min(0, { error: message('server.claims.amount') });

/** `{min, max}` amounts, both included, either optional; min above max is refused. */
const amountRange = z
    .object({ min: amount.optional(), max: amount.optional() })
    .strict()
    .refine(({ min, max }) => min === undefined || max === undefined || min <= max, {
        message: message('server.claims.rangeOrder'),
    });

const npi = z
    .string()
    .trim()
    .refine(isValidNpi, { message: message('server.claims.npi') });

/** Procedure (CPT/HCPCS), diagnosis and other codes: letters, digits and dots, any case. */
const code = z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.]{1,12}$/, { error: message('server.claims.code') })
    .transform(value => value.toUpperCase());

/** A code of an open list (CARC, RARC, NCPDP reject): any code of the list's shape, any case. */
const formattedCode = (format: CodeFormat) =>
    z
        .string()
        .trim()
        .transform(value => value.toUpperCase())
        .pipe(z.string().regex(CODE_FORMATS[format], { error: message(`server.claims.codeFormat.${format}`) }));

const filterValue = (filter: DeskFilter): z.ZodType => {
    switch (filter.kind) {
        case 'exact':
            return filter.fields?.[0] === 'ndc' ? code : text(80);
        case 'npi':
            return npi;
        case 'contains':
            return text();
        case 'values':
        case 'aging':
            return oneOrMany(filter.values ? closedValue(filter.values) : text());
        case 'codes':
            if (filter.format) return oneOrMany(formattedCode(filter.format));
            return oneOrMany(filter.values ? closedValue(filter.values) : code);
        case 'codePrefix':
            return code;
        case 'dateRange':
        case 'period':
            return dayRange;
        case 'amountRange':
            return amountRange;
        case 'flag':
            return z.boolean();
    }
};

/** The `filter` object of a desk: each of its filters, optional. */
const claimFilterShape = (desk: ClaimDesk): z.ZodRawShape =>
    Object.fromEntries(desk.filters.map(filter => [filter.key, filterValue(filter).optional()]));

/** What a parsed filter holds: values by filter key. */
export type ClaimFilterValues = Record<string, unknown>;

export const CLAIM_DEFAULT_SORT: ListSort<ClaimField> = { field: 'receivedOn', order: 'DESC' };

const claimFilter = (desk: ClaimDesk) =>
    filterParam(
        claimFilterShape(desk),
        { bucket: [desk.buckets[0]], receivedOn: { from: '2026-01-01', to: '2026-03-31' } },
        'Text filters match exactly (identifiers) or as part of the text, any case (names); list filters take one value or ' +
            'a list; date ranges are `{from, to}` days, both included (`serviceDate`: the whole service period inside ' +
            'the range); amount ranges `{min, max}`; flags `true`. A range whose start is after its end, an unknown value, ' +
            'code or key answers 400 naming it. A filter reading a field the role does not receive answers 400 naming the field.'
    );

/** The query of a claim search: sort, page and filter of the desk. */
export const claimListQuery = (desk: ClaimDesk) =>
    z.object({ sort: sortParam(desk.sortFields, CLAIM_DEFAULT_SORT), range: rangeParam(), filter: claimFilter(desk) });

/** The query of the summary bar: the search's filter. */
export const claimSummaryQuery = (desk: ClaimDesk) => z.object({ filter: claimFilter(desk) });

/** The query of an export: the search's filter and sort, and the file format. */
export const claimExportQuery = (desk: ClaimDesk) =>
    z.object({
        format: oneOf(CLAIM_EXPORT_FORMATS).default('csv').describe('File format; default csv'),
        sort: sortParam(desk.sortFields, CLAIM_DEFAULT_SORT),
        filter: claimFilter(desk),
    });

/** A search a user keeps under a name: the query screen's filter and sort. */
export const savedClaimSearchSchema = z
    .object({
        id: z.uuid(),
        name: z.string(),
        filter: z.record(z.string(), z.unknown()),
        sort: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }),
        createdAt: z.string().describe('ISO 8601, UTC'),
    })
    .meta({ id: 'SavedClaimSearch' });
export type SavedClaimSearch = z.infer<typeof savedClaimSearchSchema>;

/** What saving a search sends: a name and the search, checked like a search. */
export const savedClaimSearchInput = (desk: ClaimDesk) =>
    z
        .object({
            name: z.string().trim().min(1).max(80),
            filter: z.object(claimFilterShape(desk)).strict(),
            sort: z
                .object({
                    field: z.enum(desk.sortFields as unknown as [string, ...string[]], {
                        error: message('server.list.value'),
                    }),
                    order: z.enum(['ASC', 'DESC']),
                })
                .strict(),
        })
        .strict()
        .meta({
            examples: [{ name: 'Denied this quarter', filter: { bucket: ['denied'] }, sort: CLAIM_DEFAULT_SORT }],
        });
export type SavedClaimSearchInput = { name: string; filter: ClaimFilterValues; sort: ListSort<string> };

export const savedSearchIdParams = z.object({ id: z.uuid().describe('The saved search id') });

export const claimIdParams = z.object({ id: z.coerce.number().int().min(1).describe('The claim id') });

const nullableText = z.string().nullable();

const MONEY_FIELDS = ['billed', 'allowed', 'paid', 'patientResponsibility'] as const satisfies readonly ClaimField[];
type MoneyField = (typeof MONEY_FIELDS)[number];
const isMoney = (field: ClaimField): field is MoneyField => (MONEY_FIELDS as readonly string[]).includes(field);

const optionalText = nullableText.optional();
const optionalMoney = z.number().nullable().optional();

const claimFieldShape = Object.fromEntries(
    CLAIM_FIELDS.map(field => [field, isMoney(field) ? optionalMoney : optionalText])
) as Record<Exclude<ClaimField, MoneyField>, typeof optionalText> & Record<MoneyField, typeof optionalMoney>;

/**
 * A claim as the list shows it: the fields the caller's role receives and no other (a field the
 * role does not receive is absent, not null), a field without a value null.
 */
export const claimRecordSchema = z
    .object({
        id: z.number().int(),
        ...claimFieldShape,
        kind: z.enum(CLAIM_KINDS),
        ageDays: z.number().int().describe('Days since the claim was received'),
    })
    .meta({
        id: 'ClaimRecord',
        description:
            'The fields the caller receives depend on the deployment profile and the role: `x-fields-by-role` lists them, ' +
            'profile by profile and role by role; any other field is absent.',
        'x-fields-by-role': CLAIM_FIELDS_BY_ROLE,
    });
export type ClaimRecord = z.infer<typeof claimRecordSchema>;

export const claimLineSchema = z
    .object({
        lineNumber: z.number().int(),
        serviceDate: nullableText,
        code: nullableText.describe('CPT/HCPCS procedure or NDC (healthcare); item description (cargo)'),
        modifiers: z.array(z.string()),
        description: nullableText,
        quantity: z.number(),
        billed: z.number(),
        allowed: z.number().nullable(),
        paid: z.number().nullable(),
    })
    .meta({ id: 'ClaimLine' });

export const claimAdjustmentSchema = z
    .object({
        lineNumber: z.number().int().nullable().describe('null = claim level'),
        groupCode: nullableText.describe('CO, PR, OA or PI (healthcare); null for cargo'),
        reasonCode: z.string().describe('CARC, NCPDP reject or cargo adjustment reason'),
        remarkCodes: z.array(z.string()),
        amount: z.number(),
    })
    .meta({ id: 'ClaimAdjustment' });

export const claimStatusChangeSchema = z
    .object({
        status: z.string(),
        at: z.string().describe('ISO 8601, UTC'),
        note: nullableText,
        actor: nullableText,
    })
    .meta({ id: 'ClaimStatusChange' });

export const claimDocumentSchema = z
    .object({ name: z.string(), type: z.string(), receivedOn: z.string() })
    .meta({ id: 'ClaimDocument' });

export const claimDetailSchema = z
    .object({
        claim: claimRecordSchema,
        version: z
            .number()
            .int()
            .describe('Changes with every edit of the claim; an edit sends the version it was made on'),
        diagnosisCodes: z.array(z.string()),
        lines: z.array(claimLineSchema),
        adjustments: z.array(claimAdjustmentSchema),
        history: z.array(claimStatusChangeSchema).describe('Oldest first'),
        documents: z.array(claimDocumentSchema),
        balance: z
            .object({
                billed: z.number(),
                paid: z.number(),
                adjusted: z.number().describe('Sum of every adjustment'),
                difference: z.number().describe('billed − paid − adjusted; 0 when the claim balances'),
                adjudicated: z
                    .boolean()
                    .describe('Whether the payer has decided: before that, nothing is paid or adjusted yet'),
                balanced: z.boolean(),
            })
            .describe('The balancing rule: billed = paid + Σ adjustments'),
    })
    .meta({ id: 'ClaimDetail' });
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/** The value an edit may give a field, by its type; every field but the status may be emptied (null). */
const editedValue = (desk: ClaimDesk, name: ClaimField): z.ZodType => {
    const type = desk.fields.find(field => field.name === name)?.type;
    const values = fieldValues(desk, name);
    const value =
        type === 'money'
            ? amount
            : type === 'date'
              ? day
              : values
                ? closedValue(values)
                : z.string().trim().min(1).max(200);
    return name === 'status' ? value : value.nullable();
};

/**
 * An edit of a claim: the fields of the desk's `editable` list that change, and the `version` of
 * the claim the edit was made on. A status change goes to the claim's status history with `note`.
 */
export const claimUpdateInput = (desk: ClaimDesk) =>
    z
        .object({
            version: z.number().int().describe('The `version` of the claim as the editor read it'),
            note: z.string().trim().max(500).optional().describe('Kept with a status change in the history'),
            ...Object.fromEntries(desk.editable.map(name => [name, editedValue(desk, name).optional()])),
        })
        .strict()
        .meta({ examples: [{ version: 1767225600000000, status: desk.statuses[1], note: 'Survey booked' }] });
export type ClaimUpdateInput = { version: number; note?: string } & Partial<Record<ClaimField, string | number | null>>;

const bucketTotals = z.object({
    count: z.number().int(),
    amounts: z
        .array(z.object({ currency: z.string().describe('ISO 4217'), billed: z.number(), paid: z.number() }))
        .describe('Billed and paid per currency, never added across currencies; by currency code'),
});

export const claimSummarySchema = z
    .object({
        total: bucketTotals,
        buckets: z.record(z.string(), bucketTotals).describe('By status bucket; buckets without claims are left out'),
        aging: z.record(z.string(), bucketTotals).describe('By days since received: 0-30, 31-60, 61-90, 90+'),
    })
    .meta({ id: 'ClaimSummary' });
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimImportReportSchema = z
    .object({
        format: z.enum(CLAIM_IMPORT_FORMATS),
        created: z.number().int(),
        updated: z.number().int(),
        refused: z.number().int(),
        ignoredColumns: z.array(z.string()).describe('Sheet columns that name no field of the desk, left out'),
        claims: z
            .array(
                z.object({
                    reference: z
                        .string()
                        .describe("The claim number, or the provider's patient control number (835 CLP01)"),
                    position: z
                        .number()
                        .int()
                        .describe('The sheet line, or the number of the CLP segment in its 835 transaction'),
                    outcome: z.enum(['created', 'updated', 'refused']),
                    problems: z.array(z.string()).describe("Why the claim was refused, in the caller's language"),
                })
            )
            .describe('Claim by claim, refusals first; at most 2,000 (the counts cover every claim)'),
    })
    .meta({ id: 'ClaimImportReport' });
export type ClaimImportReport = z.infer<typeof claimImportReportSchema>;
