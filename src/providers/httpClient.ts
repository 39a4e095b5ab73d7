import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config/env';
import { envelopeMessage, isErrorEnvelope, isSessionCode, sessionDialogFor } from './errorRule';
import { getToken } from './session';
import { pushNotice, sessionDialog } from './uiSignals';

/** How a call is made; every field is optional. */
export interface RequestConfig {
    url?: string;
    method?: string;
    /** Query parameters; undefined values are left out. */
    params?: Record<string, string | number | boolean | undefined> | URLSearchParams;
    headers?: Record<string, string>;
    /** A string, FormData or Blob is sent as it is; anything else as JSON. */
    data?: unknown;
    /** `blob` for downloads; otherwise a JSON body is parsed (and any other text kept as text). */
    responseType?: 'json' | 'blob';
    timeout?: number;
    signal?: AbortSignal;
    /** What has been sent of the body so far. */
    onUploadProgress?: (event: { loaded: number; total?: number }) => void;
    /** Apply the envelope error rule to successful bodies (default); off for REST resources. */
    envelope?: boolean;
    /** Toast the error (default); off where react-admin shows its own notification. */
    notifyErrors?: boolean;
    /** Neither toast nor session dialog on failure: the caller handles everything. */
    silent?: boolean;
}

export interface HttpResponse<T> {
    data: T;
    status: number;
    /** Response headers, names in lower case. */
    headers: Record<string, string>;
}

/** A refused or failed call, with the envelope code when the server gave one. */
export class ApiError extends Error {
    constructor(
        message: string,
        readonly code: number | undefined,
        readonly status: number | undefined,
        readonly body: unknown
    ) {
        super(message);
        this.name = 'ApiError';
    }
}

/**
 * The one HTTP client: base path, 5 s timeout, the token in `X-Token`, the envelope rule (an
 * answer whose `code` is not 200 is a refusal, whatever the HTTP status), 5 s error toasts and
 * the Confirm-logout dialog for the session codes. Built on XMLHttpRequest rather than a library:
 * it is on the login page's path, and XHR alone reports upload progress.
 */
export const http = {
    defaults: { baseURL: API_BASE_URL, timeout: REQUEST_TIMEOUT_MS },
    request: <T>(config: RequestConfig): Promise<HttpResponse<T>> => send<T>(config),
    get: <T>(url: string, config?: RequestConfig) => send<T>({ ...config, url, method: 'GET' }),
    delete: <T>(url: string, config?: RequestConfig) => send<T>({ ...config, url, method: 'DELETE' }),
    post: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>({ ...config, url, data, method: 'POST' }),
    put: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>({ ...config, url, data, method: 'PUT' }),
};

/**
 * Typed calls on the one client, answering the body: `Answer` is what the server sends, named
 * by the contract (`api.get<Ok<UserRecord>>(...)`, types from common/contract imported with
 * `import type` so that zod stays out of the bundle), `Body` what is sent.
 */
export const api = {
    get: async <Answer>(url: string, config?: RequestConfig): Promise<Answer> =>
        (await http.get<Answer>(url, config)).data,
    post: async <Answer, Body = undefined>(url: string, body?: Body, config?: RequestConfig): Promise<Answer> =>
        (await http.post<Answer>(url, body, config)).data,
    put: async <Answer, Body>(url: string, body: Body, config?: RequestConfig): Promise<Answer> =>
        (await http.put<Answer>(url, body, config)).data,
    delete: async <Answer>(url: string, config?: RequestConfig): Promise<Answer> =>
        (await http.delete<Answer>(url, config)).data,
};

/** How a call ended without an answer. */
type Failure = 'timeout' | 'network' | 'aborted';

const send = <T>(config: RequestConfig): Promise<HttpResponse<T>> =>
    new Promise<HttpResponse<T>>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(config.method ?? 'GET', urlOf(config));
        xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
        const token = getToken();
        if (token) xhr.setRequestHeader('X-Token', token);
        const body = bodyOf(config.data);
        if (body.contentType) xhr.setRequestHeader('Content-Type', body.contentType);
        Object.entries(config.headers ?? {}).forEach(([name, value]) => xhr.setRequestHeader(name, value));
        if (config.onUploadProgress) {
            const report = config.onUploadProgress;
            xhr.upload.onprogress = event =>
                report({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
        }
        // The time limit and cancelling are kept here, not left to xhr.timeout and the abort event, so
        // that they hold wherever XHR is emulated; whatever arrives after the call ended is ignored.
        let ended = false;
        const fail = (failure: Failure) => {
            if (ended) return;
            ended = true;
            clearTimeout(timer);
            xhr.abort();
            reject(failure === 'aborted' ? abortError() : transportFailure(config, failure));
        };
        const timer = setTimeout(() => fail('timeout'), config.timeout ?? http.defaults.timeout);
        xhr.onerror = () => fail('network');
        config.signal?.addEventListener('abort', () => fail('aborted'), { once: true });
        xhr.onload = () => {
            if (ended) return;
            ended = true;
            clearTimeout(timer);
            void answerOf<T>(xhr, config).then(resolve, reject);
        };
        if (config.signal?.aborted) return fail('aborted');
        xhr.send(body.content);
    });

const urlOf = ({ url = '', params }: RequestConfig) => {
    const base = /^https?:\/\//.test(url) ? url : `${http.defaults.baseURL.replace(/\/$/, '')}${url}`;
    const query = new URLSearchParams();
    const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params ?? {});
    entries.forEach(([name, value]) => value !== undefined && query.append(name, String(value)));
    const search = query.toString();
    return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
};

const bodyOf = (data: unknown): { content: XMLHttpRequestBodyInit | null; contentType?: string } => {
    if (data === undefined || data === null) return { content: null };
    if (typeof data === 'string' || data instanceof FormData || data instanceof Blob) return { content: data };
    return { content: JSON.stringify(data), contentType: 'application/json' };
};

const headersOf = (xhr: XMLHttpRequest) =>
    Object.fromEntries(
        xhr
            .getAllResponseHeaders()
            .trim()
            .split(/[\r\n]+/)
            .filter(Boolean)
            .map(line => {
                const colon = line.indexOf(':');
                return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
            })
    );

/** The answer, or the refusal the envelope rule or the HTTP status makes of it. */
const answerOf = async <T>(xhr: XMLHttpRequest, config: RequestConfig): Promise<HttpResponse<T>> => {
    const data = config.responseType === 'blob' ? (xhr.response as unknown) : parsed(xhr.responseText);
    const ok = xhr.status >= 200 && xhr.status < 300;
    if (ok && !(config.envelope !== false && isErrorEnvelope(data))) {
        return { data: data as T, status: xhr.status, headers: headersOf(xhr) };
    }
    const body = await readableBody(data);
    if (isErrorEnvelope(body)) throw refusal(config, body, xhr.status);
    throw transportFailure(config, 'status', xhr.status, body);
};

const parsed = (text: string): unknown => {
    if (!text) return text;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

/** A file download's refusal arrives as a Blob: read its envelope like any other answer. */
const readableBody = async (data: unknown): Promise<unknown> => {
    if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
    return parsed(await data.text());
};

const abortError = () => new DOMException('The request was cancelled.', 'AbortError');

const refusal = (config: RequestConfig, body: unknown, status: number) => {
    const code = Number((body as { code?: unknown }).code);
    const message = envelopeMessage(body);
    if (!config.silent && config.notifyErrors !== false) {
        pushNotice(
            message ? { message, args: { _: message }, type: 'error' } : { message: 'http.error', type: 'error' }
        );
    }
    if (!config.silent && isSessionCode(code)) sessionDialog.set(sessionDialogFor(config.url));
    return new ApiError(message ?? 'Error', code, status, body);
};

/** Timeouts, unreachable server, or an HTTP error without an envelope. */
const transportFailure = (config: RequestConfig, failure: Failure | 'status', status?: number, body?: unknown) => {
    const notice =
        failure === 'timeout'
            ? { message: 'http.timeout', args: { seconds: REQUEST_TIMEOUT_MS / 1000 } }
            : status
              ? { message: 'http.status', args: { status } }
              : { message: 'http.network' };
    if (!config.silent && config.notifyErrors !== false) pushNotice({ ...notice, type: 'error' });
    const description =
        failure === 'status' ? `Request failed with status code ${status}` : `Request failed: ${failure}`;
    return new ApiError(description, undefined, status, body);
};
