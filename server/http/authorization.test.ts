import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES, ROLES_BY_PROFILE } from '../../common/profiles';
import { openScreens } from '../../common/access';
import { DEMO_ACCOUNTS } from '../db/seed';
import { startTestServer, type TestServer } from '../test/testServer';
import type { Access } from './context';

/** Envelope codes that mean "not allowed" or "not signed in". */
const REFUSALS = [401, 403, 50008, 50012, 50014];

describe.each(PROFILES)('every API operation × every role of the %s profile', profile => {
    let server: TestServer;
    const tokens = new Map<string, string>();
    let someUserId = '';

    beforeAll(async () => {
        server = await startTestServer({ profile });
        for (const account of DEMO_ACCOUNTS[profile]) tokens.set(account.role, await server.login(account.username));
        someUserId = (await server.addUser(`walk-${profile}`)).id;
    });
    afterAll(() => server.close());

    /** The operations of the OpenAPI description, each with the access its route declares. */
    const operations = () => {
        const document = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
        return Object.entries(document.paths).flatMap(([path, methods]) =>
            Object.keys(methods).map(method => {
                const url = path.replace(/\{(\w+)\}/g, ':$1');
                const rule = server.app.accessRules.find(
                    candidate => candidate.url === url && candidate.method === method.toUpperCase()
                );
                return { method: method.toUpperCase(), path, url, access: rule?.access };
            })
        );
    };

    const call = (method: string, path: string, token?: string) =>
        server.app.inject({
            method: method as 'GET',
            url: path.replace(/\{\w+\}/g, someUserId),
            headers: token ? { 'x-token': token } : {},
            ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
            remoteAddress: '10.200.0.1',
        });

    const codeOf = (response: Awaited<ReturnType<typeof call>>) => {
        try {
            return (response.json() as { code?: number }).code ?? response.statusCode;
        } catch {
            return response.statusCode;
        }
    };

    const allowed = (access: Access, role: string) =>
        access === 'public' || access === 'session' || openScreens(profile, [role], {}).includes(access.screen);

    it('has an access declaration for every operation it describes', () => {
        const undeclared = operations().filter(operation => !operation.access);
        expect(undeclared).toEqual([]);
        expect(operations().length).toBeGreaterThan(8);
    });

    it('covers the administration operations (users, sessions, organisations, registrations, audit trail)', () => {
        // The generic calls below use the id of the walk's own extra user (no sessions) for `{id}`:
        // ending "its" sessions or a session with that id ends none of the tokens under test.
        const described = operations().map(({ method, path }) => `${method} ${path}`);
        expect(described).toEqual(
            expect.arrayContaining([
                'GET /api/users',
                'GET /api/users/{id}',
                'POST /api/users/{id}/status',
                'GET /api/users/{id}/sessions',
                'DELETE /api/users/{id}/sessions',
                'DELETE /api/sessions/{id}',
                'GET /api/organisations',
                'POST /api/organisations',
                'GET /api/organisations/{id}',
                'PUT /api/organisations/{id}',
                'GET /api/registrations',
                'POST /api/registrations/{id}/approve',
                'POST /api/registrations/{id}/reject',
                'GET /api/audit',
                'GET /api/audit/export',
            ])
        );
    });

    it('covers the claim actions: documents on both desks, disputes on the healthcare desk, cargo filings on the cargo desk', () => {
        const described = operations().map(({ method, path }) => `${method} ${path}`);
        const documents = [
            'GET /api/claim-documents',
            'POST /api/claim-documents',
            'GET /api/claim-documents/{documentId}',
        ];
        const disputes = [
            'GET /api/claim-disputes',
            'POST /api/claim-disputes',
            'GET /api/claim-disputes/export',
            'POST /api/claim-disputes/{disputeId}/document-requests',
            'POST /api/claim-disputes/{disputeId}/decision',
            'GET /api/claim-disputes/{disputeId}/decision-letter',
        ];
        expect(described).toEqual(expect.arrayContaining(documents));
        const cargo = ['POST /api/cargo-filings', 'GET /api/cargo-filings', 'POST /api/cargo-filings/{claimId}/steps'];
        if (profile === 'healthcare') {
            expect(described).toEqual(expect.arrayContaining(disputes));
            expect(described.filter(operation => operation.includes('/api/cargo-filings'))).toEqual([]);
        } else {
            expect(described).toEqual(expect.arrayContaining(cargo));
            expect(described.filter(operation => operation.includes('/api/claim-disputes'))).toEqual([]);
        }
    });

    it('answers nothing but the public operations without a valid session', async () => {
        for (const { method, path, access } of operations()) {
            const response = await call(method, path);
            const code = codeOf(response);
            if (access === 'public') expect(REFUSALS, `${method} ${path}`).not.toContain(code);
            else expect(code, `${method} ${path}`).toBe(401);
            const forged = codeOf(await call(method, path, 'not-a-session'));
            if (access !== 'public') expect(forged, `${method} ${path} with a forged token`).toBe(50008);
        }
    });

    it.each(ROLES_BY_PROFILE[profile])('lets %s call exactly what the access rules give it', async role => {
        for (const { method, path, access } of operations()) {
            if (method === 'POST' && path === '/api/user/logout') continue; // would end the session under test
            if (path === '/api/user/logout') continue;
            const code = codeOf(await call(method, path, tokens.get(role)));
            if (allowed(access!, role)) expect(REFUSALS, `${role}: ${method} ${path}`).not.toContain(code);
            else expect(code, `${role}: ${method} ${path}`).toBe(403);
        }
    });
});
