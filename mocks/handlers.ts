import { http, HttpResponse } from 'msw';
import { accountHandlers } from './accountHandlers';
import { accountProfileHandlers } from './profileHandlers';

/**
 * msw handlers speaking the portal's HTTP contract, over an in-memory set of accounts, for the
 * SPA tests not yet moved to the real server (src/test/realApi.ts), which is the reference. The
 * administration screens' tests (users, audit trail, access) run against the real server.
 */
export const MOCK_PASSWORD = 'Demo-Password-2026';

export const ACCOUNTS = {
    admin: {
        firstName: 'Avery',
        lastName: 'Collins',
        role: 'admin',
        orgType: 'portal_operator',
        providerId: '',
        planName: '',
    },
    provider: {
        firstName: 'Priya',
        lastName: 'Raman',
        role: 'provider',
        orgType: 'provider_practice',
        providerId: '1740283969',
        planName: '',
    },
    healthplan: {
        firstName: 'Marcus',
        lastName: 'Bennett',
        role: 'healthplan',
        orgType: 'health_plan',
        providerId: '',
        planName: 'Evergreen Health Advantage PPO',
    },
    adjuster: {
        firstName: 'Wei',
        lastName: 'Zhang',
        role: 'claims_adjuster',
        orgType: 'insurance_company',
        providerId: '',
        planName: '',
    },
} as const;
export type Username = keyof typeof ACCOUNTS;

/** Live sessions: token → username. Tests may end one to see the dialog. */
export const mockSessions = new Map<string, Username>();

export const refuse = (code: number, message: string, status: number) =>
    HttpResponse.json({ code, message, success: false }, { status });

export const sessionOf = (request: Request) => {
    const token = request.headers.get('X-Token') ?? new URL(request.url).searchParams.get('token');
    if (!token) return { error: refuse(401, 'You are not signed in.', 401) };
    const username = mockSessions.get(token);
    if (!username) return { error: refuse(50012, 'Your session has ended. Please sign in again.', 401) };
    return { username, account: ACCOUNTS[username] };
};

export const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'success', data });

export const handlers = [
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
        return HttpResponse.json({ code: 200, message: 'success', data: { stored: views.length } });
    }),

    http.post('*/api/user/contactus', async ({ request }) => {
        const session = sessionOf(request);
        if (session.error) return session.error;
        return HttpResponse.json({
            code: 200,
            success: true,
            message: 'Your request is received. We will get back to you as soon as we can.',
        });
    }),
];
