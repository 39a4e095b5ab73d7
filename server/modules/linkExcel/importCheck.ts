import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NORMALISATION_KINDS, type ImportMode } from '../../../common/vocabularies/linkExcel';
import type {
    ImportCheck,
    ImportFieldChange,
    ImportNormalisation,
    ImportRowError,
    ImportSettingsOutput,
} from '../../../common/contract/linkExcel';
import type { ColumnDefinition } from '../../../common/directory/columns';
import type { CellValue, RowValues } from '../../../common/directory/values';
import type { MessageKey } from '../../../i18n/types';
import type { Executor } from '../../shared/database';
import { directoryRows } from '../../db/schema';
import { IDENTITY_TARGET, normaliseHeader } from '../directory';
import { mayHoldOneOf } from '../directory';
import { rowBatches } from '../directory';
import type { DirectoryTable } from '../directory';
import { AppError, ErrorCode, type MessageParam } from '../../shared/errors';
import { importCell, type CellProblem, type Normalisation } from './importCells';
import { uploadPath, type ImportJob } from './importJobs';
import { FirstLines, RowIdSet } from './importMemory';
import { readRows, type RawCell, type SheetRow } from './spreadsheetReader';

/**
 * The dry run of an import: every row of the file read against the table's column types and
 * compared with the table, before anything changes. It writes what it found next to the upload
 * — the refused rows (for the error report), the plan of changes and removals, and the values
 * of the rows to add (for the apply) — and keeps a summary with samples for the screen.
 */

/** The settings of the link, for the table the job is checked against. */
export type ImportSettings = Omit<ImportSettingsOutput, 'tableId'>;

/** One refused cell (or row, when `column` is null), before its message is translated. */
export type RowProblem = Omit<ImportRowError['problems'][number], 'message'> & CellProblem;
export type RowError = Omit<ImportRowError, 'problems'> & { problems: RowProblem[] };
/** A row the import removes, with its values: the summary the screen shows is made from them per request. */
export type RowRemoval = Omit<ImportCheck['removals'][number], 'row'> & { values: RowValues };
/** Labels are added when the check is shown, in the caller's language. */
export type NormalisationSummary = Omit<ImportNormalisation, 'label'>;

/**
 * The check as the server keeps it: the contract's answer with column names instead of labels,
 * problems not yet translated, and the removed rows' values (the apply needs them).
 */
export interface CheckResult extends Pick<
    ImportCheck,
    'tableId' | 'headers' | 'rows' | 'errorRows' | 'counts' | 'changes' | 'conflicts'
> {
    settings: ImportSettings;
    errors: RowError[];
    normalisations: NormalisationSummary[];
    removals: RowRemoval[];
}

/**
 * A change or a removal the apply carries out, or a row the file gives as it is, which the apply
 * records as verified (additions have their own file, see `additionsPath`).
 */
export type PlanStep =
    | { op: 'update'; id: number; version: number; values: RowValues }
    | { op: 'remove'; id: number; version: number }
    | { op: 'confirm'; id: number; version: number };

/** What the check's files may hold in memory before it waits for the disk. */
const WRITE_BUFFER = 1024 * 1024;
const ERRORS_SHOWN = 100;
const CHANGES_SHOWN = 20;
const CONFLICTS_SHOWN = 50;
const EXAMPLES_SHOWN = 3;

export const errorsPath = (job: Pick<ImportJob, 'folder'>) => path.join(job.folder, 'errors.jsonl');
export const planPath = (job: Pick<ImportJob, 'folder'>) => path.join(job.folder, 'plan.jsonl');
/**
 * The values of each row to add, one JSON object a line, as the database takes them: the apply
 * hands batches of lines to one statement each without parsing them again.
 */
export const additionsPath = (job: Pick<ImportJob, 'folder'>) => path.join(job.folder, 'additions.jsonl');

/** A cell as text, the way the file shows it (for previews and the error report). */
export const cellText = (cell: RawCell | undefined): string => {
    if (cell === null || cell === undefined) return '';
    if (cell instanceof Date) {
        const iso = cell.toISOString();
        return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
    }
    if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
    if (typeof cell === 'object') return 'formula' in cell ? `=${cell.formula}` : cell.error;
    return String(cell);
};

/**
 * Text no column name looks like but values often do: a number or a date written out — digits
 * with only separators between them (NPIs, ZIP and ZIP+4 codes, 2024-01-31, 3/31/2024, 12.5).
 */
const VALUE_LIKE = /^[-+]?\d[\d.,/\s-]*$/;

/**
 * The header row: text cells. A first row of numbers or dates — or, since CSV cells are all
 * text, of text shaped like a code or a date — means the sheet has no header, which is refused
 * rather than guessed at.
 */
export const headerOf = (row: SheetRow | undefined): string[] => {
    if (!row) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.noRows');
    const value = row.cells.find(cell => cell !== null && (typeof cell !== 'string' || VALUE_LIKE.test(cell.trim())));
    if (value !== undefined)
        throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.noHeader', { value: cellText(value) });
    return row.cells.map(cell => cellText(cell).trim());
};

/** A mapping that does not fit: a 400 naming the `mapping` setting. */
const mappingRefusal = (key: MessageKey, params: Record<string, MessageParam> = {}) =>
    new AppError(ErrorCode.invalidInput, key, params, { field: 'mapping' });

/** Refuses a mapping that does not fit the file and the table, naming the problem. */
export const checkMapping = (table: DirectoryTable, headers: readonly string[], settings: ImportSettings) => {
    const { mapping, mode } = settings;
    if (mapping.length !== headers.length) {
        throw mappingRefusal('linkExcel.mapping.length', { expected: headers.length, given: mapping.length });
    }
    const targets = new Set<string>();
    const identities: string[] = Object.values(IDENTITY_TARGET);
    mapping.forEach((target, index) => {
        if (target === null) return;
        if (!identities.includes(target) && !table.columns.some(column => column.name === target)) {
            throw mappingRefusal('linkExcel.mapping.unknownColumn', { column: target });
        }
        if (targets.has(target)) throw mappingRefusal('linkExcel.mapping.twice', { header: headers[index] ?? '' });
        targets.add(target);
    });
    const duplicate = headers.find(
        (header, index) =>
            mapping[index] !== null &&
            headers.some(
                (other, at) => at < index && mapping[at] !== null && normaliseHeader(other) === normaliseHeader(header)
            )
    );
    if (duplicate !== undefined) throw mappingRefusal('linkExcel.file.duplicateHeader', { header: duplicate });
    if (![...targets].some(target => !identities.includes(target))) throw mappingRefusal('linkExcel.mapping.empty');
    const byIdentity = targets.has(IDENTITY_TARGET.id);
    if (mode !== 'append' && !byIdentity) {
        const keyColumns = table.columns.filter(column => column.key);
        if (keyColumns.length === 0) throw mappingRefusal('linkExcel.mapping.noKey');
        const missingKey = keyColumns.find(column => !targets.has(column.name));
        if (missingKey)
            throw mappingRefusal('linkExcel.mapping.keyMissing', { column: { localized: missingKey.label } });
    }
};

interface ExistingRow {
    id: number;
    version: number;
    values: RowValues;
}

/**
 * File rows whose table rows are looked up together: a few queries per this many rows, and only
 * their matches in memory, never the whole table (a re-import into a table of a million rows
 * holds no more than an import into an empty one).
 */
const LOOKUP_BATCH = 1000;

/** The table's rows that a batch of file rows may be about, found by id, by key and by unique value. */
interface RowLookup {
    byId: Map<number, ExistingRow>;
    byKey: Map<string, ExistingRow>;
    /** Per unique column, the row holding each value (as JSON). */
    uniqueOwners: Map<string, Map<string, number>>;
}

/**
 * The live rows of `table` that the file rows `read` name by id, or whose key or unique value
 * they share: the first key column is looked up in its index and the whole key compared here.
 */
const lookUpRows = async (
    db: Executor,
    table: DirectoryTable,
    keyColumns: readonly ColumnDefinition[],
    uniqueColumns: readonly ColumnDefinition[],
    read: readonly { values: RowValues; identity: { id?: number } }[]
): Promise<RowLookup> => {
    const lookup: RowLookup = {
        byId: new Map(),
        byKey: new Map(),
        uniqueOwners: new Map(uniqueColumns.map(column => [column.name, new Map()])),
    };
    const valuesOf = (column: ColumnDefinition) =>
        read.flatMap(({ values }) =>
            values[column.name] === null || values[column.name] === undefined ? [] : [values[column.name]!]
        );
    const ids = read.flatMap(({ identity }) => (identity.id === undefined ? [] : [identity.id]));
    const searched = [
        ...(ids.length > 0 ? [inArray(directoryRows.id, ids)] : []),
        ...[...keyColumns.slice(0, 1), ...uniqueColumns.filter(column => !column.key)].flatMap(column => {
            const values = valuesOf(column);
            return values.length > 0 ? [mayHoldOneOf(column, values)] : [];
        }),
    ];
    for (const condition of searched) {
        const rows = await db
            .select({ id: directoryRows.id, version: directoryRows.version, values: directoryRows.values })
            .from(directoryRows)
            .where(and(eq(directoryRows.tableId, table.id), isNull(directoryRows.deletedAt), condition));
        for (const row of rows) {
            const existing: ExistingRow = { id: Number(row.id), version: row.version, values: row.values as RowValues };
            lookup.byId.set(existing.id, existing);
            if (keyColumns.length > 0) lookup.byKey.set(keyOf(keyColumns, existing.values), existing);
            for (const column of uniqueColumns) {
                const value = existing.values[column.name];
                if (value !== null && value !== undefined)
                    lookup.uniqueOwners.get(column.name)!.set(JSON.stringify(value), existing.id);
            }
        }
    }
    return lookup;
};

/** A removal mark that says yes. */
const YES = /^(y|yes|true|1)$/i;

const keyOf = (columns: readonly ColumnDefinition[], values: RowValues) =>
    JSON.stringify(columns.map(column => values[column.name] ?? null));
const same = (left: CellValue | undefined, right: CellValue | undefined) =>
    JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * Runs the dry run of `job` against `table`. `signal` stops it; `onProgress` hears the bytes
 * read. Nothing in the database changes.
 */
export const checkImport = async (
    db: Executor,
    job: ImportJob,
    table: DirectoryTable,
    settings: ImportSettings,
    options: { signal?: AbortSignal; onProgress?: (bytesRead: number) => void } = {}
): Promise<CheckResult> => {
    const columns = new Map(table.columns.map(column => [column.name, column]));
    const keyColumns = table.columns.filter(column => column.key);
    const uniqueColumns = table.columns.filter(column => column.unique);

    /** The table rows the file has matched so far: one row matched twice is refused. */
    const matchedIds = new RowIdSet();

    const result: CheckResult = {
        tableId: table.id,
        settings,
        headers: [],
        rows: 0,
        errorRows: 0,
        errors: [],
        normalisations: [],
        counts: { add: 0, change: 0, unchanged: 0, remove: 0, conflict: 0 },
        changes: [],
        removals: [],
        conflicts: [],
    };
    const normalised = new Map<Normalisation, NormalisationSummary>();
    /** The file's keys and unique values so far, each with its first line: a second one is refused. */
    const keysSeen = new FirstLines();
    const uniqueSeen = new Map(uniqueColumns.map(column => [column.name, new FirstLines()]));
    const errorsFile = createWriteStream(errorsPath(job), { highWaterMark: WRITE_BUFFER });
    const planFile = createWriteStream(planPath(job), { highWaterMark: WRITE_BUFFER });
    const additionsFile = createWriteStream(additionsPath(job), { highWaterMark: WRITE_BUFFER });
    const files = [errorsFile, planFile, additionsFile];
    let header: string[] | undefined;
    let mapped: { index: number; target: string }[] = [];
    const mappedColumns = new Set(settings.mapping.filter((target): target is string => target !== null));
    const unmappedRequired = table.columns.filter(
        column => (column.required || column.key) && !mappedColumns.has(column.name)
    );

    /** A file row's cells against the column types: its values, identity, problems and normalisations. */
    const readRow = (row: SheetRow) => {
        const problems: RowProblem[] = [];
        const values: RowValues = {};
        let identity: { id?: number; version?: number; remove?: boolean } = {};
        const notes: { kind: Normalisation; column: ColumnDefinition; cell: RawCell; value: CellValue }[] = [];
        for (const { index, target } of mapped) {
            const cell = row.cells[index] ?? null;
            if (target === IDENTITY_TARGET.remove) {
                identity = { ...identity, remove: YES.test(cellText(cell).trim()) };
                continue;
            }
            if (target === IDENTITY_TARGET.id || target === IDENTITY_TARGET.version) {
                const number = Number(cellText(cell));
                if (cellText(cell) === '') continue;
                if (!Number.isSafeInteger(number) || number <= 0) {
                    problems.push({ column: null, value: cellText(cell), key: 'linkExcel.problems.identity' });
                } else identity = { ...identity, [target === IDENTITY_TARGET.id ? 'id' : 'version']: number };
                continue;
            }
            const column = columns.get(target)!;
            const imported = importCell(column, cell);
            if (imported.problem) {
                problems.push({ column: target, value: cellText(cell), ...imported.problem });
                continue;
            }
            values[target] = imported.value;
            if (imported.normalised) notes.push({ kind: imported.normalised, column, cell, value: imported.value });
        }
        return { row, problems, values, identity, notes };
    };

    /** One file row against the table's rows it may be about (`existing`), in file order. */
    const checkRow = ({ row, problems, values, identity, notes }: ReturnType<typeof readRow>, existing: RowLookup) => {
        if (identity.id === undefined || !existing.byId.has(identity.id)) {
            // A new row must give every required column.
            for (const column of unmappedRequired)
                problems.push({ column: column.name, value: '', key: 'directory.value.required' });
        }
        // The row's key, once its values are known good.
        const key = problems.length === 0 && keyColumns.length > 0 ? keyOf(keyColumns, values) : undefined;
        if (key !== undefined) {
            const first = keysSeen.firstOr(key, row.line);
            if (first !== undefined)
                problems.push({
                    column: keyColumns[0]!.name,
                    value: String(values[keyColumns[0]!.name]),
                    key: 'linkExcel.problems.duplicateKey',
                    params: { line: first },
                });
        }
        if (problems.length > 0) {
            recordError(result, errorsFile, row, problems);
            return;
        }
        // What was normalised counts for the rows that are kept.
        for (const note of notes)
            noteNormalisation(normalised, note.kind, row.line, note.column, note.cell, note.value);

        const target =
            identity.id !== undefined
                ? existing.byId.get(identity.id)
                : key !== undefined
                  ? existing.byKey.get(key)
                  : undefined;
        const uniqueClash = uniqueProblem(
            uniqueColumns,
            values,
            target?.id,
            existing.uniqueOwners,
            uniqueSeen,
            row.line,
            settings.mode
        );
        if (uniqueClash) {
            recordError(result, errorsFile, row, [uniqueClash]);
            return;
        }
        if (identity.remove && !target) {
            // Already gone: nothing to remove.
            result.counts.unchanged += 1;
            return;
        }
        if (identity.id !== undefined && !target) {
            result.counts.conflict += 1;
            if (result.conflicts.length < CONFLICTS_SHOWN)
                result.conflicts.push({ line: row.line, id: identity.id, gone: true, fields: [] });
            return;
        }
        if (!target || (settings.mode === 'append' && identity.id === undefined)) {
            if (target) {
                recordError(result, errorsFile, row, [
                    {
                        column: keyColumns[0]!.name,
                        value: String(values[keyColumns[0]!.name]),
                        key: 'linkExcel.problems.keyExists',
                        params: { id: target.id },
                    },
                ]);
                return;
            }
            result.counts.add += 1;
            additionsFile.write(`${JSON.stringify(values)}\n`);
            return;
        }
        if (matchedIds.has(target.id)) {
            recordError(result, errorsFile, row, [
                { column: null, value: '', key: 'linkExcel.problems.sameRowTwice', params: { id: target.id } },
            ]);
            return;
        }
        matchedIds.add(target.id);
        if (identity.remove) {
            planRemoval(result, planFile, target, row.line);
            return;
        }
        const fields: ImportFieldChange[] = Object.entries(values)
            .filter(([name, value]) => !same(target.values[name], value))
            .map(([name, value]) => ({ column: name, before: target.values[name] ?? null, after: value }));
        if (fields.length === 0) {
            result.counts.unchanged += 1;
            write(planFile, { op: 'confirm', id: target.id, version: target.version });
            return;
        }
        if (identity.version !== undefined && identity.version !== target.version) {
            result.counts.conflict += 1;
            if (result.conflicts.length < CONFLICTS_SHOWN) {
                result.conflicts.push({
                    line: row.line,
                    id: target.id,
                    gone: false,
                    fields: fields.map(field => ({
                        column: field.column,
                        file: field.after,
                        portal: field.before,
                    })),
                });
            }
            return;
        }
        result.counts.change += 1;
        if (result.changes.length < CHANGES_SHOWN) result.changes.push({ line: row.line, id: target.id, fields });
        write(planFile, {
            op: 'update',
            id: target.id,
            version: target.version,
            values: Object.fromEntries(fields.map(field => [field.column, field.after])),
        });
    };

    const checkBatch = async (rows: SheetRow[]) => {
        const read = rows.map(readRow);
        const existing = await lookUpRows(db, table, keyColumns, uniqueColumns, read);
        for (const fileRow of read) checkRow(fileRow, existing);
    };

    try {
        let batch: SheetRow[] = [];
        for await (const row of readRows(uploadPath(job), job.format, settings.sheet, options.onProgress)) {
            if (options.signal?.aborted) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.cancelled');
            // The files are written no faster than the disk takes them, so they never pile up in memory.
            for (const file of files) if (file.writableNeedDrain) await once(file, 'drain');
            if (!header) {
                header = headerOf(row);
                result.headers = header;
                checkMapping(table, header, settings);
                mapped = settings.mapping.flatMap((target, index) => (target === null ? [] : [{ index, target }]));
                continue;
            }
            result.rows += 1;
            batch.push(row);
            if (batch.length < LOOKUP_BATCH) continue;
            await checkBatch(batch);
            batch = [];
        }
        await checkBatch(batch);
        if (!header) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.noRows');
        if (settings.mode === 'replace') {
            for await (const rows of rowBatches(db, table)) {
                for (const row of rows) if (!matchedIds.has(row.id)) planRemoval(result, planFile, row, null);
            }
        }
    } finally {
        await Promise.all(files.map(closed));
    }
    result.normalisations = NORMALISATION_KINDS.flatMap(kind => normalised.get(kind) ?? []);
    return result;
};

const write = (file: WriteStream, step: PlanStep) => file.write(`${JSON.stringify(step)}\n`);

const planRemoval = (result: CheckResult, file: WriteStream, row: ExistingRow, line: number | null) => {
    result.counts.remove += 1;
    if (result.removals.length < CHANGES_SHOWN) result.removals.push({ line, id: row.id, values: row.values });
    write(file, { op: 'remove', id: row.id, version: row.version });
};
const closed = (file: WriteStream) => new Promise<void>(resolve => file.end(resolve));

/** The refused rows: all in the report file, the first ones in the summary. */
const recordError = (result: CheckResult, file: WriteStream, row: SheetRow, problems: RowProblem[]) => {
    result.errorRows += 1;
    if (result.errors.length < ERRORS_SHOWN) result.errors.push({ line: row.line, problems });
    file.write(`${JSON.stringify({ line: row.line, cells: row.cells.map(cellText), problems })}\n`);
};

const noteNormalisation = (
    summaries: Map<Normalisation, NormalisationSummary>,
    kind: Normalisation,
    line: number,
    column: ColumnDefinition,
    cell: RawCell,
    value: CellValue
) => {
    const summary = summaries.get(kind) ?? { kind, count: 0, examples: [] };
    summaries.set(kind, summary);
    summary.count += 1;
    if (summary.examples.length < EXAMPLES_SHOWN) {
        summary.examples.push({
            line,
            column: column.name,
            before: cellText(cell),
            after: Array.isArray(value) ? value.join(', ') : String(value),
        });
    }
};

/**
 * A unique column's value already held by another row of the table (one this import does not
 * replace) or by an earlier row of the file.
 */
const uniqueProblem = (
    columns: readonly ColumnDefinition[],
    values: RowValues,
    ownId: number | undefined,
    owners: Map<string, Map<string, number>>,
    seen: Map<string, FirstLines>,
    line: number,
    mode: ImportMode
): RowProblem | undefined => {
    for (const column of columns) {
        const value = values[column.name];
        if (value === null || value === undefined || column.key) continue;
        const text = JSON.stringify(value);
        const earlier = seen.get(column.name)!.firstOr(text, line);
        if (earlier !== undefined)
            return {
                column: column.name,
                value: String(value),
                key: 'linkExcel.problems.duplicateValue',
                params: { line: earlier },
            };
        const owner = owners.get(column.name)!.get(text);
        if (owner !== undefined && owner !== ownId && mode !== 'replace') {
            return {
                column: column.name,
                value: String(value),
                key: 'linkExcel.problems.valueTaken',
                params: { id: owner },
            };
        }
    }
    return undefined;
};
