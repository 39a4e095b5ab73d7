import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

describe('route access declarations', () => {
    it('refuses to start with an API route that does not declare who may call it', async () => {
        const database = await openDatabase({});
        const app = await buildApp({ config: loadConfig({}), database });
        try {
            expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(
                'Route GET /api/forgotten does not declare its access'
            );
        } finally {
            await app.close();
            await database.close();
        }
    });
});
