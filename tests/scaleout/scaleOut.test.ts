import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster';

const PASSWORD = 'Demo-Password-2026';

interface Envelope {
    code: number;
    message: string;
    data?: unknown;
}

/** What a client sees of one call: status and envelope (a list answers a plain array). */
const call = async (
    base: string,
    url: string,
    init: { method?: string; token?: string; body?: unknown; from?: string } = {}
) => {
    const response = await fetch(`${base}${url}`, {
        method: init.method ?? (init.body ? 'POST' : 'GET'),
        headers: {
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            ...(init.token ? { 'x-token': init.token } : {}),
            // The client's address as the balancer reports it (every process here is on loopback).
            ...(init.from ? { 'x-forwarded-for': init.from } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Envelope };
};

/** A made-up client address of its own for each test run (the Redis server may outlive the run). */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two servers on one PostgreSQL and one Redis, behind nginx', () => {
    let cluster: Awaited<ReturnType<typeof startCluster>>;
    let one: string;
    let other: string;
    const signIn = async (base: string, username: string) => {
        const answer = await call(base, '/api/user/login', { body: { username, password: PASSWORD } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return (answer.body.data as { token: string }).token;
    };
    const userId = async (adminToken: string, username: string) => {
        const list = await call(one, `/api/users?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`, {
            token: adminToken,
        });
        return (list.body as unknown as { id: string; username: string }[]).find(user => user.username === username)!
            .id;
    };

    beforeAll(async () => {
        cluster = await startCluster({ REQUESTS_PER_MINUTE_PER_SESSION: '30' });
        [one, other] = cluster.instances;
    });
    afterAll(() => cluster?.stop());

    it('answers through the balancer, each server saying its budgets are shared', async () => {
        for (const base of [cluster.balancer, one, other]) {
            expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({
                status: 'ok',
                ready: true,
                budgets: 'ok',
                database: { kind: 'postgres', reachable: true, migrations: 'current' },
                redis: { state: 'ok' },
            });
        }
    });

    it('accepts on one server a session made on the other', async () => {
        const token = await signIn(one, 'healthplan');
        const info = await call(other, '/api/user/info', { token });
        expect(info.status).toBe(200);
        expect(JSON.stringify(info.body)).toContain('healthplan');
        expect((await call(cluster.balancer, '/api/user/info', { token })).status).toBe(200);
    });

    it('ends on the other server, at once, the session of a user locked on one', async () => {
        const admin = await signIn(one, 'admin');
        const token = await signIn(other, 'provider');
        expect((await call(other, '/api/user/info', { token })).status).toBe(200);
        const locked = await call(one, `/api/users/${await userId(admin, 'provider')}/status`, {
            token: admin,
            body: { status: 'locked' },
        });
        expect(locked.status, JSON.stringify(locked.body)).toBe(200);
        const after = await call(other, '/api/user/info', { token });
        expect(after.status).toBe(401);
        expect(after.body.code).toBe(50012);
    });

    it('refuses on the other server, at once, a token signed out on one', async () => {
        const token = await signIn(one, 'pharma');
        expect((await call(other, '/api/user/info', { token })).status).toBe(200);
        expect((await call(one, '/api/user/logout', { method: 'POST', token })).status).toBe(200);
        const after = await call(other, '/api/user/info', { token });
        expect(after.status).toBe(401);
        expect(after.body.code).toBe(50012);
    });

    it('shows on the other server, at once, a profile changed on one', async () => {
        const token = await signIn(one, 'healthplan');
        const nameOn = async (base: string) =>
            ((await call(base, '/api/user/info', { token })).body.data as { name: string }).name;
        const firstName = `Avery${randomInt(1000, 9999)}`;
        expect(await nameOn(other)).not.toContain(firstName);
        const saved = await call(one, '/api/user/setUserInfo', { token, body: { firstName } });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(await nameOn(other)).toContain(firstName);
    });

    it('counts sign-in failures of one account across both servers', async () => {
        const failures = [];
        for (let attempt = 0; attempt < 5; attempt++) {
            const base = attempt % 2 ? other : one;
            failures.push(
                (await call(base, '/api/user/login', { body: { username: 'pharma', password: 'wrong password' } })).body
                    .code
            );
        }
        expect(failures).toEqual([60204, 60204, 60204, 60204, 60204]);
        // Each server alone has seen at most three failures; together they have seen five.
        const refused = await call(other, '/api/user/login', { body: { username: 'pharma', password: PASSWORD } });
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe(429);
    });

    it("counts an account endpoint's budget per address across both servers", async () => {
        const from = someAddress();
        const statuses = [];
        // Five an hour per address: the balancer spreads them over both servers (three and three).
        for (let request = 0; request < 6; request++) {
            const answer = await call(cluster.balancer, '/api/user/activation-email', {
                body: { email: 'someone@clinic.example' },
                from,
            });
            statuses.push(answer.status);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        // Another address still has its own budget, on either server.
        expect(
            (
                await call(one, '/api/user/activation-email', {
                    body: { email: 'someone@clinic.example' },
                    from: someAddress(),
                })
            ).status
        ).toBe(200);
    });

    it("counts an address's general budget across both servers, in batches, within 2% a server", async () => {
        // 1,200 requests a minute per address by default: each server sends its count every 24.
        const [budget, batch] = [1200, 24];
        const from = someAddress();
        const statuses: number[] = [];
        for (let sent = 0; sent < budget; sent += 40) {
            const answers = await Promise.all(
                Array.from({ length: 40 }, (_, index) => call(index % 2 ? other : one, '/api/portal/config', { from }))
            );
            statuses.push(...answers.map(answer => answer.status));
        }
        // No request within the budget is refused: a server refuses only beyond what it knows was counted.
        expect(statuses.filter(status => status !== 200)).toEqual([]);
        // Each server has sent its count within 200 ms, and learnt the other's: both refuse now,
        // having let through at most one batch each beyond the budget.
        await new Promise(resolve => setTimeout(resolve, 500));
        const beyond: number[] = [];
        for (let request = 0; request < 2 * batch + 2; request++) {
            beyond.push((await call(request % 2 ? other : one, '/api/portal/config', { from })).status);
        }
        expect(beyond.slice(-2)).toEqual([429, 429]);
        expect(beyond.filter(status => status === 200).length).toBeLessThanOrEqual(2 * batch);
    });

    it("counts a session's general budget across both servers", async () => {
        const token = await signIn(one, 'admin');
        const statuses = [];
        for (let request = 0; request < 31; request++) {
            statuses.push((await call(request % 2 ? other : one, '/api/user/info', { token })).status);
        }
        expect(statuses.slice(0, 30).every(status => status === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
    });

    it('applies on the other server, at once, an access grant changed on one', async () => {
        const admin = await signIn(one, 'admin');
        const healthplan = await signIn(other, 'healthplan');
        const screensOn = async (base: string) =>
            ((await call(base, '/api/user/info', { token: healthplan })).body.data as { screens: string[] }).screens;
        const matrix = (await call(one, '/api/access', { token: admin })).body.data as {
            screens: { screen: string; locked: boolean; access: Record<string, { allowed: boolean }> }[];
        };
        const closed = matrix.screens.find(screen => !screen.locked && !screen.access.healthplan?.allowed)!.screen;
        expect(await screensOn(other)).not.toContain(closed);

        const grant = await call(one, '/api/access', {
            method: 'PUT',
            token: admin,
            body: { role: 'healthplan', screen: closed, allowed: true },
        });
        expect(grant.status, JSON.stringify(grant.body)).toBe(200);
        expect(await screensOn(other)).toContain(closed);

        await call(other, '/api/access', {
            method: 'PUT',
            token: admin,
            body: { role: 'healthplan', screen: closed, allowed: null },
        });
        expect(await screensOn(one)).not.toContain(closed);
    });
});
