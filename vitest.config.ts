import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test projects, run by `npm test` in this order: unit (SPA, catalogs), server (API on PGlite),
 * server-pg (the same suite on PostgreSQL, when TEST_DATABASE_URL is set), e2e (Chromium).
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
                },
            },
            {
                test: {
                    name: 'server',
                    environment: 'node',
                    include: ['server/**/*.test.ts'],
                    testTimeout: 30_000,
                    hookTimeout: 60_000,
                },
            },
            {
                test: {
                    name: 'server-pg',
                    environment: 'node',
                    include: ['server/**/*.test.ts'],
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
                    testTimeout: 60_000,
                    hookTimeout: 120_000,
                },
            },
        ],
    },
});
