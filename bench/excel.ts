/**
 * The Excel link at scale (`npm run bench:excel`). Each phase runs in its own process so that its
 * peak resident memory is its own:
 *
 * 1. generate — a BENCH_ROWS × 12-column .xlsx of practitioners (default 100,000 rows), written
 *    with exceljs' streaming writer;
 * 2. read — the raw baseline: exceljs' streaming reader reads every row of that file, nothing else
 *    (before and again after the import, the mean of the two, since the machine's load moves);
 * 3. import — the portal's server, compiled and started as `npm start` runs it (a process of its
 *    own, HTTP on loopback), takes the file as an upload, checks every row against the table's
 *    column types (validate) and applies it in one transaction; the time of validate + apply is
 *    compared with the baseline's;
 * 4. export — BENCH_EXPORT_ROWS rows (default 1,000,000) put straight into a table by SQL before
 *    the server starts, then exported as .xlsx over HTTP, the response read and dropped as it
 *    streams.
 *
 * Prints each phase's time and the server process's peak RSS (sampled every 50 ms, and its
 * lifetime peak), the import / read ratio (target at most 1.5) and the load average of the
 * machine. `TEST_DB=postgres` with `TEST_DATABASE_URL` puts the database in a throwaway
 * PostgreSQL database; by default it is the embedded PGlite in a data folder, which lives inside
 * the server process. After the apply, the same file is checked again against the table that now
 * holds its rows (re-check: every row looked up and found). `BENCH_PROFILE=1` prints where the
 * server's CPU went from the first check to the end of the re-check, per file row read;
 * The server gets the node options `npm start` gives it (`SERVER_NODE_OPTIONS`), then
 * `BENCH_SERVER_ARGS`, which override them (`BENCH_SERVER_ARGS=--max-old-space-size=4096` to
 * measure without the heap limit). Not part of `npm test`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ImportJobView, ImportPreview } from '../common/contract/linkExcel';
import { buildServer, SERVER_NODE_OPTIONS } from '../scripts/buildServer';
import { openDatabase, type Db } from '../server/shared/database';
import { practitionerRows } from '../server/db/demoDirectory';
import type { DirectoryTable } from '../server/modules/directory';
import { startPortal } from '../tests/e2e/portal';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { printProfile, readProfile } from './cpuProfile';
import { createExcelBenchTable, EXCEL_BENCH_COLUMNS, EXCEL_BENCH_DEFINITIONS } from './excelTable';
import { PORTAL_ENV, signIn } from './http';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const PROFILE = process.env.BENCH_PROFILE === '1';

/** The server's resident memory, read from /proc (Linux): the server is a process of its own. */
const rssOf = (pid: number) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    // A server that has died (out of memory, say) has no RSS: its request fails and says so.
    return rss ? Number(rss[1]) / 1024 : 0;
};

/**
 * The server's CPU seconds so far (user + system, from /proc): unlike the wall time, barely moved
 * by the other work on a shared machine.
 */
const cpuOf = (pid: number) => {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};
/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

/** The server's peak RSS while `work` runs, sampled every 50 ms, the time it took and the server's CPU. */
const measured = async <T>(pid: number, work: () => Promise<T>) => {
    let peakMb = rssOf(pid);
    const timer = setInterval(() => {
        if (existsSync(`/proc/${pid}`)) peakMb = Math.max(peakMb, rssOf(pid));
    }, 50);
    const start = performance.now();
    const cpuBefore = cpuOf(pid);
    try {
        const result = await work();
        return {
            result,
            seconds: (performance.now() - start) / 1000,
            cpuSeconds: cpuOf(pid) - cpuBefore,
            peakMb: Math.max(peakMb, rssOf(pid)),
        };
    } finally {
        clearInterval(timer);
    }
};
/** This process's own time and peak (the generate and read phases). */
const timed = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const result = await work();
    return { result, seconds: (performance.now() - start) / 1000 };
};
const report = (figures: object) =>
    console.log(`RESULT ${JSON.stringify({ ...figures, maxRssMb: process.resourceUsage().maxRSS / 1024 })}`);

const generate = async (file: string) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: createWriteStream(file),
        useStyles: false,
        useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Practitioners');
    sheet.addRow(EXCEL_BENCH_DEFINITIONS.map(column => column.label.en)).commit();
    const batch = 10_000;
    for (let first = 0; first < ROWS; first += batch) {
        for (const { values } of practitionerRows(Math.min(batch, ROWS - first), 11 + first, Date.now(), first + 1)) {
            sheet.addRow(EXCEL_BENCH_COLUMNS.map(name => values[name] ?? null)).commit();
        }
    }
    sheet.commit();
    await workbook.commit();
};

/** The baseline: exceljs' streaming reader, every row of every sheet, values touched and dropped. */
const readRaw = async (file: string) => {
    let rows = 0;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'cache',
        worksheets: 'emit',
        entries: 'ignore',
    });
    for await (const sheet of reader) {
        for await (const row of sheet) if ((row.values as unknown[]).length > 0) rows += 1;
    }
    return rows;
};

/** Node options for the server after `npm start`'s (which a later one overrides): BENCH_SERVER_ARGS. */
const extraServerArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);

/**
 * The portal as `npm start` runs it — the compiled server, node itself, no demo claims — on a
 * database prepared beforehand with the demo accounts and the benchmark's table (and whatever
 * `fill` puts in it): the embedded database can be opened by one process at a time. With
 * BENCH_PROFILE=1 the server runs under `--cpu-prof`.
 */
const portalWithTable = async (fill?: (db: Db, table: DirectoryTable) => Promise<void>) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rx-bench-excel-data-'));
    const throwaway = process.env.TEST_DB === 'postgres' ? await throwawayDatabase('rx_bench_excel') : undefined;
    const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : { dataDir });
    const { table } = await createExcelBenchTable(database.db, 'Practitioners (Excel benchmark)');
    await fill?.(database.db, table);
    await database.close();

    const profileDir = PROFILE ? await mkdtemp(path.join(tmpdir(), 'rx-bench-excel-profile-')) : undefined;
    const dropDatabase = async () => {
        await throwaway?.drop();
        await rm(dataDir, { recursive: true, force: true });
    };
    const portal = await startPortal(
        'healthcare',
        {
            ...PORTAL_ENV,
            SEED: 'none',
            LOG_LEVEL: 'warn',
            DATA_DIR: dataDir,
            ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
        },
        [...extraServerArgs, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
        await buildServer().then(() => 'compiled' as const)
    ).catch(async (error: unknown) => {
        await dropDatabase();
        throw error;
    });
    const token = await signIn(portal.url, 'admin');
    const call = async <T>(method: string, url: string, body?: unknown) => {
        const response = await fetch(`${portal.url}${url}`, {
            method,
            headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
        });
        const json = (await response.json()) as { data: T; message: string };
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.message}`);
        return json.data;
    };
    return {
        portal,
        table,
        token,
        call,
        /** Stops the server and its database; with BENCH_PROFILE=1 prints its profile's last `seconds`, per `rows`. */
        async stop(profiledRows?: number, seconds?: number) {
            await portal.stop();
            await dropDatabase();
            if (!profileDir) return;
            const [written] = (await readdir(profileDir)).filter(name => name.endsWith('.cpuprofile'));
            if (written && profiledRows)
                printProfile(readProfile(path.join(profileDir, written)), profiledRows, seconds, 'row');
            await rm(profileDir, { recursive: true, force: true });
        },
    };
};

const importFile = async (file: string) => {
    const { portal, table, token, call, stop } = await portalWithTable();
    const idleMb = rssOf(portal.pid);
    let profiled: { rows: number; seconds: number } | undefined;
    try {
        const settled = async (id: string) => {
            for (;;) {
                const job = await call<ImportJobView>('GET', `/api/linkExcel/uploads/${id}`);
                if (!['checking', 'applying'].includes(job.state)) return job;
                await new Promise(resolve => setTimeout(resolve, 100));
            }
        };
        /** Uploads the file and checks it against the table (upsert); the times and peaks of both. */
        const uploadAndCheck = async () => {
            const upload = await measured(portal.pid, async () => {
                const form = new FormData();
                form.append('file', await openAsBlob(file), 'practitioners.xlsx');
                const response = await fetch(`${portal.url}/api/linkExcel/uploads`, {
                    method: 'POST',
                    headers: { 'x-token': token },
                    body: form,
                });
                return ((await response.json()) as { data: ImportJobView }).data;
            });
            const id = upload.result.id;
            const preview = await call<ImportPreview>(
                'GET',
                `/api/linkExcel/uploads/${id}/preview?tableId=${table.id}`
            );
            if (preview.mapping.some(target => target === null))
                throw new Error(`unmapped columns: ${JSON.stringify(preview.mapping)}`);
            const check = await measured(portal.pid, async () => {
                await call('POST', `/api/linkExcel/uploads/${id}/check`, {
                    tableId: table.id,
                    mapping: preview.mapping,
                    mode: 'upsert',
                });
                return settled(id);
            });
            const checked = check.result.check;
            if (!checked || checked.errorRows > 0)
                throw new Error(`check: ${JSON.stringify(checked?.errors.slice(0, 3) ?? check.result.failure)}`);
            return { id, upload, check, counts: checked.counts };
        };
        const { id, upload, check } = await uploadAndCheck();
        const apply = await measured(portal.pid, async () => {
            await call('POST', `/api/linkExcel/uploads/${id}/apply`);
            return settled(id);
        });
        if (apply.result.state !== 'applied') throw new Error(`apply: ${apply.result.failure}`);
        // The same file again, against the table that now holds its rows: every row is looked up and found.
        const again = await uploadAndCheck();
        if (again.counts.unchanged !== ROWS) throw new Error(`re-check: ${JSON.stringify(again.counts)}`);
        profiled = {
            rows: 2 * ROWS,
            seconds: check.seconds + apply.seconds + again.upload.seconds + again.check.seconds,
        };
        report({
            uploadSeconds: upload.seconds,
            checkSeconds: check.seconds,
            applySeconds: apply.seconds,
            recheckSeconds: again.check.seconds,
            checkCpu: check.cpuSeconds,
            applyCpu: apply.cpuSeconds,
            recheckCpu: again.check.cpuSeconds,
            added: apply.result.outcome?.added,
            idleMb,
            uploadPeakMb: upload.peakMb,
            checkPeakMb: check.peakMb,
            applyPeakMb: apply.peakMb,
            recheckPeakMb: again.check.peakMb,
            serverPeakMb: serverPeak(portal.pid),
        });
    } finally {
        await stop(profiled?.rows, profiled?.seconds);
    }
};

/** The server's lifetime peak RSS (VmHWM), which no sampling interval misses. */
const serverPeak = (pid: number) =>
    Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const exportTable = async () => {
    let loadSeconds = 0;
    const { portal, table, token, stop } = await portalWithTable(async (db, { id }) => {
        const load = await timed(() =>
            db.execute(sql`
                insert into directory_rows (table_id, values)
                select ${id}::uuid, jsonb_build_object(
                    'npi', '1' || lpad(n::text, 9, '0'), 'firstName', 'First ' || n, 'lastName', 'Last ' || (n % 997),
                    'credential', 'MD', 'taxonomy', '207Q00000X', 'organizationName', 'Practice ' || (n % 101),
                    'addressLine', n || ' Main St', 'city', 'Boston', 'state', 'MA', 'zip', lpad((n % 99999)::text, 5, '0'),
                    'phone', '617555' || lpad((n % 10000)::text, 4, '0'), 'email', 'p' || n || '@practice.example')
                from generate_series(1, ${EXPORT_ROWS}) as n`)
        );
        loadSeconds = load.seconds;
    });
    console.log(`loaded ${EXPORT_ROWS.toLocaleString('en')} rows by SQL in ${loadSeconds.toFixed(1)} s`);
    try {
        const idleMb = rssOf(portal.pid);
        const exported = await measured(portal.pid, async () => {
            const response = await fetch(`${portal.url}/api/linkExcel/tables/${table.id}/export?format=xlsx`, {
                headers: { 'x-token': token },
            });
            let bytes = 0;
            const reader = response.body!.getReader();
            for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
            return { status: response.status, bytes };
        });
        if (exported.result.status !== 200) throw new Error(`export: HTTP ${exported.result.status}`);
        report({
            exportSeconds: exported.seconds,
            exportBytes: exported.result.bytes,
            exportPeakMb: exported.peakMb,
            idleMb,
            serverPeakMb: serverPeak(portal.pid),
        });
    } finally {
        await stop();
    }
};

/** Runs one phase in a child process and returns the figures it reported. */
const phase = (name: string, file: string): Promise<Record<string, number>> =>
    new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name, file], {
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        let figures: Record<string, number> | undefined;
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (text: string) => {
            for (const line of text.split('\n')) {
                if (line.startsWith('RESULT ')) figures = JSON.parse(line.slice(7)) as Record<string, number>;
                else if (line.trim()) console.log(`  [${name}] ${line}`);
            }
        });
        child.on('exit', code =>
            code === 0 && figures ? resolve(figures) : reject(new Error(`phase ${name} ended with ${code}`))
        );
    });

const [, , role, file] = process.argv;
if (role === 'generate') report(await timed(() => generate(file!)));
else if (role === 'read') report(await timed(() => readRaw(file!)));
else if (role === 'import') await importFile(file!);
else if (role === 'export') await exportTable();
else {
    const folder = await mkdtemp(path.join(tmpdir(), 'rx-bench-excel-'));
    const workbook = path.join(folder, 'practitioners.xlsx');
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    try {
        console.log(
            `Database: ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded, inside the server process)'}`
        );
        console.log(
            `load average at start: ${loadavg()
                .map(load => load.toFixed(2))
                .join(' ')} (${execFileSync('uptime').toString().trim()})`
        );
        console.log(`server    node ${[...SERVER_NODE_OPTIONS, ...extraServerArgs, 'dist-server/main.js'].join(' ')}`);
        const generated = await phase('generate', workbook);
        console.log(
            `generate  ${ROWS.toLocaleString('en')} × 12 .xlsx: ${((await stat(workbook)).size / 2 ** 20).toFixed(1)} MB in ${generated.seconds!.toFixed(1)} s`
        );
        const before = await phase('read', workbook);
        console.log(
            `read      exceljs streaming reader: ${before.result} rows in ${before.seconds!.toFixed(1)} s, peak RSS ${mb(before.maxRssMb!)}`
        );
        const imported = await phase('import', workbook);
        const importSeconds = imported.checkSeconds! + imported.applySeconds!;
        console.log(
            `import    upload ${imported.uploadSeconds!.toFixed(1)} s; validate ${imported.checkSeconds!.toFixed(1)} s + apply ` +
                `${imported.applySeconds!.toFixed(1)} s = ${importSeconds.toFixed(1)} s (${imported.added} rows added); RSS of the started server ${mb(imported.idleMb!)} (the compiled server, as npm start runs it), peak ` +
                `upload ${mb(imported.uploadPeakMb!)}, validate ${mb(imported.checkPeakMb!)}, apply ${mb(imported.applyPeakMb!)}, server's lifetime peak ${mb(imported.serverPeakMb!)}`
        );
        console.log(
            `server CPU validate ${imported.checkCpu!.toFixed(1)} s, apply ${imported.applyCpu!.toFixed(1)} s, re-check ${imported.recheckCpu!.toFixed(1)} s`
        );
        console.log(
            `re-check  the same file against the table holding its rows (all ${ROWS.toLocaleString('en')} found, none changed): ` +
                `${imported.recheckSeconds!.toFixed(1)} s, peak ${mb(imported.recheckPeakMb!)}`
        );
        // Read again after the import: on a shared machine the load moves, and the mean of the two is the baseline.
        const after = await phase('read', workbook);
        const read = { seconds: (before.seconds! + after.seconds!) / 2 };
        console.log(
            `read      again: ${after.seconds!.toFixed(1)} s, peak RSS ${mb(after.maxRssMb!)}; baseline (mean) ${read.seconds.toFixed(1)} s`
        );
        console.log(
            `ratio     import (validate + apply) / raw read = ${(importSeconds / read.seconds!).toFixed(2)} (target ≤ 1.5); validate alone / raw read = ${(imported.checkSeconds! / read.seconds!).toFixed(2)}`
        );
        if (EXPORT_ROWS > 0) {
            const exported = await phase('export', workbook);
            console.log(
                `export    ${EXPORT_ROWS.toLocaleString('en')} rows as .xlsx: ${(exported.exportBytes! / 2 ** 20).toFixed(1)} MB in ${exported.exportSeconds!.toFixed(1)} s; ` +
                    `RSS before ${mb(exported.idleMb!)}, peak during the export ${mb(exported.exportPeakMb!)} (server's lifetime peak ${mb(exported.serverPeakMb!)}, target ≤ 300 MB)`
            );
        }
        console.log(
            `load average at end: ${loadavg()
                .map(load => load.toFixed(2))
                .join(' ')}`
        );
    } finally {
        await rm(folder, { recursive: true, force: true });
    }
}
