import { en } from '../i18n/en';
import { ROLES_BY_PROFILE } from '../common/profiles';
import { flattenRoutes, LAYOUT_ROUTES, routesOfProfile, type RouteConfig } from '../common/routes';
import { defaultAccess, screenAccess, type AccessGrants } from '../common/access';
import type { AccessMatrix } from '../common/contract/access';
import type { AuditRecord as AuditEntry } from '../common/contract/auditTrail';
import type { SessionRecord as UserSession, UserRecord } from '../common/contract/users';

/**
 * The administration data of the mock API (issue 5): accounts, sessions, audit entries and
 * access grants, in memory, reset after each test. Requests the screens made are kept for
 * tests to check against the contract.
 */
const hoursBefore = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const user = (fields: Partial<UserRecord> & Pick<UserRecord, 'id' | 'username' | 'firstName' | 'lastName' | 'role' | 'orgType'>): UserRecord => ({
    email: `${fields.username}@example.test`,
    orgName: '',
    providerId: null,
    planName: null,
    status: 'active',
    language: 'en',
    createdAt: hoursBefore(24 * 90),
    updatedAt: hoursBefore(24 * 30),
    lastLoginAt: hoursBefore(2.5),
    liveSessions: 0,
    ...fields,
});

const seedUsers = (): UserRecord[] => [
    user({ id: 'id-admin', username: 'admin', firstName: 'Avery', lastName: 'Collins', role: 'admin', orgType: 'portal_operator', orgName: 'Rx Connect', liveSessions: 1 }),
    user({ id: 'id-provider', username: 'provider', firstName: 'Priya', lastName: 'Raman', role: 'provider', orgType: 'provider_practice', orgName: 'Lakeshore Family Medicine', providerId: '1740283969', liveSessions: 2 }),
    user({ id: 'id-healthplan', username: 'healthplan', firstName: 'Marcus', lastName: 'Bennett', role: 'healthplan', orgType: 'health_plan', orgName: 'Evergreen Health', planName: 'Evergreen Health Advantage PPO', status: 'locked' }),
    user({ id: 'id-pharma', username: 'pharma', firstName: 'Elena', lastName: 'Ortiz', role: 'pharma', orgType: 'pharma_manufacturer', orgName: 'Northwind Pharma', status: 'pending', lastLoginAt: null }),
    ...Array.from({ length: 21 }, (_, index) => {
        const n = String(index + 1).padStart(2, '0');
        return user({ id: `id-provider${n}`, username: `provider${n}`, firstName: 'Test', lastName: `Provider ${n}`, role: 'provider', orgType: 'provider_practice', providerId: `17000000${n}` });
    }),
];

const session = (id: string, fields: Partial<UserSession> = {}): UserSession => ({
    id,
    createdAt: hoursBefore(5),
    lastSeenAt: hoursBefore(1),
    expiresAt: hoursBefore(-7),
    endedAt: null,
    endReason: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    live: true,
    ...fields,
});

const seedSessions = (): Record<string, UserSession[]> => ({
    'id-admin': [session('s-admin-1')],
    'id-provider': [
        session('s-provider-1'),
        session('s-provider-2', { ip: '198.51.100.4' }),
        session('s-provider-0', { live: false, endedAt: hoursBefore(20), endReason: 'logout', createdAt: hoursBefore(26) }),
    ],
});

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
    id,
    at: hoursBefore(0),
    actorId: 'id-admin',
    actorUsername: 'admin',
    actorRole: 'admin',
    action: 'auth.login',
    targetType: null,
    targetId: null,
    changes: null,
    outcome: 'success',
    reason: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    ...fields,
});

const seedAudit = (): AuditEntry[] => [
    entry(3, { at: hoursBefore(1), action: 'access.change', targetType: 'screen', targetId: '/editTable', changes: { 'healthplan.allowed': { before: false, after: true } } }),
    entry(2, { at: hoursBefore(2), actorId: 'id-provider', actorUsername: 'provider', actorRole: 'provider', action: 'auth.login', outcome: 'failure', reason: 'incorrect' }),
    entry(1, { at: hoursBefore(3), action: 'user.status', targetType: 'user', targetId: 'id-healthplan', changes: { status: { before: 'active', after: 'locked' } }, reason: 'lock' }),
];

/** A few screens' API operations, as the server lists them. */
const ACTIONS: Record<string, { method: string; url: string; action: string }[]> = {
    '/editTable': [{ method: 'GET', url: '/api/directory', action: 'list' }],
    '/audits': [
        { method: 'GET', url: '/api/users', action: 'list' },
        { method: 'POST', url: '/api/users/:id/status', action: 'status' },
    ],
};

export interface ListQuery {
    sort: unknown;
    range: unknown;
    filter: unknown;
}

export const mockAdmin = {
    users: seedUsers(),
    sessions: seedSessions(),
    audit: seedAudit(),
    grants: {} as AccessGrants,
    /** The last list query per resource and the last export, as the server received them. */
    lastList: {} as Record<string, ListQuery>,
    lastExport: null as null | { format: string | null; sort: unknown; filter: unknown; token: string | null },
    accessChanges: [] as unknown[],
    statusChanges: [] as unknown[],
    resetsSent: [] as string[],
};

export const resetMockAdmin = () => {
    mockAdmin.users = seedUsers();
    mockAdmin.sessions = seedSessions();
    mockAdmin.audit = seedAudit();
    mockAdmin.grants = {};
    mockAdmin.lastList = {};
    mockAdmin.lastExport = null;
    mockAdmin.accessChanges = [];
    mockAdmin.statusChanges = [];
    mockAdmin.resetsSent = [];
};

const PROFILE = 'healthcare';

export const grantableScreens = () => flattenRoutes(routesOfProfile(LAYOUT_ROUTES, PROFILE)).filter(route => !route.locked);

const groupOf = (path: string) => LAYOUT_ROUTES.find(group => group.children?.some(child => child.path === path));

export const accessMatrix = (): AccessMatrix => ({
    roles: ROLES_BY_PROFILE[PROFILE].map(id => ({ id, label: en.roles[id], grantable: id !== 'admin' })),
    screens: flattenRoutes(routesOfProfile(LAYOUT_ROUTES, PROFILE)).map((route: RouteConfig) => {
        const group = groupOf(route.path!)?.title;
        return {
            screen: route.path!,
            title: en.route[route.title!],
            group: group ? en.route[group] : null,
            locked: Boolean(route.locked),
            actions: ACTIONS[route.path!] ?? [],
            access: Object.fromEntries(
                ROLES_BY_PROFILE[PROFILE].map(role => [
                    role,
                    { allowed: screenAccess(route, role, mockAdmin.grants), byDefault: defaultAccess(route, role) },
                ])
            ),
        };
    }),
});

/** Sorting, filtering and paging as ra-data-simple-rest asks: `sort`, `range`, `filter` JSON. */
export const listPage = <T extends object>(
    resource: string,
    url: URL,
    rows: readonly T[],
    matches: (row: T, filter: Record<string, unknown>) => boolean
) => {
    const parse = (name: string) => JSON.parse(url.searchParams.get(name) ?? 'null') as unknown;
    const query = { sort: parse('sort'), range: parse('range'), filter: parse('filter') };
    mockAdmin.lastList[resource] = query;
    const [field, order] = (query.sort as [keyof T, 'ASC' | 'DESC'] | null) ?? ['id' as keyof T, 'ASC'];
    const [first, last] = (query.range as [number, number] | null) ?? [0, 24];
    const filter = (query.filter as Record<string, unknown> | null) ?? {};
    const found = rows
        .filter(row => matches(row, filter))
        .sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (order === 'DESC' ? -1 : 1));
    const page = found.slice(first, last + 1);
    const contentRange = page.length > 0 ? `${resource} ${first}-${first + page.length - 1}/${found.length}` : `${resource} */${found.length}`;
    return { page, contentRange };
};

const oneOrMany = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

export const userMatches = (row: UserRecord, filter: Record<string, unknown>) => {
    const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : '';
    const text = [row.username, row.email, row.firstName, row.lastName, row.orgName, row.providerId ?? ''].join(' ').toLowerCase();
    const within = (key: 'id' | 'role' | 'orgType' | 'status') => {
        const wanted = oneOrMany(filter[key]);
        return !wanted || wanted.length === 0 || wanted.includes(row[key]);
    };
    const after = filter.lastLoginAfter as string | undefined;
    const before = filter.lastLoginBefore as string | undefined;
    return (
        text.includes(q) &&
        within('id') &&
        within('role') &&
        within('orgType') &&
        within('status') &&
        (!after || (row.lastLoginAt !== null && row.lastLoginAt.slice(0, 10) >= after.slice(0, 10))) &&
        (!before || (row.lastLoginAt !== null && row.lastLoginAt.slice(0, 10) <= before.slice(0, 10)))
    );
};

export const auditMatches = (row: AuditEntry, filter: Record<string, unknown>) => {
    const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : '';
    const actions = oneOrMany(filter.action);
    const text = [row.action, row.targetId ?? '', row.reason ?? '', row.ip].join(' ').toLowerCase();
    return (
        text.includes(q) &&
        (!filter.userId || row.actorId === filter.userId || (row.targetType === 'user' && row.targetId === filter.userId)) &&
        (!filter.actor || row.actorUsername?.toLowerCase() === String(filter.actor).toLowerCase()) &&
        (!actions || actions.length === 0 || actions.includes(row.action)) &&
        (!filter.outcome || row.outcome === filter.outcome) &&
        (!filter.from || row.at >= String(filter.from)) &&
        (!filter.to || row.at <= String(filter.to))
    );
};

let nextAudit = 100;
export const appendAudit = (fields: Partial<AuditEntry>) => {
    nextAudit += 1;
    mockAdmin.audit.unshift(entry(nextAudit, { at: new Date().toISOString(), ...fields }));
};
