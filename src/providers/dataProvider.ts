import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, GetManyParams, Identifier } from 'react-admin';
import { http } from './httpClient';
import type {
    AccessChange,
    AccessMatrix,
    AuditExportRequest,
    RoleAccess,
    SettableStatus,
    UserRecord,
    UserSession,
} from './records';

/**
 * ra-data-simple-rest on the one HTTP client, so resources share its token, timeout and
 * session handling. react-admin shows resource errors itself, so no second toast here.
 */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (typeof options.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await http.request({
        url,
        method: options.method ?? 'GET',
        data: options.body,
        headers: Object.fromEntries(headers.entries()),
        envelope: false,
        notifyErrors: false,
    });
    const responseHeaders = new Headers();
    Object.entries(response.headers).forEach(([name, value]) => {
        if (typeof value === 'string') responseHeaders.set(name, value);
    });
    return {
        status: response.status,
        headers: responseHeaders,
        body: JSON.stringify(response.data),
        json: response.data,
    };
};

/** Exports can take longer than the 5 s of ordinary calls. */
const EXPORT_TIMEOUT_MS = 60_000;

const path = (id: Identifier) => encodeURIComponent(String(id));

/** The `data` of an envelope answer; refusals reject with the server's message (and a toast). */
const dataOf = async <T>(request: Promise<{ data: { data: T } }>): Promise<{ data: T }> => ({
    data: (await request).data.data,
});

/**
 * The resources (users, audit) plus the administration calls of issue 5 as named methods,
 * called through `useDataProvider<PortalDataProvider>()`.
 */
export const createDataProvider = () => {
    const rest = simpleRestProvider('/api', httpClient);
    return {
        ...rest,

        /** The users API has no `id` filter: a reference input reads each record by its id. */
        getMany: (resource: string, params: GetManyParams) =>
            resource === 'users'
                ? Promise.all(params.ids.map(id => rest.getOne(resource, { id, signal: params.signal }))).then(
                      answers => ({ data: answers.map(answer => answer.data) })
                  )
                : rest.getMany(resource, params),

        changeUserStatus: (id: Identifier, status: SettableStatus) =>
            dataOf<UserRecord>(http.post(`/api/users/${path(id)}/status`, { status })),

        sendPasswordReset: (id: Identifier) =>
            dataOf<{ message: string }>(http.post(`/api/users/${path(id)}/password-reset`)),

        getUserSessions: (id: Identifier) => dataOf<UserSession[]>(http.get(`/api/users/${path(id)}/sessions`)),

        endUserSessions: (id: Identifier) =>
            dataOf<{ ended: number }>(http.delete(`/api/users/${path(id)}/sessions`)),

        endSession: (sessionId: Identifier) =>
            dataOf<{ ended: boolean }>(http.delete(`/api/sessions/${path(sessionId)}`)),

        /** The file of the audit trail under the list's filter and sort, sent with the X-Token header. */
        exportAudit: async ({ format, sort, filter }: AuditExportRequest) => {
            const params = new URLSearchParams({
                format,
                sort: JSON.stringify([sort.field, sort.order]),
                filter: JSON.stringify(filter),
            });
            const response = await http.get<Blob>('/api/audit/export', {
                params,
                responseType: 'blob',
                envelope: false,
                timeout: EXPORT_TIMEOUT_MS,
            });
            const filename =
                fileNameOf(response.headers['content-disposition']) ??
                `audit-trail-${new Date().toISOString().slice(0, 10)}.${format}`;
            return { data: { blob: response.data, filename } };
        },

        getAccess: () => dataOf<AccessMatrix>(http.get('/api/access')),

        changeAccess: (change: AccessChange) =>
            dataOf<AccessChange & RoleAccess>(http.put('/api/access', change)),
    } satisfies DataProvider;
};

export type PortalDataProvider = ReturnType<typeof createDataProvider>;

/** `attachment; filename="audit.csv"` or the RFC 5987 `filename*=UTF-8''audit.csv` form. */
const fileNameOf = (disposition: unknown): string | undefined => {
    if (typeof disposition !== 'string') return undefined;
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    if (encoded) {
        try {
            return decodeURIComponent(encoded.trim());
        } catch {
            // fall through to the plain form
        }
    }
    return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
};
