import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import type { AccountKeyPurpose } from '../db/schema';
import type { TestServer } from './testServer';

declare module 'vitest' {
    export interface ProvidedContext {
        /** Where the SPA tests ask for a real API server of their own (see src/test/realApi.ts). */
        spaTestApi: string;
    }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action reads its own fields
const readJson = async (request: IncomingMessage): Promise<Record<string, any>> => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? JSON.parse(text) : {};
};

/** An e-mail link's key for an account, in the state asked for (see below). */
const makeKey = async (server: TestServer, request: IncomingMessage) => {
    const { username, purpose, state, newEmail } = await readJson(request);
    const { and, eq } = await import('drizzle-orm');
    const { accountKeys, users } = await import('../db/schema');
    const { createAccountKey, KEY_LIFETIME_MS } = await import('../modules/accounts/accountKeys');
    const [user] = await server.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no account ${username}`);
    const lifetime = KEY_LIFETIME_MS[purpose as AccountKeyPurpose];
    const now = state === 'expired' ? new Date(Date.now() - lifetime - 60_000) : new Date();
    const key = await createAccountKey(server.db, user.id, purpose, { newEmail, now });
    if (state === 'used')
        await server.db
            .update(accountKeys)
            .set({ usedAt: now })
            .where(and(eq(accountKeys.userId, user.id), eq(accountKeys.purpose, purpose)));
    return { key, userId: user.id };
};

/**
 * Vitest global set-up of the SPA tests: a small control service, in the test runner's own
 * Node process, that starts real API servers (the app on in-memory PGlite, demo data seeded)
 * listening on a free port. The SPA tests run in happy-dom, where the server's code cannot load,
 * so each test file asks for a server of its own over HTTP — its data stays its own — and msw
 * forwards the screens' `/api/*` calls to it.
 *
 * - `POST /servers` `{ env? }` → `{ id, url, password }` (the demo accounts' password); the server's
 *   configuration takes `env` (e.g. `TOTP_REQUIRED_ROLES`); `DELETE /servers/<id>` closes it.
 * - `POST /servers/<id>/login` `{ username, address? }` → `{ token }`: a session of a demo
 *   account, signed in from `address` or an address of its own, so that sign-in budgets never run out.
 * - `POST /servers/<id>/users` `{ username, ...columns }` → `{ id }`: sets columns of an account
 *   (dates as ISO strings), adding an active provider account if there is none of that name —
 *   the state a screen test starts from, written to the database as a server test would.
 * - `POST /servers/<id>/keys` `{ username, purpose, state, newEmail? }` → `{ key, userId }`: the key
 *   of an e-mail link (`activation`, `reset`, `email_change`), `valid`, `used` or `expired` — the
 *   link a user would have received, in a state no API call can bring about at once.
 * - `POST /servers/<id>/totp` `{ secret }` → `{ previous, current }`: what an authenticator app
 *   showed one step ago and shows now for that secret.
 * - `GET /servers/<id>/outbox` → the e-mails the server sent, oldest first (`{ to, subject, body }`).
 * - `POST /servers/<id>/claims` `{ count }` → `{ created }`: the healthcare desk's demo claims, up to
 *   `count` (a server starts with none: a running portal loads them after it starts).
 * - `POST /servers/<id>/directory` → `{ tables }`: the demo provider directory (a server starts without it).
 */
export default async function setup(project: TestProject) {
    const servers = new Map<string, TestServer>();
    let addresses = 0;
    const handle = async (request: IncomingMessage, response: ServerResponse) => {
        const [, , id, action] = (request.url ?? '').split('/');
        const answer = (status: number, body: unknown) => {
            response.writeHead(status, { 'content-type': 'application/json' });
            response.end(JSON.stringify(body));
        };
        if (request.method === 'POST' && !id) {
            const { startTestServer } = await import('./testServer');
            const { env } = (await readJson(request)) as { env?: Record<string, string> };
            const server = await startTestServer({ env });
            await server.app.listen({ port: 0, host: '127.0.0.1' });
            const { port } = server.app.server.address() as AddressInfo;
            const key = randomUUID();
            servers.set(key, server);
            const { DEMO_PASSWORD } = await import('../db/seed');
            return answer(200, { id: key, url: `http://127.0.0.1:${port}`, password: DEMO_PASSWORD });
        }
        const server = id ? servers.get(id) : undefined;
        if (!server) return answer(404, { error: `no server ${id}` });
        if (request.method === 'DELETE' && !action) {
            servers.delete(id!);
            await server.close();
            return answer(200, {});
        }
        if (request.method === 'POST' && action === 'login') {
            const { username, address } = await readJson(request);
            addresses += 1;
            const from = address ?? `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
            return answer(200, { token: await server.login(username!, undefined, from) });
        }
        if (request.method === 'POST' && action === 'users') {
            const { username, ...fields } = await readJson(request);
            const { eq } = await import('drizzle-orm');
            const { users } = await import('../db/schema');
            const columns = Object.fromEntries(
                Object.entries(fields).map(([name, value]) => [
                    name,
                    name.endsWith('At') && value ? new Date(value) : value,
                ])
            );
            const [existing] = await server.db.select().from(users).where(eq(users.username, username!));
            if (!existing) return answer(200, { id: (await server.addUser(username!, columns)).id });
            if (Object.keys(columns).length) {
                const [changed] = await server.db
                    .update(users)
                    .set(columns)
                    .where(eq(users.id, existing.id))
                    .returning();
                // A test that gives an account another NPI, plan or name moves it to that organisation,
                // as an admin's approval would: scopes follow the organisation record, not the columns.
                const identifies = ['providerId', 'planName', 'orgName'].some(name => name in columns);
                if (identifies && !('organisationId' in columns)) {
                    const { joinOwnOrganisations } = await import('../db/seed');
                    await joinOwnOrganisations(server.db, [changed!]);
                }
            }
            return answer(200, { id: existing.id });
        }
        if (request.method === 'POST' && action === 'keys') return answer(200, await makeKey(server, request));
        if (request.method === 'POST' && action === 'totp') {
            const { secret } = await readJson(request);
            const { currentStep, totpCode } = await import('../modules/accounts/totp');
            const step = currentStep();
            return answer(200, { previous: totpCode(secret, step - 1), current: totpCode(secret, step) });
        }
        if (request.method === 'GET' && action === 'outbox') return answer(200, await server.outbox());
        if (request.method === 'POST' && action === 'claims') {
            const { count } = await readJson(request);
            const { seedDemoClaims } = await import('../db/seed');
            return answer(200, { created: await seedDemoClaims(server.db, 'healthcare', Number(count)) });
        }
        if (request.method === 'POST' && action === 'directory') {
            const { seedDemoDirectory } = await import('../db/demoDirectory');
            return answer(200, { tables: (await seedDemoDirectory(server.db)).length });
        }
        return answer(404, { error: 'unknown request' });
    };
    const control = createServer((request, response) => {
        handle(request, response).catch((error: Error) => {
            response.writeHead(500, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ error: error.message }));
        });
    });
    await new Promise<void>(resolve => control.listen(0, '127.0.0.1', resolve));
    project.provide('spaTestApi', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
    return async () => {
        await Promise.all([...servers.values()].map(server => server.close()));
        await new Promise(resolve => control.close(resolve));
    };
}
