import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ImportOutcome } from '../../../common/contract/linkExcel';
import type { Database, Executor } from '../../shared/database';
import { filterKind } from '../../../common/directory/rows';
import { directoryImportLinks, directoryRows, directoryTables } from '../../db/schema';
import { recordAudit, type Origin } from '../../shared/audit';
import { layoutKey, type ColumnTarget } from '../directory';
import { orderingExpression } from '../directory';
import { analyzeTables, STATISTICS_REFRESH_ROWS } from '../../shared/plannerStatistics';
import { writeImport } from './applySlices';
import { ownerOfNewRows, type RowActor } from '../directory';
import { deleteRow, distinctColumnGroups, insertValueLines, updateRow, verifyImportedRows } from '../directory';
import { markImported, type DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import { additionsPath, planPath, type CheckResult, type PlanStep } from './importCheck';
import type { ImportJob } from './importJobs';

/** What applying a file records as the verification of the listings it adds or confirms. */
export type ImportVerification = 'roster' | 'nppes';

/**
 * Carries out a checked import: every planned addition, change and removal, and the verification
 * of the rows it adds, changes or gives unchanged — or, on any failure, a cancel, or the server
 * stopping, none of them (in one transaction on PostgreSQL, in undoable slices on the embedded
 * database: see `writeImport`).
 */

/**
 * Bytes of additions per statement (and slice): about 750 rows of a dozen columns, stored in a
 * few tens of milliseconds.
 */
const ADD_BATCH_BYTES = 256 * 1024;
/**
 * Changes and removals are written a few at a time, each a few statements (lock, check, write,
 * history), until a slice has run this long: what a request waits at most behind one.
 */
const PLAN_SLICE_MS = 100;
const PLAN_CHUNK_STEPS = 5;

/**
 * Refuses to apply a check made against other columns than the table has now: any change of its
 * columns (made unique or required, removed, retyped) moves its definition version, and the
 * file's rows were read against the old one.
 */
export const refuseRedefinedTable = async (db: Executor, checked: Pick<DirectoryTable, 'id' | 'definitionVersion'>) => {
    const [current] = await db
        .select({ definitionVersion: directoryTables.definitionVersion })
        .from(directoryTables)
        .where(eq(directoryTables.id, checked.id));
    if (current?.definitionVersion !== checked.definitionVersion)
        throw new AppError(ErrorCode.conflict, 'linkExcel.errors.columnsChanged');
};

export const applyImport = async (
    database: Pick<Database, 'db' | 'kind'>,
    job: ImportJob,
    table: DirectoryTable,
    check: CheckResult,
    actor: RowActor,
    origin: Origin,
    options: {
        /** How the rows the file adds or confirms count as verified: a roster, or the NPPES registry. */
        verification: ImportVerification;
        signal?: AbortSignal;
        onProgress?: (done: number, total: number) => void;
    }
): Promise<ImportOutcome> => {
    // Refused before anything is written when the actor may not add rows to this table.
    const owner = ownerOfNewRows(table, actor);
    const total = check.counts.add + check.counts.change + check.counts.remove;
    const counts: ImportOutcome = { added: 0, changed: 0, removed: 0 };
    const stopIfCancelled = () => {
        if (options.signal?.aborted) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.cancelled');
    };
    const progress = () => options.onProgress?.(counts.added + counts.changed + counts.removed, total);
    await writeImport(database, job.id, table, async slice => {
        // The check ran without the lock: rows written since then are found before the commit.
        await slice(tx => refuseRedefinedTable(tx, table));
        // Changes and removals first: a unique value that a removed row held is free before a
        // changed or an added row takes it.
        const plan = planChunks(planPath(job))[Symbol.asyncIterator]();
        let chunk = await plan.next();
        while (!chunk.done) {
            stopIfCancelled();
            await slice(async (tx, undo) => {
                const started = performance.now();
                do {
                    const steps = chunk.value as PlanStep[];
                    await undo.keepBefore(steps.map(step => step.id));
                    // The rows the file confirms, at the version they have once it is applied.
                    const confirmed: { id: number; version: number }[] = [];
                    for (const step of steps) {
                        if (step.op === 'update') {
                            const edit = { version: step.version, values: step.values };
                            const row = await updateRow(tx, actor, origin, table, step.id, edit, { source: 'import' });
                            confirmed.push({ id: row.id, version: row.version });
                            counts.changed += 1;
                        } else if (step.op === 'confirm') {
                            confirmed.push({ id: step.id, version: step.version });
                        } else {
                            await deleteRow(tx, actor, origin, table, step.id, step.version, { source: 'import' });
                            counts.removed += 1;
                        }
                    }
                    await verifyImportedRows(tx, actor, table, confirmed, options.verification);
                    chunk = await plan.next();
                } while (!chunk.done && performance.now() - started < PLAN_SLICE_MS);
            });
            progress();
        }
        // Additions in batches, the next one read while the database stores the one before.
        let storing: Promise<void> = Promise.resolve();
        for await (const batch of lineBatches(additionsPath(job))) {
            await storing;
            stopIfCancelled();
            storing = slice(tx => insertValueLines(tx, table, batch, actor.id, owner, options.verification)).then(
                () => {
                    counts.added += lineCount(batch);
                    progress();
                }
            );
            // Its failure is met at the next `await storing`; until then it is not an unhandled rejection.
            storing.catch(() => undefined);
        }
        await storing;
        stopIfCancelled();
        await slice(
            async tx => {
                await refuseRedefinedTable(tx, table);
                await refuseCollisions(tx, table);
                options.onProgress?.(total, total);
                stopIfCancelled();
                await markImported(tx, table.id);
                await recordAudit(tx, origin, {
                    action: 'directory.import',
                    outcome: 'success',
                    actor,
                    targetType: 'directoryTable',
                    targetId: table.id,
                    reason: importReason(job, check, counts),
                });
            },
            { last: true }
        );
    });
    return counts;
};

/**
 * After an apply that added or removed many rows, brings the planner's statistics of the
 * directory rows up to date: a check looks the table's rows up by key in the column indexes, and
 * a re-check right after adding 100,000 rows took 2 s per 1,000 file rows instead of 2 ms with
 * statistics of the empty table.
 */
export const refreshStatistics = async (database: Pick<Database, 'db' | 'kind'>, outcome: ImportOutcome) => {
    if (outcome.added + outcome.removed >= STATISTICS_REFRESH_ROWS) await analyzeTables(database, ['directory_rows']);
};

/** The planned changes and removals, read as they are needed, PLAN_CHUNK_STEPS at a time. */
async function* planChunks(file: string): AsyncGenerator<PlanStep[]> {
    let steps: PlanStep[] = [];
    for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
        steps.push(JSON.parse(line) as PlanStep);
        if (steps.length >= PLAN_CHUNK_STEPS) {
            yield steps;
            steps = [];
        }
    }
    if (steps.length > 0) yield steps;
}

/**
 * A file of lines in pieces of whole lines, about `ADD_BATCH_BYTES` each (a few thousand rows),
 * each without its last line end.
 */
async function* lineBatches(file: string): AsyncGenerator<string> {
    let rest = '';
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: ADD_BATCH_BYTES })) {
        const text = rest + (chunk as string);
        const end = text.lastIndexOf('\n');
        rest = text.slice(end + 1);
        if (end > 0) yield text.slice(0, end);
    }
    if (rest !== '') yield rest;
}

const lineCount = (lines: string) => {
    let count = 1;
    for (let at = lines.indexOf('\n'); at !== -1; at = lines.indexOf('\n', at + 1)) count += 1;
    return count;
};

/**
 * Refuses the whole import when two live rows now share a key or a unique value: the file was
 * checked against the table as it was, and a row written since (by hand, by another import)
 * holds a value the import adds. Every check is one grouped query, not one per imported row.
 */
const refuseCollisions = async (tx: Executor, table: DirectoryTable) => {
    for (const columns of distinctColumnGroups(table)) {
        const compared = columns.map(column =>
            // Lists compare as stored; the rest as the duplicate check of a single row compares them.
            filterKind(column) === 'overlaps' ? sql`("values"->${column.name})` : orderingExpression(column)
        );
        const [collision] = await tx
            .select({ found: sql<number>`1` })
            .from(directoryRows)
            .where(
                and(
                    eq(directoryRows.tableId, table.id),
                    isNull(directoryRows.deletedAt),
                    // A missing or empty value is never a duplicate.
                    ...columns.map(column => sql`jsonb_typeof("values"->${column.name}) <> 'null'`)
                )
            )
            .groupBy(...compared)
            .having(sql`count(*) > 1`)
            .limit(1);
        if (collision) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.tableChanged');
    }
};

/** What the audit trail keeps of an import: the file, how it was applied and what it did. */
export const importReason = (job: ImportJob, check: CheckResult, counts?: ImportOutcome, failure?: string) =>
    JSON.stringify({
        file: job.fileName,
        size: job.size,
        sha256: job.sha256,
        sheet: check.settings.sheet || undefined,
        mode: check.settings.mode,
        ...(counts ?? {}),
        unchanged: check.counts.unchanged,
        conflicts: check.counts.conflict,
        ...(failure ? { failure } : {}),
    });

/** The mapping saved for this table and file layout, if any. */
export const findLink = async (
    db: Executor,
    tableId: string,
    headers: readonly string[]
): Promise<ColumnTarget[] | undefined> => {
    const [link] = await db
        .select({ mapping: directoryImportLinks.mapping })
        .from(directoryImportLinks)
        .where(and(eq(directoryImportLinks.tableId, tableId), eq(directoryImportLinks.layout, layoutKey(headers))));
    return link?.mapping as ColumnTarget[] | undefined;
};

/** Remembers the mapping for this table and file layout (the "link"). */
export const saveLink = async (
    db: Executor,
    tableId: string,
    headers: readonly string[],
    mapping: readonly ColumnTarget[],
    actorId: string
) => {
    const row = { tableId, layout: layoutKey(headers), headers, mapping, updatedBy: actorId };
    await db
        .insert(directoryImportLinks)
        .values(row)
        .onConflictDoUpdate({
            target: [directoryImportLinks.tableId, directoryImportLinks.layout],
            set: { headers, mapping, updatedBy: actorId, updatedAt: sql`now()` },
        });
};
