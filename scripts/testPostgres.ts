/**
 * The server suite again on PostgreSQL, each test file in a throwaway database created on
 * TEST_DATABASE_URL. Without that variable, says plainly that this part did not run.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
const shown = (raw: string) => {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
};

if (!url) {
    console.log(
        '\n*** NOT RUN: the server suite on PostgreSQL. TEST_DATABASE_URL is not set ' +
            '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres). ***\n'
    );
    process.exit(0);
}

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    console.log(`Server suite on PostgreSQL ${rows[0]!.server_version} at ${shown(url)}`);
} catch (error) {
    console.error(`TEST_DATABASE_URL is set, but PostgreSQL does not answer at ${shown(url)}: ${(error as Error).message}`);
    process.exit(1);
} finally {
    await client.end().catch(() => undefined);
}

const run = spawnSync('npx', ['vitest', 'run', '--project', 'server-pg'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
