import type { ImportOutcome } from '../../../common/contract/linkExcel';
import type { Database, Db } from '../../shared/database';
import { recordAudit, type Actor, type Origin } from '../../shared/audit';
import type { RowActor } from '../directory';
import type { DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import { applyImport, importReason, refreshStatistics, saveLink } from './importApply';
import { checkImport, type CheckResult, type ImportSettings } from './importCheck';
import type { ImportJob, ImportJobs, StoredMessage } from './importJobs';

/**
 * The dry run and the apply of an upload run in the background of the request that starts them;
 * the screen follows their progress and can cancel them. Only one runs per upload at a time, and
 * one of all uploads' per server (the others wait their turn, see `ImportJobs.inTurn`).
 */

export type LinkJob = ImportJob<CheckedImport, ImportOutcome> & {
    /** The portal's own comparison with the NPPES registry rather than a roster a user uploaded. */
    nppesRefresh?: boolean;
};
/** The check and the table as it was checked against (labels for the screen, no query per poll). */
export interface CheckedImport extends CheckResult {
    table: DirectoryTable;
}

const messageOf = (error: unknown): StoredMessage =>
    error instanceof AppError ? { key: error.messageKey, params: error.params } : { key: 'server.internal' };

const refuseBusy = (job: LinkJob) => {
    if (job.abort) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.busy');
    if (job.state === 'applied' || job.state === 'cancelled')
        throw new AppError(ErrorCode.notFound, 'linkExcel.errors.noUpload');
};

/** A run in the background: its promise (for tests and shutdown) and its abort switch. */
const run = (job: LinkJob, work: (signal: AbortSignal) => Promise<void>) => {
    const abort = new AbortController();
    job.abort = abort;
    job.failure = undefined;
    job.running = work(abort.signal).finally(() => {
        job.abort = undefined;
    });
    return job.running;
};

export const startCheck = (
    db: Db,
    jobs: ImportJobs,
    job: LinkJob,
    table: DirectoryTable,
    settings: ImportSettings,
    actor: Actor,
    /** A file the portal made itself (the NPI registry refresh) has no layout worth remembering. */
    options: { saveLink: boolean } = { saveLink: true }
) => {
    refuseBusy(job);
    job.state = 'checking';
    job.check = undefined;
    job.progress = { done: 0, total: job.size };
    return run(job, async signal => {
        try {
            const check = await jobs.inTurn(job, signal, () =>
                checkImport(db, job, table, settings, {
                    signal,
                    onProgress: bytes => (job.progress = { done: bytes, total: job.size }),
                })
            );
            if (options.saveLink) await saveLink(db, table.id, check.headers, settings.mapping, actor.id);
            job.check = { ...check, table };
            job.progress = { done: job.size, total: job.size };
            job.state = 'checked';
        } catch (error) {
            job.failure = messageOf(error);
            job.state = 'uploaded';
        }
    });
};

export const startApply = (
    database: Pick<Database, 'db' | 'kind'>,
    jobs: ImportJobs,
    job: LinkJob,
    actor: RowActor,
    origin: Origin
) => {
    const { db } = database;
    refuseBusy(job);
    const check = job.check;
    if (job.state !== 'checked' || !check) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.notChecked');
    if (check.errorRows > 0) throw new AppError(ErrorCode.conflict, 'linkExcel.errors.hasErrors');
    job.state = 'applying';
    job.progress = { done: 0, total: check.counts.add + check.counts.change + check.counts.remove };
    return run(job, async signal => {
        try {
            job.outcome = await jobs.inTurn(job, signal, () =>
                applyImport(database, job, check.table, check, actor, origin, {
                    verification: job.nppesRefresh ? 'nppes' : 'roster',
                    signal,
                    onProgress: (done, total) => (job.progress = { done, total }),
                })
            );
            await jobs.finish(job, 'applied');
        } catch (error) {
            job.failure = messageOf(error);
            const cancelled = signal.aborted;
            await recordAudit(db, origin, {
                action: 'directory.import',
                outcome: 'failure',
                actor,
                targetType: 'directoryTable',
                targetId: check.table.id,
                reason: importReason(job, check, undefined, cancelled ? 'cancelled' : job.failure.key),
            });
            await jobs.finish(job, cancelled ? 'cancelled' : 'failed');
            return;
        }
        // Once the job is applied, so that a cancel meanwhile is refused as too late rather than
        // reported as done; statistics that cannot be refreshed now are refreshed by the next
        // large apply (or autovacuum).
        await refreshStatistics(database, job.outcome).catch(() => undefined);
    });
};

/**
 * Stops what runs (a check ends, an apply is taken back) or drops an upload that waits for its
 * apply; the job ends as cancelled once its run has stopped.
 */
export const cancelJob = async (jobs: ImportJobs, job: LinkJob) => {
    if (job.state === 'applied') throw new AppError(ErrorCode.conflict, 'linkExcel.errors.applied');
    if (job.abort) {
        job.abort.abort();
        await job.running;
    }
    await jobs.finish(job, 'cancelled');
};
