import { http, HttpResponse } from 'msw';
import { accountHandlers } from './accountHandlers';
import { accountProfileHandlers } from './profileHandlers';
import {
    accessMatrix,
    appendAudit,
    auditMatches,
    grantableScreens,
    listPage,
    mockAdmin,
    userMatches,
} from './adminData';

/**
 * msw handlers speaking the portal's HTTP contract, over an in-memory set of accounts: for
 * SPA tests (and a demo mode without a server). The real server is the reference.
 */
export const MOCK_PASSWORD = 'Demo-Password-2026';

export const ACCOUNTS = {
    admin: { firstName: 'Avery', lastName: 'Collins', role: 'admin', orgType: 'portal_operator', providerId: '', planName: '' },
    provider: { firstName: 'Priya', lastName: 'Raman', role: 'provider', orgType: 'provider_practice', providerId: '1740283969', planName: '' },
    healthplan: { firstName: 'Marcus', lastName: 'Bennett', role: 'healthplan', orgType: 'health_plan', providerId: '', planName: 'Evergreen Health Advantage PPO' },
    adjuster: { firstName: 'Wei', lastName: 'Zhang', role: 'claims_adjuster', orgType: 'insurance_company', providerId: '', planName: '' },
} as const;
export type Username = keyof typeof ACCOUNTS;

/** Live sessions: token → username. Tests may end one to see the dialog. */
export const mockSessions = new Map<string, Username>();

/** Page views and contact requests received, for tests to inspect. */
export const mockInbox = { pageViews: [] as { path: string; at: string }[], contactRequests: [] as unknown[] };

export const refuse = (code: number, message: string, status: number) =>
    HttpResponse.json({ code, message, success: false }, { status });

export const sessionOf = (request: Request) => {
    const token = request.headers.get('X-Token') ?? new URL(request.url).searchParams.get('token');
    if (!token) return { error: refuse(401, 'You are not signed in.', 401) };
    const username = mockSessions.get(token);
    if (!username) return { error: refuse(50012, 'Your session has ended. Please sign in again.', 401) };
    return { username, account: ACCOUNTS[username] };
};

/** The administration API (issue 5) is for admins only. */
const adminOf = (request: Request) => {
    const session = sessionOf(request);
    if (session.error) return session;
    if (session.account.role !== 'admin') return { error: refuse(403, 'You are not allowed to do this.', 403) };
    return session;
};

export const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'success', data });

const STATUS_MOVES: Record<string, Record<string, string>> = {
    pending: { active: 'activate', disabled: 'disable' },
    active: { locked: 'lock', disabled: 'disable' },
    locked: { active: 'unlock', disabled: 'disable' },
    disabled: { active: 'enable' },
};

const endLiveSessions = (userId: string, reason: string) => {
    const live = (mockAdmin.sessions[userId] ?? []).filter(session => session.live);
    live.forEach(session => Object.assign(session, { live: false, endedAt: new Date().toISOString(), endReason: reason }));
    const user = mockAdmin.users.find(candidate => candidate.id === userId);
    if (user) user.liveSessions = 0;
    return live.length;
};

const adminHandlers = [
    http.get('*/api/users', ({ request }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const { page, contentRange } = listPage('users', new URL(request.url), mockAdmin.users, userMatches);
        return HttpResponse.json(page, { headers: { 'Content-Range': contentRange } });
    }),

    http.get('*/api/users/:id', ({ request, params }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const user = mockAdmin.users.find(candidate => candidate.id === params.id);
        return user ? HttpResponse.json(user) : refuse(404, `There is no user with the id ${String(params.id)}.`, 404);
    }),

    http.post('*/api/users/:id/status', async ({ request, params }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const { status } = (await request.json()) as { status: string };
        mockAdmin.statusChanges.push({ id: params.id, status });
        const user = mockAdmin.users.find(candidate => candidate.id === params.id);
        if (!user) return refuse(404, `There is no user with the id ${String(params.id)}.`, 404);
        if (user.username === admin.username) return refuse(409, 'You cannot change the status of your own account.', 409);
        const move = STATUS_MOVES[user.status]?.[status];
        if (!move) return refuse(409, `The account is ${user.status}; it cannot be changed to ${status}.`, 409);
        const before = user.status;
        const ended = status === 'active' ? 0 : endLiveSessions(user.id, 'revoked');
        Object.assign(user, { status, updatedAt: new Date().toISOString() });
        appendAudit({ action: 'user.status', targetType: 'user', targetId: user.id, reason: move, changes: { status: { before, after: status }, liveSessions: { before: ended, after: 0 } } });
        return ok(user);
    }),

    http.post('*/api/users/:id/password-reset', ({ request, params }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const user = mockAdmin.users.find(candidate => candidate.id === params.id);
        if (!user) return refuse(404, `There is no user with the id ${String(params.id)}.`, 404);
        mockAdmin.resetsSent.push(user.id);
        return ok({ message: `A password reset e-mail is on its way to ${user.email}.` });
    }),

    http.get('*/api/users/:id/sessions', ({ request, params }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        return ok(mockAdmin.sessions[String(params.id)] ?? []);
    }),

    http.delete('*/api/users/:id/sessions', ({ request, params }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const ended = endLiveSessions(String(params.id), 'revoked');
        appendAudit({ action: 'user.sessionsEnded', targetType: 'user', targetId: String(params.id) });
        return ok({ ended });
    }),

    http.delete('*/api/sessions/:id', ({ request, params }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        for (const [userId, sessions] of Object.entries(mockAdmin.sessions)) {
            const session = sessions.find(candidate => candidate.id === params.id);
            if (!session) continue;
            const ended = session.live;
            if (ended) {
                Object.assign(session, { live: false, endedAt: new Date().toISOString(), endReason: 'revoked' });
                const user = mockAdmin.users.find(candidate => candidate.id === userId);
                if (user) user.liveSessions = sessions.filter(candidate => candidate.live).length;
            }
            return ok({ ended });
        }
        return refuse(404, `There is no session with the id ${String(params.id)}.`, 404);
    }),

    http.get('*/api/audit', ({ request }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const { page, contentRange } = listPage('audit', new URL(request.url), mockAdmin.audit, auditMatches);
        return HttpResponse.json(page, { headers: { 'Content-Range': contentRange } });
    }),

    http.get('*/api/audit/export', ({ request }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const query = new URL(request.url).searchParams;
        const format = query.get('format');
        mockAdmin.lastExport = {
            format,
            sort: JSON.parse(query.get('sort') ?? 'null'),
            filter: JSON.parse(query.get('filter') ?? 'null'),
            token: request.headers.get('X-Token'),
        };
        if (format !== 'csv' && format !== 'xlsx') return refuse(400, '"format" must be csv or xlsx.', 400);
        return new HttpResponse(format === 'csv' ? 'Time (UTC),User,Action\n' : 'PK', {
            headers: {
                'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'Content-Disposition': `attachment; filename="audit-trail-20261120-0900.${format}"`,
            },
        });
    }),

    http.get('*/api/access', ({ request }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        return ok(accessMatrix());
    }),

    http.put('*/api/access', async ({ request }) => {
        const admin = adminOf(request);
        if (admin.error) return admin.error;
        const change = (await request.json()) as { role: string; screen: string; allowed: boolean | null };
        mockAdmin.accessChanges.push(change);
        if (!grantableScreens().some(route => route.path === change.screen)) {
            return refuse(400, `The access to "${change.screen}" cannot be changed.`, 400);
        }
        if (change.role === 'admin') return refuse(400, `Access cannot be changed for the role "${change.role}".`, 400);
        const grants = (mockAdmin.grants[change.role] ??= {});
        if (change.allowed === null) delete grants[change.screen];
        else grants[change.screen] = change.allowed;
        const cell = accessMatrix().screens.find(row => row.screen === change.screen)!.access[change.role]!;
        return ok({ role: change.role, screen: change.screen, ...cell });
    }),
];

export const handlers = [
    ...adminHandlers,
    http.get('*/api/portal/config', () =>
        HttpResponse.json({
            code: 200,
            message: 'success',
            data: {
                title: 'Rx Connect Portal',
                profile: 'healthcare',
                roles: Object.values(ACCOUNTS).map(({ role }) => ({ id: role, label: role })),
                themeColor: '#1890ff',
                supportPhone: '1-800-555-0199',
                contactEmail: 'support@rxconnect.example',
                chatWidget: null,
                session: { idleMinutes: 30, maxHours: 12 },
            },
        })
    ),

    // Sign-in, session and profile reads, and the rest of the account contract.
    ...accountHandlers,
    ...accountProfileHandlers,

    http.all('*/api/user/logout', ({ request }) => {
        const token = request.headers.get('X-Token');
        if (token) mockSessions.delete(token);
        return HttpResponse.json({ code: 200, message: 'success', data: null });
    }),

    http.post('*/api/pageviews', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        const { views } = (await request.json()) as { views: { path: string; at: string }[] };
        mockInbox.pageViews.push(...views);
        return HttpResponse.json({ code: 200, message: 'success', data: { stored: views.length } });
    }),

    http.post('*/api/user/contactus', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        mockInbox.contactRequests.push(await request.json());
        return HttpResponse.json({
            code: 200,
            success: true,
            message: 'Your request is received. We will get back to you as soon as we can.',
        });
    }),
];
