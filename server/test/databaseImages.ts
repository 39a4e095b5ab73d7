import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PROFILES, type Profile } from '../../common/profiles';
import { openDatabase } from '../shared/database';
import { ensureProfile, seedDemoData, seedNpiSample } from '../db/seed';

/**
 * Images of in-memory PGlite databases the test servers start from, instead of running every
 * migration and hashing every demo password again for each server: `migrated` (the schema, no
 * profile, no data) and per profile the demo accounts and the NPI sample seeded, as
 * `startTestServer` asked of a new database. Made once per test run by the global set-up below
 * (test files run in processes of their own, which read the images from its folder), or once per
 * process when there is none (the SPA tests' control service starts all its servers in one).
 */
export type ImageName = 'migrated' | Profile;

/** Where the global set-up left the images, for the test processes it starts. */
const FOLDER_VARIABLE = 'RX_TEST_DATABASE_IMAGES';

const dump = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    // drizzle's handle keeps the PGlite client it runs on.
    const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    return image;
};

const makeImage = async (name: ImageName): Promise<Blob> => {
    if (name === 'migrated') return dump(await openDatabase({}));
    const database = await openDatabase({ pgliteImage: await databaseImage('migrated') });
    await ensureProfile(database.db, name);
    await seedDemoData(database.db, name);
    await seedNpiSample(database.db);
    return dump(database);
};

const made = new Map<ImageName, Promise<Blob>>();

/** The image, from the global set-up's folder, else made in this process (once). */
export const databaseImage = (name: ImageName): Promise<Blob> => {
    let image = made.get(name);
    if (!image) {
        const folder = process.env[FOLDER_VARIABLE];
        image = folder ? readFile(path.join(folder, `${name}.tar`)).then(bytes => new Blob([bytes])) : makeImage(name);
        made.set(name, image);
    }
    return image;
};

/** Vitest global set-up of the API tests: makes every image once, for all the test files. */
export default async function setup() {
    const folder = await mkdtemp(path.join(tmpdir(), 'rx-test-images-'));
    for (const name of ['migrated', ...PROFILES] as const) {
        const image = await databaseImage(name);
        await writeFile(path.join(folder, `${name}.tar`), new Uint8Array(await image.arrayBuffer()));
    }
    process.env[FOLDER_VARIABLE] = folder;
    return async () => {
        delete process.env[FOLDER_VARIABLE];
        await rm(folder, { recursive: true, force: true });
    };
}
