import { isMainThread } from 'node:worker_threads';
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR cannot be made the portal's own: the reason, and what to run to fix it. */
export class DataDirError extends Error {
    constructor(dataDir: string, problem: string) {
        super(
            `DATA_DIR ${dataDir} must be readable and writable by the portal's own account only ` +
                `(folders 0700, files 0600), and it cannot be: ${problem}.\n` +
                `Fix it as the owner (or root): chown -R "$(id -un)" '${dataDir}' && chmod -R go-rwx '${dataDir}'`
        );
        this.name = 'DataDirError';
    }
}

const OWNER_ONLY = { directory: 0o700, file: 0o600 } as const;

/**
 * Makes DATA_DIR — the embedded database, the mail outbox, the secret key — the portal's own: every
 * folder 0700, every file 0600, whatever the umask of whoever created them, and new files from now
 * on too (umask 077). Checked after the fact: a DataDirError says what stays open and how to fix it.
 */
export const secureDataDir = async (dataDir: string) => {
    // Worker threads share the process umask and may not set it; the server runs on the main thread.
    if (isMainThread) process.umask(0o077);
    try {
        await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY.directory });
    } catch (error) {
        throw new DataDirError(dataDir, (error as Error).message);
    }
    const open = await restrict(dataDir);
    if (open.length > 0) {
        throw new DataDirError(
            dataDir,
            `${open.slice(0, 5).join(', ')}${open.length > 5 ? ` and ${open.length - 5} more` : ''}`
        );
    }
};

/** Sets owner-only modes under `entry` (symbolic links are left alone); answers what stays open or foreign. */
const restrict = async (entry: string): Promise<string[]> => {
    const stat = await lstat(entry).catch((error: Error) => {
        throw new DataDirError(entry, error.message);
    });
    if (stat.isSymbolicLink()) return [];
    const directory = stat.isDirectory();
    if (!directory && !stat.isFile()) return [];
    const wanted = directory ? OWNER_ONLY.directory : OWNER_ONLY.file;
    // A file keeps its owner's execute bit; group and others lose everything.
    const mode = directory ? wanted : (stat.mode & 0o700) | wanted;
    await chmod(entry, mode).catch(() => undefined);
    const after = (await lstat(entry)).mode & 0o777;
    const open: string[] = [];
    if (after & 0o077) open.push(`${entry} is ${after.toString(8).padStart(4, '0')}`);
    const owner = process.getuid?.();
    if (owner !== undefined && stat.uid !== owner) open.push(`${entry} belongs to user id ${stat.uid}, not ${owner}`);
    if (!directory) return open;
    const children = await readdir(entry);
    for (const child of children) open.push(...(await restrict(path.join(entry, child))));
    return open;
};
