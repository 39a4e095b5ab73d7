import { and, eq, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../common/profiles';
import { claims, directoryRows, organisations, sessions, users } from '../../db/schema';
import { seedDemoClaims } from '../../db/seed';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * Tenant isolation over every operation of the OpenAPI description: for each role that belongs to
 * an organisation, two organisations of that role with data of their own (claims, a connection
 * with a message, a saved search, a session). Every operation is called as a member of the first,
 * aimed at the second's records where it takes an id, and nothing of the second may come back:
 * not a claim, a count, a name, a message. Every attempt to change one's organisation or role is
 * refused. An operation missing from the table fails the test.
 */

/** How an operation is checked, beyond "nothing of the other organisation in the answer". */
type How =
    /** No session: answers the same to anyone. */
    | 'public'
    /** The caller's own session or profile only. */
    | 'own'
    /** A screen no organisation role opens: 403 for every one. */
    | 'admin'
    /** A read or list of the caller's scope; ids in the path are the other organisation's. */
    | 'scoped'
    /** A change aimed at the other organisation's record (its id in the path): refused. */
    | 'refusedOnOther'
    /** A record made for the caller's own organisation, whatever the body names: the other's records stay as they were. */
    | 'madeForOwn'
    /** Not called in the walk: it ends the caller's own session; checked at the end instead. */
    | 'endsOwnSession';

interface Check {
    how: How;
    /** The one profile that has the operation (the healthcare desk's disputes and document requests). */
    only?: Profile;
    query?: string;
    body?: (other: Tenant) => unknown;
}

const OPERATIONS: Record<string, Check> = {
    'GET /api/health': { how: 'public' },
    'GET /api/portal/config': { how: 'public' },
    'POST /api/user/login': {
        how: 'public',
        body: other => ({ username: other.username, password: 'wrong-password-x' }),
    },
    'POST /api/user/login/totp': { how: 'public' },
    'GET /api/user/info': { how: 'own' },
    'GET /api/user/logout': { how: 'endsOwnSession' },
    'POST /api/user/logout': { how: 'endsOwnSession' },
    'GET /api/user/npiFind': { how: 'public', query: 'providerId=1740283969' },
    'POST /api/user/register': { how: 'public' },
    'GET /api/user/activate': { how: 'public' },
    'POST /api/user/activate': { how: 'public' },
    'POST /api/user/activation-email': { how: 'public', body: other => ({ email: other.email }) },
    'GET /api/user/repasswordemail': { how: 'public' },
    'POST /api/user/repasswordemail': { how: 'public' },
    'GET /api/user/repassword': { how: 'public' },
    'POST /api/user/repassword': { how: 'public' },
    'GET /api/user/emailChange': { how: 'public' },
    'GET /api/user/accountTypes': { how: 'public' },
    'GET /api/user/getUserInfo': { how: 'own', query: 'userId={userId}' },
    'POST /api/user/setUserInfo': { how: 'own', body: other => ({ userId: other.userId, firstName: 'Taken' }) },
    'POST /api/user/password': { how: 'own' },
    'GET /api/user/sessions': { how: 'own' },
    'DELETE /api/user/sessions': { how: 'own' },
    'DELETE /api/user/sessions/{id}': { how: 'refusedOnOther' },
    'GET /api/user/totp': { how: 'own' },
    'POST /api/user/totp/setup': { how: 'own' },
    'POST /api/user/totp/enable': { how: 'own' },
    'POST /api/user/totp/disable': { how: 'own' },
    'POST /api/user/contactus': { how: 'own' },
    'POST /api/pageviews': { how: 'own' },
    'GET /api/access': { how: 'admin' },
    'PUT /api/access': { how: 'admin' },
    'GET /api/users': { how: 'admin' },
    'GET /api/users/{id}': { how: 'admin' },
    'POST /api/users/{id}/status': { how: 'admin' },
    'POST /api/users/{id}/password-reset': { how: 'admin' },
    'GET /api/users/{id}/sessions': { how: 'admin' },
    'DELETE /api/users/{id}/sessions': { how: 'admin' },
    'DELETE /api/sessions/{id}': { how: 'admin' },
    'GET /api/organisations': { how: 'admin' },
    'POST /api/organisations': { how: 'admin' },
    'GET /api/organisations/{id}': { how: 'admin' },
    'PUT /api/organisations/{id}': { how: 'admin' },
    'GET /api/registrations': { how: 'admin' },
    'POST /api/registrations/{id}/approve': { how: 'admin' },
    'POST /api/registrations/{id}/reject': { how: 'admin' },
    'GET /api/audit': { how: 'admin' },
    'GET /api/audit/export': { how: 'admin' },
    'GET /api/claims': { how: 'scoped', query: 'range=[0,99]' },
    'GET /api/claims/summary': { how: 'scoped' },
    'GET /api/claims/export': { how: 'scoped', query: 'format=csv' },
    'GET /api/claims/saved-searches': { how: 'scoped' },
    'POST /api/claims/saved-searches': { how: 'scoped' },
    'DELETE /api/claims/saved-searches/{id}': { how: 'refusedOnOther' },
    'POST /api/claims/import': { how: 'refusedOnOther' },
    'GET /api/claims/{id}': { how: 'refusedOnOther' },
    'PUT /api/claims/{id}': { how: 'refusedOnOther', body: () => ({ status: 'F2' }) },
    'POST /api/linkExcel/uploads': { how: 'admin' },
    'POST /api/linkExcel/tables/{tableId}/npiRefresh': { how: 'admin' },
    'GET /api/linkExcel/uploads/{id}': { how: 'admin' },
    'GET /api/linkExcel/uploads/{id}/preview': { how: 'admin' },
    'POST /api/linkExcel/uploads/{id}/check': { how: 'admin' },
    'POST /api/linkExcel/uploads/{id}/apply': { how: 'admin' },
    'POST /api/linkExcel/uploads/{id}/cancel': { how: 'admin' },
    'GET /api/linkExcel/uploads/{id}/errors': { how: 'admin' },
    'GET /api/linkExcel/tables/{tableId}/export': { how: 'admin' },
    'GET /api/directory/templates': { how: 'admin' },
    'GET /api/directory/tables': { how: 'admin' },
    'POST /api/directory/tables': { how: 'admin' },
    'GET /api/directory/tables/{tableId}': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/rows': { how: 'admin' },
    'POST /api/directory/tables/{tableId}/rows': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/rows/{id}': { how: 'admin' },
    'PUT /api/directory/tables/{tableId}/rows/{id}': { how: 'admin' },
    'DELETE /api/directory/tables/{tableId}/rows/{id}': { how: 'admin' },
    'POST /api/directory/tables/{tableId}/rows/{id}/restore': { how: 'admin' },
    'POST /api/directory/tables/{tableId}/verify': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/rows/{id}/history': { how: 'admin' },
    'GET /api/directory/access': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/access': { how: 'admin' },
    'PUT /api/directory/tables/{tableId}/access/{role}': { how: 'admin' },
    'POST /api/directory/columnGuesses': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/columnUsage': { how: 'admin' },
    'PUT /api/directory/tables/{tableId}/columns': { how: 'admin' },
    'POST /api/directory/tables/{tableId}/bulkEdit': { how: 'admin' },
    'POST /api/directory/tables/{tableId}/bulkDelete': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/layout': { how: 'admin' },
    'PUT /api/directory/tables/{tableId}/layout': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/export': { how: 'admin' },
    'GET /api/directory/myListing': { how: 'scoped' },
    'PUT /api/directory/myListing/{tableId}/{id}': { how: 'refusedOnOther', body: () => ({ values: {} }) },
    'POST /api/directory/myListing/{tableId}/{id}/confirm': { how: 'refusedOnOther' },
    'POST /api/directory/myListing/confirm': { how: 'own' },
    'POST /api/directory/myListing/{tableId}/{id}/changes': {
        how: 'refusedOnOther',
        body: () => ({ column: 'phone', value: '555-0100', note: 'Taken' }),
    },
    'GET /api/directory/tables/{tableId}/publication': { how: 'admin' },
    'PUT /api/directory/tables/{tableId}/publication': { how: 'admin' },
    'PUT /api/directory/tables/{tableId}/organisation': { how: 'admin' },
    'POST /api/directory/tables/{tableId}/rows/{id}/phoneVerification': {
        how: 'admin',
        body: () => ({ note: 'Taken' }),
    },
    'PUT /api/directory/tables/{tableId}/rows/{id}/publicationHold': {
        how: 'admin',
        body: () => ({ reason: 'Taken' }),
    },
    'DELETE /api/directory/tables/{tableId}/rows/{id}/publicationHold': { how: 'admin' },
    'GET /api/directory/tables/{tableId}/rows/{id}/campaign': { how: 'admin' },
    'GET /api/directory/reminders/open': { how: 'public', query: 'token=not-a-reminder' },
    'GET /api/scheduledJobs': { how: 'admin' },
    'POST /api/scheduledJobs/{name}/run': { how: 'admin' },
    'GET /api/directory-changes': { how: 'scoped' },
    'POST /api/directory-changes/{id}/apply': { how: 'refusedOnOther' },
    'POST /api/directory-changes/{id}/reject': { how: 'refusedOnOther', body: () => ({ reason: 'Taken' }) },
    'GET /api/directory-inquiries': { how: 'scoped' },
    'POST /api/directory-inquiries/{id}/answer': { how: 'refusedOnOther', body: () => ({ answer: 'Taken' }) },
    'GET /api/directory-accuracy': { how: 'scoped' },
    'GET /api/directory-accuracy/export': { how: 'scoped' },
    'GET /api/public/directory/human-check': { how: 'public' },
    'POST /api/public/directory/reports': { how: 'public' },
    'GET /api/connections': { how: 'scoped' },
    'POST /api/connections': {
        how: 'refusedOnOther',
        body: other => ({ recipientId: other.userId, kind: 'network_participation', message: 'hello' }),
    },
    'GET /api/connections/directory': { how: 'scoped' },
    'GET /api/connections/{id}': { how: 'refusedOnOther' },
    'POST /api/connections/{id}/{action}': { how: 'refusedOnOther', body: () => ({ reason: 'No.' }) },
    'POST /api/connections/{id}/messages': { how: 'refusedOnOther', body: () => ({ body: 'Let me in.' }) },
    'GET /api/dashboard': { how: 'scoped' },
    'GET /api/home': { how: 'scoped' },
    'GET /api/gettingStarted': { how: 'scoped' },
    'PUT /api/gettingStarted/steps/{step}': { how: 'own', body: () => ({ done: true }) },
    'PUT /api/gettingStarted/dismissed': { how: 'own', body: () => ({ dismissed: true }) },
    'GET /api/sso/providers': { how: 'public' },
    'GET /api/sso/providers/{id}/start': { how: 'public' },
    'GET /api/sso/oidc/{id}/callback': { how: 'public' },
    'POST /api/sso/saml/{id}/acs': { how: 'public' },
    'GET /api/sso/saml/{id}/metadata': { how: 'public' },
    'GET /api/sso/saml/{id}/slo': { how: 'public' },
    'GET /api/sso/session': { how: 'own' },
    'GET /api/identity-providers': { how: 'admin' },
    'POST /api/identity-providers': { how: 'admin' },
    'GET /api/identity-providers/{id}': { how: 'admin' },
    'PUT /api/identity-providers/{id}': { how: 'admin' },
    'GET /api/claim-documents': { how: 'refusedOnOther', query: 'claimId={claimId}' },
    'POST /api/claim-documents': { how: 'refusedOnOther', query: 'claimId={claimId}&type=other' },
    'GET /api/claim-documents/{documentId}': { how: 'refusedOnOther' },
    'POST /api/claim-disputes': {
        how: 'refusedOnOther',
        only: 'healthcare',
        body: other => ({
            claimId: other.claimIds[0],
            disputeType: 'reconsideration',
            reason: 'coding',
            narrative: 'Not ours to dispute.',
        }),
    },
    'GET /api/claim-disputes': { how: 'scoped', only: 'healthcare', query: 'claimId={claimId}' },
    'GET /api/claim-disputes/export': { how: 'scoped', only: 'healthcare' },
    'POST /api/claim-disputes/{disputeId}/document-requests': {
        how: 'refusedOnOther',
        only: 'healthcare',
        body: () => ({ note: 'Send the operative report.' }),
    },
    'POST /api/claim-disputes/{disputeId}/decision': { how: 'refusedOnOther', only: 'healthcare' },
    'GET /api/claim-disputes/{disputeId}/decision-letter': { how: 'refusedOnOther', only: 'healthcare' },
    'GET /api/claim-document-requests': { how: 'scoped', only: 'healthcare', query: 'claimId={claimId}' },
    'POST /api/claim-document-requests': {
        how: 'refusedOnOther',
        only: 'healthcare',
        body: other => ({ claimId: other.claimIds[0], attachmentCodes: ['18842-5'], dueOn: '2030-01-01' }),
    },
    'POST /api/cargo-filings': {
        how: 'refusedOnOther',
        only: 'claims',
        body: other => ({
            claimId: other.claimIds[0],
            transportDocument: 'MAEU123456789',
            mode: 'ocean',
            carrier: 'Not our carrier',
            origin: 'Shanghai',
            destination: 'Rotterdam',
            deliveredOn: '2026-01-15',
            event: 'damage',
            amount: 1200,
            currency: 'USD',
        }),
    },
    'POST /api/cargo-claims': {
        how: 'madeForOwn',
        only: 'claims',
        body: other => ({
            forwarder: other.organisationName,
            claimId: other.claimIds[0],
            transportDocument: 'MAEU123456789',
            mode: 'ocean',
            carrier: 'Not our carrier',
            origin: 'Shanghai',
            destination: 'Rotterdam',
            deliveredOn: '2026-01-15',
            event: 'damage',
            amount: 1200,
            currency: 'USD',
        }),
    },
    'GET /api/cargo-filings': { how: 'refusedOnOther', only: 'claims', query: 'claimId={claimId}' },
    'POST /api/cargo-filings/{claimId}/steps': {
        how: 'refusedOnOther',
        only: 'claims',
        body: () => ({ step: 'acknowledge' }),
    },
};

/** A member of one organisation, with the records that are its own and must stay so. */
interface Tenant {
    username: string;
    email: string;
    userId: string;
    organisationId: string;
    /** The organisation's name, which a forged body might name. */
    organisationName: string;
    token: string;
    /** Claims only this organisation is party to: any of them in the other's answer is a leak. */
    claimIds: number[];
    claimNumbers: string[];
    /** Texts found only in this organisation's records. */
    secrets: string[];
    connectionId: string;
    savedSearchId: string;
    sessionId: string;
    directoryRow?: { tableId: string; id: number };
}

/** The organisation roles of each profile, the two organisations of each, and who they connect with. */
interface TenantRole {
    role: string;
    /** The organisation fields of each side (the first is the demo organisation). */
    sides: [Record<string, string>, Record<string, string>];
    /** The claims each side is party to, as an oracle independent of the server's scope code. */
    partyOf: (side: Record<string, string>) => SQL;
    counterpart: { role: string; fields: Record<string, string>; kind: string };
}

const ROLES: Record<Profile, TenantRole[]> = {
    healthcare: [
        {
            role: 'healthplan',
            sides: [
                { orgName: 'Evergreen Health', planName: 'Evergreen Health Advantage PPO' },
                { orgName: 'Summit Mutual', planName: 'Summit Mutual Choice PPO' },
            ],
            partyOf: side => eq(claims.planName, side.planName!),
            counterpart: { role: 'provider', fields: { providerId: '1740283969' }, kind: 'network_participation' },
        },
        {
            role: 'provider',
            sides: [
                { orgName: 'Lakeshore Family Medicine', providerId: '1740283969' },
                { orgName: 'Isolation Clinic B' },
            ],
            partyOf: side => or(eq(claims.billingNpi, side.providerId!), eq(claims.renderingNpi, side.providerId!))!,
            counterpart: {
                role: 'healthplan',
                fields: { orgName: 'Evergreen Health', planName: 'Evergreen Health Advantage PPO' },
                kind: 'network_participation',
            },
        },
        {
            role: 'pharma',
            sides: [{ orgName: 'Northbridge Pharmaceuticals' }, { orgName: 'Alder Therapeutics' }],
            partyOf: side => and(eq(claims.kind, 'pharmacy'), eq(claims.manufacturer, side.orgName!))!,
            counterpart: { role: 'provider', fields: { providerId: '1740283969' }, kind: 'samples' },
        },
    ],
    claims: [
        {
            role: 'freight_forwarder',
            sides: [{ orgName: 'Bluewave Logistics' }, { orgName: 'Northstar Freight' }],
            partyOf: side => eq(claims.forwarder, side.orgName!),
            counterpart: {
                role: 'claims_adjuster',
                fields: { orgName: 'Harbor Mutual Insurance' },
                kind: 'claims_handling',
            },
        },
    ],
};

/** Roles whose scope is every claim of the desk (the insurer's own staff): they still cannot change role or organisation. */
const WHOLE_DESK_ROLES: Record<Profile, string[]> = { healthcare: [], claims: ['editor', 'claims_adjuster'] };

const REFUSED = [400, 403, 404, 409];

const codeOf = (response: { statusCode: number; json: () => unknown }) => {
    try {
        return ((response.json() as { code?: number }).code ?? response.statusCode) as number;
    } catch {
        return response.statusCode;
    }
};

describe.each(['healthcare', 'claims'] as const)('tenant isolation, %s profile', profile => {
    let server: TestServer;
    let described: { method: string; path: string }[] = [];
    let serial = 0;

    beforeAll(async () => {
        server = await startTestServer({ profile });
        await seedDemoClaims(server.db, profile, 600);
        await server.app.ready();
        const document = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
        described = Object.entries(document.paths).flatMap(([path, methods]) =>
            Object.keys(methods).map(method => ({ method: method.toUpperCase(), path }))
        );
    });
    afterAll(() => server.close());

    const inject = (method: string, url: string, token?: string, payload?: unknown) =>
        server.app.inject({
            method: method as 'GET',
            url,
            headers: token ? { 'x-token': token } : {},
            ...(payload !== undefined ? { payload: payload as object } : {}),
            remoteAddress: `10.77.${profile === 'claims' ? 1 : 0}.${(serial % 200) + 1}`,
        });

    /** A provider of the demo claims other than the demo provider, for the second practice. */
    const secondNpi = async (first: string) => {
        const rows = await server.db.select({ npi: claims.billingNpi }).from(claims).limit(500);
        return rows.map(candidate => candidate.npi).find(npi => npi && npi !== first)!;
    };

    const tenantOf = async (spec: TenantRole, side: Record<string, string>, mark: string): Promise<Tenant> => {
        const username = `iso-${spec.role}-${mark}-${++serial}`;
        const user = await server.addUser(username, { role: spec.role, orgType: 'test', ...side });
        const token = await server.login(username);
        const secret = `Isolation secret ${username}`;
        const counterpart = await server.addUser(`iso-peer-${++serial}`, {
            role: spec.counterpart.role,
            orgType: 'test',
            ...spec.counterpart.fields,
        });
        const connection = await inject('POST', '/api/connections', token, {
            recipientId: counterpart.id,
            kind: spec.counterpart.kind,
            message: secret,
        });
        expect(connection.statusCode, connection.body).toBe(200);
        const saved = await inject('POST', '/api/claims/saved-searches', token, {
            name: secret,
            filter: {},
            sort: { field: 'receivedOn', order: 'DESC' },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
        return {
            username,
            email: user.email,
            userId: user.id,
            organisationId: user.organisationId!,
            organisationName: side.orgName!,
            token,
            claimIds: [],
            claimNumbers: [],
            secrets: [secret, username, user.email],
            connectionId: connection.json().data.id,
            savedSearchId: saved.json().data.id,
            sessionId: session!.id,
        };
    };

    /** The claims only `side` is party to, never `of`: leaking any of them is visible by number. */
    const ownClaims = async (spec: TenantRole, side: Record<string, string>, of: Record<string, string>) => {
        const rows = await server.db
            .select({ id: claims.id, claimNumber: claims.claimNumber })
            .from(claims)
            .where(spec.partyOf(side))
            .limit(400);
        const theirs = new Set(
            (await server.db.select({ id: claims.id }).from(claims).where(spec.partyOf(of))).map(row => row.id)
        );
        return rows.filter(row => !theirs.has(row.id)).slice(0, 40);
    };

    const expectNothingOf = (other: Tenant, body: string, what: string) => {
        for (const secret of [...other.secrets, ...other.claimNumbers])
            expect(body, `${what}: ${secret}`).not.toContain(secret);
    };

    it('has a check for every operation it describes, and describes every operation it checks', () => {
        const keys = described.map(({ method, path }) => `${method} ${path}`);
        expect(
            keys.filter(key => !OPERATIONS[key]),
            'operations without an isolation check'
        ).toEqual([]);
        expect(
            Object.entries(OPERATIONS)
                .filter(([key, check]) => !keys.includes(key) && (!check.only || check.only === profile))
                .map(([key]) => key),
            'checks of no operation'
        ).toEqual([]);
    });

    it.each(ROLES[profile].map(spec => [spec.role, spec] as const))(
        '%s: nothing of one organisation reaches another, through any operation',
        async (_role, spec) => {
            const sides = [...spec.sides] as [Record<string, string>, Record<string, string>];
            if (spec.role === 'provider') sides[1] = { ...sides[1], providerId: await secondNpi(sides[0].providerId!) };
            const mine = await tenantOf(spec, sides[0], 'a');
            const other = await tenantOf(spec, sides[1], 'b');
            const otherClaims = await ownClaims(spec, sides[1], sides[0]);
            expect(otherClaims.length, 'the second organisation has claims of its own').toBeGreaterThan(0);
            other.claimIds = otherClaims.map(claim => claim.id);
            other.claimNumbers = otherClaims.map(claim => claim.claimNumber);
            // A directory row that is not the first practice's listing, for its listing operations.
            const listing = (
                await server.db
                    .select({ tableId: directoryRows.tableId, id: directoryRows.id, values: directoryRows.values })
                    .from(directoryRows)
                    .limit(50)
            ).find(row => !JSON.stringify(row.values).includes(sides[0].providerId ?? '-'));
            other.directoryRow = listing && { tableId: listing.tableId, id: listing.id };
            const otherBefore = await server.db.select().from(users).where(eq(users.id, other.userId));
            const [organisationBefore] = await server.db
                .select()
                .from(organisations)
                .where(eq(organisations.id, other.organisationId));

            const ids: Record<string, (path: string) => string> = {
                id: path =>
                    path.startsWith('/api/claims/saved-searches')
                        ? other.savedSearchId
                        : path.startsWith('/api/claims/')
                          ? String(other.claimIds[0])
                          : path.startsWith('/api/connections')
                            ? other.connectionId
                            : path.startsWith('/api/user/sessions')
                              ? other.sessionId
                              : path.startsWith('/api/directory/myListing')
                                ? String(other.directoryRow?.id ?? 1)
                                : other.userId,
                tableId: () => other.directoryRow?.tableId ?? crypto.randomUUID(),
                claimId: () => String(other.claimIds[0]),
                documentId: () => crypto.randomUUID(),
                disputeId: () => crypto.randomUUID(),
                action: () => 'accept',
                step: () => 'secondFactor',
                name: () => 'verificationReminders',
                role: () => spec.role,
            };

            for (const { method, path } of described) {
                const check = OPERATIONS[`${method} ${path}`]!;
                if (check.how === 'endsOwnSession') continue;
                const url =
                    path.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name]!(path)) +
                    (check.query
                        ? `?${check.query
                              .replace('{userId}', other.userId)
                              .replace('{claimId}', String(other.claimIds[0]))
                              .replace(/[[\]]/g, encodeURIComponent)}`
                        : '');
                const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? (check.body?.(other) ?? {}) : undefined;
                const otherClaimsBefore =
                    check.how === 'madeForOwn' ? await server.db.$count(claims, spec.partyOf(sides[1])) : 0;
                const response = await inject(method, url, check.how === 'public' ? undefined : mine.token, payload);
                const what = `${spec.role}: ${method} ${url}`;
                expectNothingOf(other, response.body, what);
                const code = codeOf(response);
                if (check.how === 'madeForOwn') {
                    expect(code, what).toBe(200);
                    const made = Number((response.json() as { data: { claimId: number } }).data.claimId);
                    expect(await server.db.$count(claims, and(eq(claims.id, made), spec.partyOf(sides[0]))), what).toBe(
                        1
                    );
                    expect(await server.db.$count(claims, spec.partyOf(sides[1])), what).toBe(otherClaimsBefore);
                }
                if (check.how === 'admin') expect(code, what).toBe(403);
                if (check.how === 'refusedOnOther') expect(REFUSED, what).toContain(code);
            }

            // Every list and its count, with every filter naming the other organisation.
            const mineTotal = await server.db.$count(claims, spec.partyOf(sides[0]));
            const page = await inject('GET', '/api/claims?range=%5B0%2C99%5D', mine.token);
            expect(page.headers['content-range']).toMatch(new RegExp(`/${mineTotal}$`));
            const filters = [
                { claimNumber: other.claimNumbers[0] },
                ...(sides[1].planName ? [{ planName: [sides[1].planName] }] : []),
                ...(sides[1].providerId
                    ? [{ providerNpi: sides[1].providerId }, { billingNpi: sides[1].providerId }]
                    : []),
                ...(spec.role === 'freight_forwarder' ? [{ forwarder: sides[1].orgName }] : []),
            ];
            for (const filter of filters) {
                const filtered = await inject(
                    'GET',
                    `/api/claims?filter=${encodeURIComponent(JSON.stringify(filter))}&range=%5B0%2C99%5D`,
                    mine.token
                );
                expect(filtered.statusCode, filtered.body).toBe(200);
                expectNothingOf(other, filtered.body, `filter ${JSON.stringify(filter)}`);
                const total = Number(/\/(\d+)$/.exec(filtered.headers['content-range'] as string)![1]);
                expect(total, `filter ${JSON.stringify(filter)}`).toBeLessThanOrEqual(mineTotal);
                if (spec.role !== 'provider') expect(total, `filter ${JSON.stringify(filter)}`).toBe(0);
            }
            for (const id of other.claimIds.slice(0, 10)) {
                expect((await inject('GET', `/api/claims/${id}`, mine.token)).statusCode).toBe(404);
            }

            // Every attempt to change one's organisation or role is refused, changing nothing.
            for (const changes of [
                { orgName: sides[1].orgName },
                ...(sides[1].planName ? [{ planName: sides[1].planName }] : []),
                { role: 'admin' },
                { organisationId: other.organisationId },
                { providerId: sides[1].providerId ?? '1740283969' },
            ]) {
                const refused = await inject('POST', '/api/user/setUserInfo', mine.token, changes);
                expect(REFUSED, JSON.stringify(changes)).toContain(codeOf(refused));
            }
            const [mineAfter] = await server.db.select().from(users).where(eq(users.id, mine.userId));
            expect({ role: mineAfter!.role, organisationId: mineAfter!.organisationId }).toEqual({
                role: spec.role,
                organisationId: mine.organisationId,
            });
            const again = await inject('GET', '/api/claims?range=%5B0%2C99%5D', mine.token);
            expect(again.headers['content-range']).toBe(page.headers['content-range']);

            // The other organisation is as it was: its account, its record, its session.
            expect(await server.db.select().from(users).where(eq(users.id, other.userId))).toEqual(otherBefore);
            expect(
                (await server.db.select().from(organisations).where(eq(organisations.id, other.organisationId)))[0]
            ).toEqual(organisationBefore);
            // Signing out ends one's own session only.
            expect((await inject('POST', '/api/user/logout', mine.token)).statusCode).toBe(200);
            expect((await inject('GET', '/api/user/info', other.token)).json().code).toBe(200);
            expect((await inject('GET', '/api/user/info', mine.token)).json().code).not.toBe(200);
        }
    );

    it.each(WHOLE_DESK_ROLES[profile])('%s may not change its role or organisation either', async role => {
        const username = `iso-${role}-${++serial}`;
        await server.addUser(username, { role, orgType: 'test', orgName: 'Harbor Mutual Insurance' });
        const token = await server.login(username);
        for (const changes of [
            { role: 'admin' },
            { orgName: 'Another Insurer' },
            { organisationId: crypto.randomUUID() },
        ]) {
            expect(REFUSED).toContain(codeOf(await inject('POST', '/api/user/setUserInfo', token, changes)));
        }
        const [after] = await server.db.select().from(users).where(eq(users.username, username));
        expect(after!.role).toBe(role);
    });
});
