import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

/** Nothing a public account endpoint answers tells whether an account uses an address. */
let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

let addresses = 0;
const post = (url: string, payload: object) =>
    server.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    });
const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]!.n;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const registration = (email: string, username: string) => ({
    accountType: 'healthplan',
    firstName: 'Ana',
    lastName: 'Lima',
    email,
    username,
    orgName: 'Lima Health Plan',
    planName: 'Lima Gold',
    password: 'seven tidal lanterns hum',
    language: 'en',
});

describe('registration with an address an account already uses', () => {
    it('answers as for a new address, creates nothing, and tells the address owner by e-mail', async () => {
        const fresh = await post('/api/user/register', registration('ana.lima@plan.example', 'alima'));
        const before = await userCount();
        const taken = await post(
            '/api/user/register',
            registration('PRIYA.RAMAN@lakeshorefamilymed.example', 'alima2')
        );

        expect(taken.statusCode).toBe(fresh.statusCode);
        expect(taken.json().message).toBe(fresh.json().message);
        expect(Object.keys(taken.json().data).sort()).toEqual(Object.keys(fresh.json().data).sort());
        expect(taken.json().data).toMatchObject({ username: 'alima2', status: 'pending' });
        expect(await userCount()).toBe(before);

        const mail = (await server.outbox())
            .filter(message => message.to.includes('priya.raman@lakeshorefamilymed.example'))
            .at(-1)!;
        expect(mail.subject).toBe('An account already uses this address at Rx Connect Portal');
        expect(mail.body).toContain('your account provider already uses');
        expect(mail.body).toMatch(/#\/login/);
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, 'user.register'))
            .orderBy(desc(auditLog.id))
            .limit(1);
        expect(entry).toMatchObject({ outcome: 'failure', reason: 'email_taken', actorUsername: 'alima2' });
    });
});

describe.each([
    ['/api/user/repasswordemail', 'priya.raman@lakeshorefamilymed.example'],
    ['/api/user/activation-email', 'pending.person@plan.example'],
])('%s', (url, knownAddress) => {
    it('takes as long for an unknown address as for a known one', async () => {
        if (url.endsWith('activation-email'))
            await server.addUser('pendingperson', { email: knownAddress, status: 'pending' });
        const timed = async (email: string) => {
            const started = performance.now();
            const response = await post(url, { email });
            expect(response.statusCode).toBe(200);
            return performance.now() - started;
        };
        const known: number[] = [];
        const unknown: number[] = [];
        for (let round = 0; round < 2; round++) {
            known.push(await timed(knownAddress));
            unknown.push(await timed(`nobody-${round}@nowhere.example`));
        }
        // Each answer waits for the same fixed moment: neither is quicker than it.
        for (const duration of [...known, ...unknown]) expect(duration).toBeGreaterThanOrEqual(395);
        expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
    });
});
