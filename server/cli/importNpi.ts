/**
 * `npm run import:npi -- <file.csv>`: loads an NPPES monthly dissemination file (or any CSV
 * with its column names) into the NPI registry of the database the server is configured for.
 * Streaming and idempotent; prints how many rows were imported and rejected, and why.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../shared/database';
import { importNpiFile } from '../modules/npiRegistry';

const file = process.argv[2];
if (!file) {
    console.error('Usage: npm run import:npi -- <file.csv>');
    process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.databaseMigrationUrl,
    dataDir: config.dataDir,
});
try {
    const started = Date.now();
    const report = await importNpiFile(database.db, file);
    // Fresh statistics keep lookups on the primary key after a large load.
    await database.db.execute(sql`analyze npi_registry`);
    console.log(
        `Imported ${report.imported} rows, rejected ${report.rejected}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`
    );
    for (const { line, npi, reason } of report.rejections)
        console.log(`  line ${line}: ${npi || '(no NPI)'} — ${reason}`);
    if (report.rejected > report.rejections.length)
        console.log(`  … and ${report.rejected - report.rejections.length} more`);
} finally {
    await database.close();
}
