import { request as httpRequest } from 'node:http';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { setRoles, setToken } from '../providers/session';

declare module 'vitest' {
    export interface ProvidedContext {
        /** The control service of server/test/spaTestApi.ts (declared there too, for the server's types). */
        spaTestApi: string;
    }
}

/**
 * Screen tests against the real API: `withRealApi()` in a test file gets the file a real server
 * of its own (the app on in-memory PGlite with the demo data, started by
 * server/test/spaTestApi.ts), and the msw handler below forwards every `/api/*` call of the
 * screens to it, so a screen can only pass against behaviour the server has. msw handlers that
 * a test adds itself still win: they are kept for failures a real server cannot produce on
 * demand (a timeout, a network error).
 */
let api: { id: string; url: string; password: string } | undefined;

/** One call the screens sent to the API, as the server received it. */
export interface ApiRequest {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: Headers;
    body: string;
    /** The real server's HTTP status, once it answered. */
    status?: number;
}

/** Every call the screens sent during the current test, oldest first (emptied after each test). */
export const apiRequests: ApiRequest[] = [];

/** The list parameters (`sort`, `range`, `filter`) of the last call to a list, parsed. */
export const lastListQuery = (path: string) => {
    const query = apiRequests.filter(request => request.method === 'GET' && request.path === path).at(-1)?.query;
    const read = (name: string) => (query?.has(name) ? JSON.parse(query.get(name)!) : undefined);
    return query && { sort: read('sort'), range: read('range'), filter: read('filter') };
};

/** The JSON bodies the screens sent to `path` during the current test, oldest first. */
export const bodiesSentTo = (path: string) =>
    apiRequests.filter(request => request.path === path).map(request => JSON.parse(request.body));

/** A request in the test runner's Node, past msw and happy-dom (no CORS, no interception). */
const send = (url: string, init: { method: string; headers?: Record<string, string>; body?: Buffer | string }) =>
    new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
        const request = httpRequest(
            url,
            { method: init.method, headers: { ...init.headers, 'x-msw-intention': 'bypass' } },
            response => {
                const chunks: Buffer[] = [];
                response.on('data', chunk => chunks.push(chunk));
                response.on('error', reject);
                response.on('end', () => {
                    const headers = new Headers();
                    for (const [name, value] of Object.entries(response.headers)) {
                        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
                    }
                    resolve({ status: response.statusCode ?? 500, headers, body: Buffer.concat(chunks) });
                });
            }
        );
        request.on('error', reject);
        request.end(init.body);
    });

const control = async <T>(path: string, method: string, body?: unknown): Promise<T> => {
    const answer = await send(`${inject('spaTestApi')}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`test API: ${answer.body.toString()}`);
    return JSON.parse(answer.body.toString()) as T;
};

/** Headers of the browser's request that mean nothing to the server across the forward. */
const DROPPED = ['host', 'origin', 'referer', 'cookie', 'content-length', 'accept-encoding', 'connection'];

/** Calls to the API and to the public FHIR API (`/fhir`), forwarded alike. */
export const forwardToRealApi = http.all(/\/(?:api|fhir)\//, async ({ request }) => {
    if (!api) return undefined;
    const url = new URL(request.url);
    const body = ['GET', 'HEAD'].includes(request.method) ? '' : await request.text();
    const logged: ApiRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
    };
    apiRequests.push(logged);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
        if (!DROPPED.includes(name)) headers[name] = value;
    });
    const answer = await send(`${api.url}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: body || undefined,
    });
    logged.status = answer.status;
    answer.headers.delete('content-length');
    answer.headers.delete('transfer-encoding');
    answer.headers.delete('connection');
    return new HttpResponse(answer.body.length ? new Uint8Array(answer.body) : null, {
        status: answer.status,
        headers: answer.headers,
    });
});

/**
 * The calling test file's screens talk to a real API server of their own, started once for the
 * file; `env` is added to its configuration (e.g. `TOTP_REQUIRED_ROLES`).
 */
export const withRealApi = (env?: Record<string, string>) => {
    // A screen's round trips to a real server take seconds on a loaded two-core machine.
    vi.setConfig({ testTimeout: 60_000 });
    beforeAll(async () => {
        api = await control<{ id: string; url: string; password: string }>('/servers', 'POST', { env });
    }, 120_000);
    afterAll(async () => {
        if (api) await control(`/servers/${api.id}`, 'DELETE');
        api = undefined;
    });
};

/** An action of the control service on the calling file's server (see server/test/spaTestApi.ts). */
export const controlServer = <T>(action: string, method: string, body?: unknown) =>
    control<T>(`/servers/${api!.id}/${action}`, method, body);

/** Loads the demo provider directory into the real server (its tables start empty, as in server tests). */
export const seedDirectory = () => controlServer<{ tables: number }>('directory', 'POST');

/** Loads demo claims into the real server (healthcare desk), up to `count` in all. */
export const seedClaims = (count: number) => controlServer<{ created: number }>('claims', 'POST', { count });

/** The password of every demo account of the real server, to sign in through the screens. */
export const demoPassword = () => api!.password;

/** A token of a demo account on the real server, signed in from `address` if given. */
export const tokenOf = async (username: string, address?: string) =>
    (await control<{ token: string }>(`/servers/${api!.id}/login`, 'POST', { username, address })).token;

/** A session of a demo account on the real server; `enterSession` puts it in the browser. */
export const signInReal = async (username: string) => {
    const token = await tokenOf(username);
    const info = await send(`${api!.url}/api/user/info`, { method: 'GET', headers: { 'x-token': token } });
    const session = { token, roles: JSON.parse(info.body.toString()).data.roles as string[] };
    enterSession(session);
    return session;
};

/** Puts a session in the browser, as the login page leaves it (each test starts signed out). */
export const enterSession = ({ token, roles }: { token: string; roles: string[] }) => {
    setToken(token);
    setRoles(roles);
    return token;
};

/** Sets columns of an account on the real server (adding a provider of that name if there is none); answers its id. */
export const setAccount = async (username: string, columns: Record<string, string | null> = {}) =>
    (await control<{ id: string }>(`/servers/${api!.id}/users`, 'POST', { username, ...columns })).id;

/** A call to the real API as a given session, outside the screens (to prepare or check data). */
export const callApi = async <T = unknown>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {}
) => {
    const answer = await send(`${api!.url}${path}`, {
        method,
        headers: {
            ...headers,
            ...(token ? { 'x-token': token } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, headers: answer.headers, json: JSON.parse(answer.body.toString() || 'null') as T };
};
