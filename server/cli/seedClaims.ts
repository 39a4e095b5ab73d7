/**
 * `npm run seed:claims -- --count 1000000`: fills the claims of the database the server is
 * configured for (DATABASE_URL or DATA_DIR, PORTAL_PROFILE) with demo claims until it holds
 * `--count`, in bulk (a few statements per 2,000 claims). Deterministic: claim number n is
 * always the same claim. Prints its progress and the rate.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../shared/database';
import { ensureProfile, seedDemoClaims } from '../db/seed';

const countAt = process.argv.indexOf('--count');
const total = Number(countAt >= 0 ? process.argv[countAt + 1] : NaN);
if (!Number.isInteger(total) || total < 1 || total > 10_000_000) {
    console.error('Usage: npm run seed:claims -- --count <claims, 1 to 10000000>');
    process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
    await ensureProfile(database.db, config.profile);
    const started = Date.now();
    let reported = 0;
    const created = await seedDemoClaims(database.db, config.profile, total, {
        onBatch: (done, wanted) => {
            if (done === wanted || done - reported >= 50_000) {
                reported = done;
                const seconds = (Date.now() - started) / 1000;
                console.log(
                    `${done.toLocaleString('en')} of ${wanted.toLocaleString('en')} (${Math.round(done / seconds)} claims/s)`
                );
            }
        },
    });
    // Fresh statistics let the planner pick the claims indexes, and a fresh visibility map lets
    // counts read the indexes alone, after a large load.
    await database.db.execute(sql`vacuum analyze claims`);
    console.log(
        created > 0
            ? `Created ${created.toLocaleString('en')} ${config.profile} claims in ${((Date.now() - started) / 1000).toFixed(1)} s.`
            : `The database already holds ${total.toLocaleString('en')} claims or more: nothing to do.`
    );
} finally {
    await database.close();
}
