/**
 * The live heap of an import's dry run as the file is read (`node --expose-gc --import tsx
 * bench/importCheckHeap.ts <workbook.xlsx>`): `checkImport` run in this process, without the HTTP
 * server, on a table of the Excel bench's twelve columns (empty, so every row is an addition), the
 * heap measured after a forced collection every 100,000 rows read. What grows with the file is
 * what the check holds per row; exceljs' reader alone stays flat. The workbook comes from
 * `BENCH_ROWS=1000000 npx tsx bench/excel.ts generate <file>`. `TEST_DB=postgres` with
 * `TEST_DATABASE_URL` runs it on a throwaway PostgreSQL database, else on PGlite.
 */
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/shared/database';
import { checkImport } from '../server/modules/linkExcel';
import { uploadPath, type ImportJob } from '../server/modules/linkExcel';
import { throwawayDatabase } from '../tests/scaleout/cluster';
import { createExcelBenchTable, EXCEL_BENCH_COLUMNS } from './excelTable';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const workbook = process.argv[2];
if (!workbook) throw new Error('usage: node --expose-gc --import tsx bench/importCheckHeap.ts <workbook.xlsx>');

const SAMPLE_EVERY = 100_000;
/** The live heap after a full collection, and the memory of typed arrays beside it. */
const live = () => {
    collect();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return `live heap ${(heapUsed / 2 ** 20).toFixed(1)} MB, array buffers ${(arrayBuffers / 2 ** 20).toFixed(1)} MB`;
};

const folder = await mkdtemp(path.join(tmpdir(), 'rx-bench-check-heap-'));
const throwaway = process.env.TEST_DB === 'postgres' ? await throwawayDatabase('rx_bench_check_heap') : undefined;
const database = await openDatabase(
    throwaway ? { databaseUrl: throwaway.url } : { dataDir: path.join(folder, 'data') }
);
try {
    const { admin, table } = await createExcelBenchTable(database.db, 'Practitioners (check heap)');
    const { size } = await stat(workbook);
    const job: ImportJob = {
        id: 'bench',
        ownerId: admin.id,
        fileName: path.basename(workbook),
        size,
        sha256: '',
        folder,
        format: { kind: 'xlsx' },
        sheets: [],
        state: 'checking',
        progress: { done: 0, total: size },
        waiting: false,
        touchedAt: Date.now(),
    };
    await copyFile(workbook, uploadPath(job));
    console.log(`before the check: ${live()}`);
    let rowsRead = 0;
    const started = performance.now();
    const result = await checkImport(
        database.db,
        job,
        table,
        { sheet: '', mapping: EXCEL_BENCH_COLUMNS, mode: 'upsert' },
        {
            // Told once per row read (with the bytes read, which run ahead of the rows).
            onProgress: () => {
                rowsRead += 1;
                if (rowsRead % SAMPLE_EVERY === 0)
                    console.log(`${rowsRead.toLocaleString('en').padStart(9)} rows read: ${live()}`);
            },
        }
    );
    console.log(
        `${result.rows.toLocaleString('en')} rows checked (${result.counts.add.toLocaleString('en')} to add, ` +
            `${result.errorRows} refused) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
            `after it: ${live()}`
    );
} finally {
    await database.close();
    await throwaway?.drop();
    await rm(folder, { recursive: true, force: true });
}
