import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionAction, ConnectionStatus } from '../../../common/vocabularies/connections';
import { auditLog, connections } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let claims: TestServer;
beforeAll(async () => {
    [server, claims] = await Promise.all([startTestServer(), startTestServer({ profile: 'claims' })]);
});
afterAll(async () => {
    await Promise.all([server.close(), claims.close()]);
});

let accounts = 0;
/** A fresh signed-in user of a role, so that each test's connections are its own. */
const member = async (target: TestServer, role: string, overrides: Parameters<TestServer['addUser']>[1] = {}) => {
    const orgType = {
        provider: 'provider_practice',
        healthplan: 'health_plan',
        pharma: 'pharma_manufacturer',
        admin: 'portal_operator',
        claims_adjuster: 'insurance_company',
        freight_forwarder: 'freight_forwarder',
    }[role]!;
    const user = await target.addUser(`${role}-${++accounts}`, {
        role,
        orgType,
        orgName: `${role} org ${accounts}`,
        ...overrides,
    });
    return { user, token: await target.login(user.username) };
};
type Member = Awaited<ReturnType<typeof member>>;

const call = (target: TestServer, who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
    target.app.inject({ method, url, payload, headers: { 'x-token': who.token } });

const requestFrom = (from: Member, to: Member, kind = 'network_participation', message?: string, target = server) =>
    call(target, from, 'POST', '/api/connections', { recipientId: to.user.id, kind, ...(message ? { message } : {}) });

describe('requesting a connection', () => {
    it("quotes the requester's message in the e-mail, and a dash only when none was sent", async () => {
        const provider = await member(server, 'provider');
        const plan = await member(server, 'healthplan');
        const other = await member(server, 'provider');
        const before = (await server.outbox()).length;

        expect((await requestFrom(provider, plan, 'network_participation', '  Joining in 2027?  ')).statusCode).toBe(
            200
        );
        expect((await requestFrom(other, plan)).statusCode).toBe(200);

        const [withMessage, without] = (await server.outbox()).slice(before);
        expect(withMessage!.body).toContain('Their message: Joining in 2027?\n');
        expect(without!.body).toContain('Their message: —');
    });

    it('creates a request, audits it and e-mails the other side in its language', async () => {
        const provider = await member(server, 'provider', { orgName: 'Lakeside Pediatrics' });
        const plan = await member(server, 'healthplan', { language: 'es', planName: 'Sunrise Care HMO' });
        const before = (await server.outbox()).length;

        const response = await requestFrom(provider, plan, 'network_participation', 'We would like to join for 2027.');
        expect(response.statusCode).toBe(200);
        const created = response.json().data;
        expect(created).toMatchObject({
            status: 'requested',
            kind: 'network_participation',
            requester: { id: provider.user.id, orgName: 'Lakeside Pediatrics' },
            recipient: { id: plan.user.id, orgName: 'Sunrise Care HMO' },
            actions: ['end'],
        });
        expect(created.events).toMatchObject([{ type: 'requested', body: 'We would like to join for 2027.' }]);

        const mails = (await server.outbox()).slice(before);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toBe(plan.user.email);
        expect(mails[0]!.subject).toBe('Lakeside Pediatrics solicita conectar: Participación en la red');
        expect(mails[0]!.body).toContain(`/#/connect?id=${created.id}`);

        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'connection.request'), eq(auditLog.targetId, created.id)));
        expect(entry).toMatchObject({ actorId: provider.user.id, outcome: 'success', targetType: 'connection' });

        // The side asked sees it with its answers; a third organisation does not see it at all.
        const seen = await call(server, plan, 'GET', `/api/connections/${created.id}`);
        expect(seen.json().data.actions).toEqual(['accept', 'decline']);
        const outsider = await member(server, 'healthplan');
        expect((await call(server, outsider, 'GET', `/api/connections/${created.id}`)).statusCode).toBe(404);
        expect((await call(server, outsider, 'GET', '/api/connections')).json().data).toEqual([]);
    });

    it('refuses kinds the two roles do not share, unknown recipients and a second open request', async () => {
        const provider = await member(server, 'provider');
        const pharma = await member(server, 'pharma');
        const otherProvider = await member(server, 'provider');
        const admin = await member(server, 'admin');

        const wrongKind = await requestFrom(provider, pharma, 'network_participation');
        expect(wrongKind.statusCode).toBe(400);
        expect(wrongKind.json().message).toBe(
            'A "Network participation" connection is not possible between your organisation and this one.'
        );
        expect((await requestFrom(provider, otherProvider, 'network_participation')).statusCode).toBe(400);
        expect((await requestFrom(admin, provider, 'network_participation')).statusCode).toBe(400);
        const unknown = await call(server, provider, 'POST', '/api/connections', {
            recipientId: '00000000-0000-4000-8000-000000000000',
            kind: 'samples',
        });
        expect(unknown.statusCode).toBe(404);
        const locked = await server.addUser(`pharma-locked-${++accounts}`, {
            role: 'pharma',
            orgType: 'pharma_manufacturer',
            status: 'locked',
        });
        const toLocked = await call(server, provider, 'POST', '/api/connections', {
            recipientId: locked.id,
            kind: 'samples',
        });
        expect(toLocked.statusCode).toBe(404);

        expect((await requestFrom(provider, pharma, 'samples')).statusCode).toBe(200);
        const again = await requestFrom(pharma, provider, 'samples');
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(
            'A connection of this kind with this organisation is already requested or active.'
        );
        // Another kind between the same two is a connection of its own.
        expect((await requestFrom(pharma, provider, 'patient_support')).statusCode).toBe(200);
        const open = await server.db.select().from(connections).where(eq(connections.requesterId, pharma.user.id));
        expect(open).toHaveLength(1);
    });

    it('connects freight forwarders with insurers’ claim teams in the claims profile', async () => {
        const forwarder = await member(claims, 'freight_forwarder');
        const adjuster = await member(claims, 'claims_adjuster');
        const created = await requestFrom(forwarder, adjuster, 'claims_handling', undefined, claims);
        expect(created.statusCode).toBe(200);
        const accepted = await call(claims, adjuster, 'POST', `/api/connections/${created.json().data.id}/accept`);
        expect(accepted.json().data.status).toBe('active');
        expect((await requestFrom(forwarder, adjuster, 'network_participation', undefined, claims)).statusCode).toBe(
            400
        );
    });
});

type Side = 'requester' | 'recipient' | 'admin' | 'outsider';

/** Every action by every kind of caller from every status: the new status, or the refusal's HTTP status. */
const TRANSITIONS: [ConnectionStatus, Side, ConnectionAction, ConnectionStatus | number][] = [
    ['requested', 'recipient', 'accept', 'active'],
    ['requested', 'recipient', 'decline', 'declined'],
    ['requested', 'recipient', 'end', 409],
    ['requested', 'requester', 'accept', 409],
    ['requested', 'requester', 'decline', 409],
    ['requested', 'requester', 'end', 'ended'],
    ['requested', 'admin', 'accept', 409],
    ['requested', 'admin', 'decline', 409],
    ['requested', 'admin', 'end', 'ended'],
    ['requested', 'outsider', 'accept', 404],
    ['requested', 'outsider', 'end', 404],
    ['active', 'recipient', 'end', 'ended'],
    ['active', 'requester', 'end', 'ended'],
    ['active', 'admin', 'end', 'ended'],
    ['active', 'outsider', 'end', 404],
    ['active', 'recipient', 'accept', 409],
    ['active', 'requester', 'decline', 409],
    ['declined', 'recipient', 'accept', 409],
    ['declined', 'requester', 'end', 409],
    ['declined', 'admin', 'end', 409],
    ['ended', 'recipient', 'accept', 409],
    ['ended', 'requester', 'end', 409],
    ['ended', 'admin', 'end', 409],
];

describe('the connection state machine', () => {
    let admin: Member;
    let outsider: Member;
    beforeAll(async () => {
        [admin, outsider] = await Promise.all([member(server, 'admin'), member(server, 'healthplan')]);
    });

    /** A provider's request to a plan, brought to a status, with an admin and an unrelated plan user at hand. */
    const connectionIn = async (status: ConnectionStatus) => {
        const [requester, recipient] = await Promise.all([member(server, 'provider'), member(server, 'healthplan')]);
        const sides = { requester, recipient, admin, outsider };
        const id: string = (await requestFrom(sides.requester, sides.recipient)).json().data.id;
        const move = (who: Member, action: ConnectionAction) =>
            call(server, who, 'POST', `/api/connections/${id}/${action}`, { reason: 'Not this year' });
        if (status === 'active') await move(sides.recipient, 'accept');
        if (status === 'declined') await move(sides.recipient, 'decline');
        if (status === 'ended') await move(sides.requester, 'end');
        return { id, sides, move };
    };

    it.each(TRANSITIONS)('%s → %s does %s: %s', async (status, side, action, expected) => {
        const { id, sides, move } = await connectionIn(status);
        const before = await server.db.select().from(connections).where(eq(connections.id, id));
        const response = await move(sides[side], action);
        if (typeof expected === 'number') {
            expect(response.statusCode).toBe(expected);
            // A refused change leaves the connection as it was.
            expect(await server.db.select().from(connections).where(eq(connections.id, id))).toEqual(before);
            return;
        }
        expect(response.statusCode).toBe(200);
        const detail = response.json().data;
        expect(detail.status).toBe(expected);
        expect(detail.lastActorId).toBe(sides[side].user.id);
        expect(detail.events.at(-1)).toMatchObject({
            type: { accept: 'accepted', decline: 'declined', end: 'ended' }[action],
        });
        const [entry] = await server.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, `connection.${action}`), eq(auditLog.targetId, id)));
        expect(entry?.changes).toEqual({ status: { before: status, after: expected } });
    });

    it('names the status in a refusal, and a decline needs a reason', async () => {
        const { id, sides } = await connectionIn('ended');
        const refused = await call(server, sides.recipient, 'POST', `/api/connections/${id}/accept`);
        expect(refused.json().message).toBe('This connection is Ended: "Accept" is not possible for you now.');

        const pending = await connectionIn('requested');
        const noReason = await call(
            server,
            pending.sides.recipient,
            'POST',
            `/api/connections/${pending.id}/decline`,
            {}
        );
        expect(noReason.statusCode).toBe(400);
        expect(noReason.json().message).toContain('"reason"');
        const declined = await pending.move(pending.sides.recipient, 'decline');
        expect(declined.json().data).toMatchObject({ status: 'declined', reason: 'Not this year' });
    });

    it('keeps a message thread for the two sides only, and e-mails each message', async () => {
        const { id, sides } = await connectionIn('active');
        const before = (await server.outbox()).length;
        const written = await call(server, sides.recipient, 'POST', `/api/connections/${id}/messages`, {
            body: 'Please send your W-9.',
        });
        expect(written.json().data.events.at(-1)).toMatchObject({
            type: 'message',
            body: 'Please send your W-9.',
            actor: { id: sides.recipient.user.id },
        });
        const mails = (await server.outbox()).slice(before);
        expect(mails.map(mail => mail.to)).toEqual([sides.requester.user.email]);
        expect(
            (await call(server, sides.admin, 'POST', `/api/connections/${id}/messages`, { body: 'Hi' })).statusCode
        ).toBe(403);
        expect(
            (await call(server, sides.outsider, 'POST', `/api/connections/${id}/messages`, { body: 'Hi' })).statusCode
        ).toBe(404);
        expect(
            (await call(server, sides.requester, 'POST', `/api/connections/${id}/messages`, { body: '   ' })).statusCode
        ).toBe(400);
        // The admin reads every connection.
        const all = (await call(server, sides.admin, 'GET', '/api/connections?status=active')).json().data;
        expect(all.map((connection: { id: string }) => connection.id)).toContain(id);
    });
});

describe('the directory of organisations', () => {
    it('lists the roles one connects with, searchable, with what is already open', async () => {
        const provider = await member(server, 'provider');
        const plan = await member(server, 'healthplan', { planName: 'Zephyr Unique Plan' });
        const entries = (await call(server, provider, 'GET', '/api/connections/directory?q=zephyr')).json().data;
        expect(entries).toEqual([
            expect.objectContaining({
                id: plan.user.id,
                orgName: 'Zephyr Unique Plan',
                kinds: ['network_participation', 'data_sharing'],
                openKinds: [],
            }),
        ]);
        await requestFrom(provider, plan, 'data_sharing');
        const after = (await call(server, provider, 'GET', '/api/connections/directory?q=zephyr')).json().data;
        expect(after[0]).toMatchObject({ kinds: ['network_participation'], openKinds: ['data_sharing'] });

        const roles = (await call(server, provider, 'GET', '/api/connections/directory'))
            .json()
            .data.map((entry: { role: string }) => entry.role);
        expect(new Set(roles)).toEqual(new Set(['healthplan', 'pharma']));
        const pharmaOnly = (await call(server, provider, 'GET', '/api/connections/directory?role=pharma')).json().data;
        expect(new Set(pharmaOnly.map((entry: { role: string }) => entry.role))).toEqual(new Set(['pharma']));
        const admin = await member(server, 'admin');
        expect((await call(server, admin, 'GET', '/api/connections/directory')).json().data).toEqual([]);
    });

    it("finds a provider by NPI and by the registry's state", async () => {
        const plan = await member(server, 'healthplan');
        const byNpi = (await call(server, plan, 'GET', '/api/connections/directory?q=1740283969')).json().data;
        expect(byNpi).toMatchObject([{ providerId: '1740283969', role: 'provider' }]);
        const state = byNpi[0].state as string;
        expect(state).toMatch(/^[A-Z]{2}$/);
        const inState = (
            await call(server, plan, 'GET', `/api/connections/directory?state=${state.toLowerCase()}`)
        ).json().data;
        expect(inState.map((entry: { providerId: string }) => entry.providerId)).toContain('1740283969');
        expect((await call(server, plan, 'GET', '/api/connections/directory?state=Illinois')).statusCode).toBe(400);
    });
});
