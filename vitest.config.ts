import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test projects, run by `npm test` (scripts/test.ts, some side by side): unit (SPA, catalogs),
 * server (API on PGlite), server-pg (the same suite on PostgreSQL, when TEST_DATABASE_URL is set,
 * plus the `*.pg.test.ts` files about PostgreSQL alone), e2e (Chromium), scaleout (two servers on
 * PostgreSQL and Redis behind nginx; TEST_DATABASE_URL and TEST_REDIS_URL), crash and crash-pg (a
 * started portal killed while writing, on the embedded database and on PostgreSQL).
 */
export default defineConfig({
    plugins: [react()],
    test: {
        projects: [
            {
                extends: true,
                test: {
                    name: 'unit',
                    environment: 'happy-dom',
                    include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'i18n/**/*.test.ts'],
                    setupFiles: ['src/test/setup.ts'],
                    // Real API servers for the screen tests, one per test file that asks (src/test/realApi.ts).
                    globalSetup: ['server/test/spaTestApi.ts'],
                    // Screen tests render whole pages; on a loaded two-core CI machine some take seconds.
                    testTimeout: 20_000,
                },
            },
            {
                test: {
                    name: 'server',
                    environment: 'node',
                    // The test files share their worker's modules: each starts servers of its own on a fresh
                    // database and mocks no module, so importing the server again for each of them (a third
                    // of the part's time) bought nothing.
                    isolate: false,
                    include: ['server/**/*.test.ts'],
                    exclude: [...configDefaults.exclude, 'server/**/*.pg.test.ts'],
                    // Migrated and seeded databases, made once for every test file (server/test/databaseImages.ts).
                    globalSetup: ['server/test/databaseImages.ts'],
                    testTimeout: 30_000,
                    hookTimeout: 60_000,
                },
            },
            {
                test: {
                    name: 'server-pg',
                    environment: 'node',
                    // As the server part: one import of the server for all its files.
                    isolate: false,
                    include: ['server/**/*.test.ts'],
                    // The fuzzing runs once per test run, on the embedded database (the same PostgreSQL
                    // engine): a second pass of its 10,000 requests added 40 s to 3 min to the run. The
                    // undo of an apply written in slices and the scheduled jobs' timer exist on the
                    // embedded database only.
                    exclude: [
                        ...configDefaults.exclude,
                        'server/modules/scheduledJobs/scheduler.test.ts',
                        'server/http/fuzz.test.ts',
                        'server/modules/publicDirectory/fhirFuzz.test.ts',
                        'server/modules/linkExcel/applySlices.test.ts',
                    ],
                    env: { TEST_DB: 'postgres' },
                    testTimeout: 30_000,
                    hookTimeout: 60_000,
                },
            },
            {
                test: {
                    name: 'e2e',
                    environment: 'node',
                    include: ['tests/e2e/**/*.test.ts'],
                    globalSetup: ['tests/e2e/globalSetup.ts'],
                    fileParallelism: false,
                    // One more try for a browser test that missed a moment on a loaded two-core machine; a
                    // test that passes only on its retry is marked "(retry x1)" in the report, and one that
                    // fails twice fails the run.
                    retry: 1,
                    // A condition polled in the browser (an address, a title, a scroll position) may take
                    // seconds on a loaded machine; vitest's default of one second made such waits fail at random.
                    expect: { poll: { timeout: 15_000 } },
                    testTimeout: 60_000,
                    hookTimeout: 120_000,
                },
            },
            {
                test: {
                    name: 'scaleout',
                    environment: 'node',
                    include: ['tests/scaleout/**/*.test.ts'],
                    fileParallelism: false,
                    testTimeout: 60_000,
                    hookTimeout: 180_000,
                },
            },
            ...(['crash', 'crash-pg'] as const).map(name => ({
                test: {
                    name,
                    environment: 'node',
                    include: ['tests/crash/**/*.test.ts'],
                    env: { CRASH_DB: name === 'crash-pg' ? 'postgres' : 'embedded' },
                    // A portal started three times over, on a loaded machine.
                    testTimeout: 180_000,
                    hookTimeout: 180_000,
                },
            })),
        ],
    },
});
