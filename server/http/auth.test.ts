import { USER_DETAIL_PATH, USER_PROFILES_PATH, type ScreenPath } from '../../common/routes';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../shared/database';

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

    it('refuses to start with an API route guarded by anything but a screen of the route table', async () => {
        const database = await openDatabase({});
        const app = await buildApp({ config: loadConfig({}), database });
        try {
            const guardedBy = (screen: string) => () =>
                app.get(
                    '/api/guarded',
                    { config: { access: { screen: screen as ScreenPath, action: 'list' } } },
                    async () => 'open'
                );
            expect(guardedBy('/claims')).toThrow(
                'Route GET /api/guarded is guarded by "/claims", not a screen of the route table'
            );
            expect(guardedBy(USER_DETAIL_PATH)).toThrow('not a screen of the route table');
            expect(guardedBy(USER_PROFILES_PATH)).not.toThrow();
        } finally {
            await app.close();
            await database.close();
        }
    });
});
