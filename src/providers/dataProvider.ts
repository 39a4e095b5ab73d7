import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, Identifier } from 'react-admin';
import type { AccessChange, AccessChanged, AccessMatrix } from '../../common/contract/access';
import type { Ok, MessageAnswer } from '../../common/contract/envelope';
import type {
    SessionEnded,
    SessionRecord,
    SessionsEnded,
    UserRecord,
    UserStatusChange,
} from '../../common/contract/users';
import type { ExportFormat } from '../../common/vocabularies/audit';
import type { SettableStatus } from '../../common/vocabularies/users';
import { api, http } from './httpClient';

/** An export of a list (audit trail, claims): the list's filter and sort, in a file format. */
export interface ListExportRequest {
    format: ExportFormat;
    sort: { field: string; order: 'ASC' | 'DESC' };
    filter: Record<string, unknown>;
}

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
export const EXPORT_TIMEOUT_MS = 60_000;

const path = (id: Identifier) => encodeURIComponent(String(id));

/** The `data` of an envelope answer; refusals reject with the server's message (and a toast). */
const dataOf = async <T>(answer: Promise<Ok<T>>): Promise<{ data: T }> => ({ data: (await answer).data });

/**
 * The resources (users, audit) plus the administration calls as named methods,
 * called through `useDataProvider<PortalDataProvider>()`.
 */
export const createDataProvider = () => {
    const rest = simpleRestProvider('/api', httpClient);
    return {
        ...rest,

        changeUserStatus: (id: Identifier, status: SettableStatus) =>
            dataOf(api.post<Ok<UserRecord>, UserStatusChange>(`/api/users/${path(id)}/status`, { status })),

        sendPasswordReset: (id: Identifier) =>
            dataOf(api.post<Ok<MessageAnswer>>(`/api/users/${path(id)}/password-reset`)),

        getUserSessions: (id: Identifier) => dataOf(api.get<Ok<SessionRecord[]>>(`/api/users/${path(id)}/sessions`)),

        endUserSessions: (id: Identifier) => dataOf(api.delete<Ok<SessionsEnded>>(`/api/users/${path(id)}/sessions`)),

        endSession: (sessionId: Identifier) => dataOf(api.delete<Ok<SessionEnded>>(`/api/sessions/${path(sessionId)}`)),

        /** The file of the audit trail under the list's filter and sort, sent with the X-Token header. */
        exportAudit: (request: ListExportRequest) => exportFile('/api/audit/export', 'audit-trail', request),

        getAccess: () => dataOf(api.get<Ok<AccessMatrix>>('/api/access')),

        changeAccess: (change: AccessChange) => dataOf(api.put<Ok<AccessChanged>, AccessChange>('/api/access', change)),
    } satisfies DataProvider;
};

export type PortalDataProvider = ReturnType<typeof createDataProvider>;

/** A list's export under its filter and sort, sent with the X-Token header; named as the server names it. */
export const exportFile = async (url: string, fallbackName: string, { format, sort, filter }: ListExportRequest) => {
    const params = new URLSearchParams({
        format,
        sort: JSON.stringify([sort.field, sort.order]),
        filter: JSON.stringify(filter),
    });
    const response = await http.get<Blob>(url, {
        params,
        responseType: 'blob',
        envelope: false,
        timeout: EXPORT_TIMEOUT_MS,
    });
    const filename =
        fileNameOf(response.headers['content-disposition']) ??
        `${fallbackName}-${new Date().toISOString().slice(0, 10)}.${format}`;
    return { data: { blob: response.data, filename } };
};

/** `attachment; filename="audit.csv"` or the RFC 5987 `filename*=UTF-8''audit.csv` form. */
export const fileNameOf = (disposition: unknown): string | undefined => {
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
