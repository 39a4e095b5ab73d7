import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportState } from '../../../common/vocabularies/linkExcel';
import { AppError, ErrorCode, type MessageParam } from '../../shared/errors';
import { detectFormat, listSheets, type SpreadsheetFormat } from './spreadsheetReader';

/**
 * Uploaded spreadsheets and what is being done with them. The file goes to disk as it arrives
 * (hashed on the way, never held in memory), then is checked, shown as a diff, and applied or
 * dropped. A job belongs to the user who uploaded it and lives in the server that received it;
 * its files are removed when it ends or after a day.
 */

/** Largest file accepted. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** Unfinished uploads are dropped after this long. */
const JOB_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A refusal kept for later: a catalog key and its parameters, translated when shown. */
export interface StoredMessage {
    key: string;
    params?: Record<string, MessageParam>;
}

export interface ImportJob<Check = unknown, Outcome = unknown> {
    id: string;
    ownerId: string;
    fileName: string;
    size: number;
    sha256: string;
    folder: string;
    format: SpreadsheetFormat;
    sheets: string[];
    state: ImportState;
    /** How far the running step is, in its own units (bytes read, changes written). */
    progress: { done: number; total: number };
    /** The running step waits for another upload's check or apply on this server to end. */
    waiting: boolean;
    check?: Check;
    outcome?: Outcome;
    failure?: StoredMessage;
    /** Aborts the running step; an apply rolls back. */
    abort?: AbortController;
    /** The running (or last) step, settled when it has stopped. */
    running?: Promise<void>;
    touchedAt: number;
}

export const uploadPath = (job: Pick<ImportJob, 'folder'>) => path.join(job.folder, 'upload');

export type ImportJobs = ReturnType<typeof createImportJobs>;

export const createImportJobs = (baseFolder: string) => {
    const jobs = new Map<string, ImportJob>();

    /** Stores an upload as it streams in and recognises it; a refused file leaves nothing behind. */
    const receive = async (
        ownerId: string,
        fileName: string,
        source: Readable & { truncated?: boolean }
    ): Promise<ImportJob> => {
        await sweep();
        const id = randomUUID();
        const folder = path.join(baseFolder, id);
        await mkdir(folder, { recursive: true });
        try {
            const { size, sha256 } = await storeFile(source, path.join(folder, 'upload'));
            const format = await detectFormat(path.join(folder, 'upload'));
            const sheets = await listSheets(path.join(folder, 'upload'), format);
            const job: ImportJob = {
                id,
                ownerId,
                fileName: path.basename(fileName).slice(0, 255) || 'upload',
                size,
                sha256,
                folder,
                format,
                sheets,
                state: 'uploaded',
                progress: { done: 0, total: 0 },
                waiting: false,
                touchedAt: Date.now(),
            };
            jobs.set(id, job);
            return job;
        } catch (error) {
            await rm(folder, { recursive: true, force: true });
            throw error;
        }
    };

    /** The caller's own job; someone else's is as unknown as a missing one. */
    const get = <Check, Outcome>(id: string, ownerId: string): ImportJob<Check, Outcome> => {
        const job = jobs.get(id);
        if (!job || job.ownerId !== ownerId) throw new AppError(ErrorCode.notFound, 'linkExcel.errors.noUpload');
        job.touchedAt = Date.now();
        return job as ImportJob<Check, Outcome>;
    };

    /** Ends a job: its files go; it stays known (state and counts) until swept. */
    const finish = async (job: ImportJob, state: ImportState) => {
        job.state = state;
        job.abort = undefined;
        if (state === 'applied' || state === 'cancelled') await rm(job.folder, { recursive: true, force: true });
    };

    /** Drops jobs untouched for a day, and folders left by an earlier run of the server. */
    const sweep = async () => {
        const now = Date.now();
        for (const [id, job] of jobs) {
            if (now - job.touchedAt > JOB_LIFETIME_MS && !job.abort) {
                jobs.delete(id);
                await rm(job.folder, { recursive: true, force: true });
            }
        }
        const folders = await readdir(baseFolder).catch(() => [] as string[]);
        for (const name of folders) {
            if (jobs.has(name)) continue;
            const info = await stat(path.join(baseFolder, name)).catch(() => undefined);
            if (info && now - info.mtimeMs > JOB_LIFETIME_MS)
                await rm(path.join(baseFolder, name), { recursive: true, force: true });
        }
    };

    /**
     * One check or apply at a time on this server, the others waiting in the order they were
     * started (docs/decisions/027-one-import-at-a-time.md): what they hold in memory is
     * then bounded per server, not per upload. A cancel while waiting ends the wait with the
     * cancel's refusal.
     */
    let turnTaken = false;
    const waitingTurns: (() => void)[] = [];
    const inTurn = async <T>(job: ImportJob, signal: AbortSignal, step: () => Promise<T>): Promise<T> => {
        const cancelled = () => new AppError(ErrorCode.conflict, 'linkExcel.errors.cancelled');
        if (signal.aborted) throw cancelled();
        if (turnTaken) {
            job.waiting = true;
            try {
                await new Promise<void>((resolve, reject) => {
                    const start = () => {
                        signal.removeEventListener('abort', stop);
                        resolve();
                    };
                    const stop = () => {
                        waitingTurns.splice(waitingTurns.indexOf(start), 1);
                        reject(cancelled());
                    };
                    waitingTurns.push(start);
                    signal.addEventListener('abort', stop, { once: true });
                });
            } finally {
                job.waiting = false;
            }
        }
        // Taken here, or handed over (still taken) by the step that ended before.
        turnTaken = true;
        try {
            return await step();
        } finally {
            const next = waitingTurns.shift();
            if (next) next();
            else turnTaken = false;
        }
    };

    /** Checks and applies running now (each holds its abort switch while it runs). */
    const running = () => [...jobs.values()].filter(job => job.abort).length;

    return { receive, get, finish, sweep, inTurn, running };
};

/** Writes the stream to `target`, counting and hashing it on the way. */
export const storeFile = async (source: Readable & { truncated?: boolean }, target: string) => {
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            size += chunk.length;
            callback(null, chunk);
        },
    });
    const tooLarge = new AppError(ErrorCode.invalidInput, 'linkExcel.file.tooLarge', {
        max: UPLOAD_MAX_BYTES / 1024 / 1024,
    });
    try {
        await pipeline(source, meter, createWriteStream(target));
    } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
        throw error;
    }
    // The multipart parser cuts a file at the limit and marks it so.
    if (source.truncated || size > UPLOAD_MAX_BYTES) throw tooLarge;
    return { size, sha256: hash.digest('hex') };
};
