import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npiCheckDigit } from '../../common/validation/npi';
import { parseMessage } from '../../server/test/smtpSink';
import { startPortal } from '../e2e/portal';
import { throwawayDatabase } from '../scaleout/cluster';

/**
 * Crash safety: the portal is killed with SIGKILL (no shutdown, as a power cut or the OOM killer
 * would) while sign-ins, profile changes, registrations and a directory import are under way, then
 * started again on the same data. After each restart every write the portal acknowledged must be
 * there, and every write it had not yet answered must be there whole or not at all. Runs on the
 * embedded database in a data folder, or with CRASH_DB=postgres on a throwaway PostgreSQL database.
 */

const PASSWORD = 'Demo-Password-2026';
const NEW_PASSWORD = 'amber quiet harbor lights';
const onPostgres = process.env.CRASH_DB === 'postgres';
/** Rows of each directory import: enough for its apply to take a while. */
const IMPORT_ROWS = 6_000;
/** The accounts whose names the profile writers keep changing. */
const PROFILE_USERS = ['provider', 'healthplan', 'pharma'] as const;

/** A client address of its own for each request: the per-address budgets are not what this is about. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The fields of the answers this test reads (envelopes, a created table, a plain list). */
interface Answer {
    code: number;
    id: string;
    length: number;
    data: { token: string; id: string; state: string; mapping: unknown };
    result: { firstName: string; lastName: string };
}

/** One call; undefined when the connection broke before the answer (the write is unacknowledged). */
const call = async (
    base: string,
    url: string,
    init: { method?: string; token?: string; body?: unknown; raw?: BodyInit; type?: string } = {}
) => {
    try {
        const hasBody = init.body !== undefined || init.raw !== undefined;
        const response = await fetch(`${base}${url}`, {
            method: init.method ?? (hasBody ? 'POST' : 'GET'),
            headers: {
                'x-forwarded-for': someAddress(),
                ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
                ...(init.type ? { 'content-type': init.type } : {}),
                ...(init.token ? { 'x-token': init.token } : {}),
            },
            body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
        });
        const text = await response.text();
        return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
    } catch {
        return undefined;
    }
};

/** Digits as letters (names take no digits): 0 → a, 27 → bb. */
const letters = (n: number) => {
    let text = '';
    do {
        text = String.fromCharCode(97 + (n % 26)) + text;
        n = Math.floor(n / 26);
    } while (n > 0);
    return text;
};

const npi = (n: number) => {
    const base = `1${String(n).padStart(8, '0')}`;
    return `${base}${npiCheckDigit(base)}`;
};

/** What the portal acknowledged, and what it was asked without answering, across every round. */
const ledger = {
    tokens: [] as string[],
    profiles: new Map<string, { token: string; acked?: number; pending?: number }>(),
    registrations: [] as { username: string; email: string; acked: boolean }[],
    imports: [] as { tableId: string; acked: boolean }[],
};

describe(`a portal killed with SIGKILL while writing, on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
    let env: Record<string, string>;
    let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
    let dataDir: string;
    let dropDatabase: (() => Promise<unknown>) | undefined;
    let admin: string;

    beforeAll(async () => {
        dataDir = await mkdtemp(path.join(tmpdir(), 'rx-crash-'));
        env = {
            DATA_DIR: dataDir,
            DEMO_CLAIMS: '0',
            TRUST_PROXY: 'loopback',
            REQUESTS_PER_MINUTE_PER_ADDRESS: '0',
            REQUESTS_PER_MINUTE_PER_SESSION: '0',
        };
        if (onPostgres) {
            const database = await throwawayDatabase('rx_crash');
            env.DATABASE_URL = database.url;
            dropDatabase = database.drop;
        }
        portal = await startPortal('healthcare', env);
    });
    afterAll(async () => {
        await portal?.stop();
        await dropDatabase?.();
        await rm(dataDir, { recursive: true, force: true });
    });

    const signIn = async (username: string) => {
        const answer = await call(portal!.url, '/api/user/login', { body: { username, password: PASSWORD } });
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
        return answer!.body.data.token as string;
    };

    /**
     * Runs every writer against the live portal until `killAt` says when, kills it, and starts it
     * again on the same data. Every writer stops at its first broken connection.
     */
    const writeThenCrash = async (round: number, killAt: (importState: () => string) => Promise<void>) => {
        const base = portal!.url;
        admin = await signIn('admin');
        for (const username of PROFILE_USERS) {
            const entry = ledger.profiles.get(username);
            ledger.profiles.set(username, { ...entry, token: entry?.token ?? (await signIn(username)) });
        }
        let down = false;
        let importState = 'not started';

        const signIns = async () => {
            for (let n = 0; !down; n++) {
                const answer = await call(base, '/api/user/login', {
                    body: { username: PROFILE_USERS[n % 3], password: PASSWORD },
                });
                if (!answer) return;
                if (answer.status === 200) ledger.tokens.push(answer.body.data.token);
            }
        };
        const profileChanges = async (username: string) => {
            const entry = ledger.profiles.get(username)!;
            for (let n = round * 10_000; !down; n++) {
                entry.pending = n;
                const name = `Crash ${letters(n)}`;
                const answer = await call(base, '/api/user/setUserInfo', {
                    token: entry.token,
                    body: { firstName: name, lastName: name },
                });
                if (!answer) return;
                expect(answer.status, JSON.stringify(answer.body)).toBe(200);
                entry.acked = n;
            }
        };
        const registrations = async () => {
            for (let n = 0; !down; n++) {
                const username = `crash${round}r${n}`;
                const email = `${username}@pharma-crash.example`;
                const attempt = { username, email, acked: false };
                ledger.registrations.push(attempt);
                const answer = await call(base, '/api/user/register', {
                    body: {
                        accountType: 'pharma',
                        firstName: 'Crash',
                        lastName: `Test ${letters(n)}`,
                        email,
                        username,
                        orgName: 'Crash Pharma',
                        password: NEW_PASSWORD,
                    },
                });
                if (!answer) return;
                expect(answer.status, JSON.stringify(answer.body)).toBe(200);
                attempt.acked = true;
            }
        };
        const directoryImport = async () => {
            const table = await call(base, '/api/directory/tables', {
                token: admin,
                body: {
                    name: `Crash import ${round}`,
                    columns: [
                        { name: 'npi', type: 'npi', label: { en: 'NPI' }, key: true },
                        { name: 'lastName', type: 'text', label: { en: 'Last name' } },
                    ],
                },
            });
            if (!table) return;
            expect(table.status, JSON.stringify(table.body)).toBe(201);
            const entry = { tableId: table.body.id as string, acked: false };
            ledger.imports.push(entry);
            const csv = [
                'NPI,Last name',
                ...Array.from({ length: IMPORT_ROWS }, (_, row) => `${npi(round * 100_000 + row)},Row ${row}`),
            ].join('\r\n');
            const form = new FormData();
            form.append('file', new Blob([csv]), 'crash.csv');
            const upload = await call(base, '/api/linkExcel/uploads', { token: admin, raw: form });
            if (!upload) return;
            const id = upload.body.data.id as string;
            const preview = await call(base, `/api/linkExcel/uploads/${id}/preview?tableId=${entry.tableId}`, {
                token: admin,
            });
            if (!preview) return;
            const until = async (wanted: string) => {
                while (!down) {
                    const job = await call(base, `/api/linkExcel/uploads/${id}`, { token: admin });
                    if (!job) return false;
                    importState = job.body.data.state;
                    if (importState === wanted) return true;
                    await new Promise(resolve => setTimeout(resolve, 5));
                }
                return false;
            };
            const check = await call(base, `/api/linkExcel/uploads/${id}/check`, {
                token: admin,
                body: { tableId: entry.tableId, mapping: preview.body.data.mapping, mode: 'append' },
            });
            if (!check || !(await until('checked'))) return;
            if (!(await call(base, `/api/linkExcel/uploads/${id}/apply`, { token: admin, body: {} }))) return;
            if (!(await until('applied'))) return;
            entry.acked = true;
        };

        const writers = Promise.all([
            signIns(),
            signIns(),
            ...PROFILE_USERS.map(profileChanges),
            registrations(),
            directoryImport(),
        ]);
        const started = Date.now();
        await killAt(() => importState);
        await portal!.crash();
        down = true;
        await writers;
        const killed = Date.now();
        portal = await startPortal('healthcare', env);
        console.log(
            `kill point ${round}: after ${killed - started} ms of writes (import ${importState}); started again in ${Date.now() - killed} ms`
        );
    };

    /** Everything the ledger holds, read back from the restarted portal. */
    const verify = async () => {
        const base = portal!.url;
        expect((await call(base, '/api/health'))?.status).toBe(200);
        admin = await signIn('admin');

        const sessions = await Promise.all(ledger.tokens.map(token => call(base, '/api/user/info', { token })));
        expect(sessions.map(answer => answer?.status).filter(status => status !== 200)).toEqual([]);

        for (const [username, entry] of ledger.profiles) {
            const info = await call(base, '/api/user/getUserInfo', { token: entry.token });
            const { firstName, lastName } = info!.body.result;
            // Both names come from the same change, the last acknowledged or the one in flight.
            expect(lastName, username).toBe(firstName);
            const possible = [entry.acked, entry.pending].filter(n => n !== undefined).map(n => `Crash ${letters(n!)}`);
            expect(possible, username).toContain(firstName);
        }

        // Registrations of one round at a time: a page holds at most 100 users.
        const found = new Map<string, { username: string; email: string; status: string }>();
        for (const round of new Set(ledger.registrations.map(attempt => attempt.username.replace(/r\d+$/, 'r')))) {
            const listed = await call(
                base,
                `/api/users?filter=${encodeURIComponent(JSON.stringify({ q: round }))}&range=[0,99]`,
                { token: admin }
            );
            expect(listed?.status, JSON.stringify(listed?.body)).toBe(200);
            expect(listed!.body.length).toBeLessThan(100);
            for (const user of listed!.body as unknown as { username: string; email: string; status: string }[])
                found.set(user.username, user);
        }
        const attempted = new Set(ledger.registrations.map(attempt => attempt.username));
        expect([...found.keys()].filter(username => !attempted.has(username))).toEqual([]);
        for (const attempt of ledger.registrations) {
            const user = found.get(attempt.username);
            if (attempt.acked) expect(user, attempt.username).toBeDefined();
            if (user)
                expect(user).toMatchObject({ email: attempt.email, status: expect.stringMatching(/pending|active/) });
        }
        // An acknowledged registration includes its activation e-mail, whose key activates the account.
        const pending = ledger.registrations.filter(
            attempt => attempt.acked && found.get(attempt.username)?.status === 'pending'
        );
        const keys = await activationKeys();
        for (const attempt of pending.slice(0, 3)) {
            const activated = await call(base, '/api/user/activate', { body: { key: keys.get(attempt.email) } });
            expect(activated?.status, `${attempt.username}: ${JSON.stringify(activated?.body)}`).toBe(200);
        }

        const tables = await call(base, '/api/directory/tables', { token: admin });
        for (const entry of ledger.imports) {
            const table = (tables!.body as unknown as { id: string; rowCount: number }[]).find(
                candidate => candidate.id === entry.tableId
            );
            // An import applies all its rows or none.
            expect(entry.acked ? [IMPORT_ROWS] : [0, IMPORT_ROWS]).toContain(table?.rowCount);
        }
    };

    /** The activation key last mailed to each address, from the outbox (no SMTP_URL here). */
    const activationKeys = async () => {
        const folder = path.join(dataDir, 'outbox');
        const keys = new Map<string, string>();
        for (const file of (await readdir(folder)).filter(name => name.endsWith('.eml')).sort()) {
            const { headers, body } = parseMessage(await readFile(path.join(folder, file), 'utf8'));
            const key = /\/active\?key=([\w-]+)/.exec(body)?.[1];
            const address = /[\w.+-]+@[\w.-]+/.exec(headers.get('to') ?? '')?.[0];
            if (key && address) keys.set(address, key);
        }
        return keys;
    };

    const until = async (condition: () => boolean) => {
        while (!condition()) await new Promise(resolve => setTimeout(resolve, 5));
    };

    it('keeps every acknowledged write when killed in the middle of a burst of writes', async () => {
        // Once each kind of write has been acknowledged at least once: the others are in flight.
        await writeThenCrash(1, () =>
            until(
                () =>
                    ledger.tokens.length > 0 &&
                    ledger.registrations.some(attempt => attempt.acked) &&
                    [...ledger.profiles.values()].every(entry => entry.acked !== undefined)
            )
        );
        await verify();
    });

    it('keeps the directory all or nothing when killed while an import is being applied', async () => {
        await writeThenCrash(2, async importState => {
            // Polled: a quick apply may be over before a poll sees it run.
            await until(() => ['applying', 'applied'].includes(importState()));
            await new Promise(resolve => setTimeout(resolve, 50));
        });
        await verify();
    });

    it('keeps an import it acknowledged, killed right after, while the other writes go on', async () => {
        await writeThenCrash(3, importState => until(() => importState() === 'applied'));
        expect(ledger.imports.at(-1)!.acked).toBe(true);
        await verify();
    });
});
