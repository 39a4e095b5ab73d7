import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DataDirError, secureDataDir } from './dataDir';
import { openDatabase } from './shared/database';

/** Every folder and file under `root` with its permission bits, e.g. `pglite/base 700`. */
const modes = async (root: string): Promise<Map<string, string>> => {
    const found = new Map<string, string>();
    const walk = async (entry: string) => {
        const stat = await lstat(entry);
        found.set(path.relative(root, entry) || '.', (stat.mode & 0o777).toString(8));
        if (stat.isDirectory()) for (const child of await readdir(entry)) await walk(path.join(entry, child));
    };
    await walk(root);
    return found;
};
const openEntries = (found: Map<string, string>) =>
    [...found].filter(([, mode]) => !['700', '600'].includes(mode)).map(([entry, mode]) => `${entry} ${mode}`);

let scratch: string;
let umask: number;
beforeEach(async () => {
    // The usual umask, under which files come out -rw-r--r-- or, from some libraries, -rw-rw-rw-.
    umask = process.umask(0o022);
    scratch = await mkdtemp(path.join(tmpdir(), 'rx-datadir-'));
});
afterEach(async () => {
    process.umask(umask);
    await rm(scratch, { recursive: true, force: true });
});

it('makes an existing DATA_DIR owner-only: folders 0700, files 0600', async () => {
    const dataDir = path.join(scratch, 'data');
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    await writeFile(path.join(dataDir, 'secret.key'), 'key', { mode: 0o666 });
    await writeFile(path.join(dataDir, 'outbox', 'mail.eml'), 'mail', { mode: 0o644 });
    await chmod(dataDir, 0o777);

    await secureDataDir(dataDir);
    expect(Object.fromEntries(await modes(dataDir))).toEqual({
        '.': '700',
        outbox: '700',
        'outbox/mail.eml': '600',
        'secret.key': '600',
    });
});

it('keeps the embedded database it then creates owner-only, every file of it', async () => {
    const dataDir = path.join(scratch, 'fresh');
    await secureDataDir(dataDir);
    const database = await openDatabase({ dataDir });
    await database.close();
    const found = await modes(dataDir);
    expect(found.size).toBeGreaterThan(100);
    expect(openEntries(found)).toEqual([]);
});

it('refuses to start on a DATA_DIR it cannot make its own, saying why and how to fix it', async () => {
    const notAFolder = path.join(scratch, 'a-file');
    await writeFile(notAFolder, '');
    const refusal = await secureDataDir(notAFolder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirError);
    expect((refusal as Error).message).toContain(
        `DATA_DIR ${notAFolder} must be readable and writable by the portal's own account only`
    );
    expect((refusal as Error).message).toContain(`chmod -R go-rwx '${notAFolder}'`);
});
