import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '../config/env';
import {
    envelopeMessage,
    isErrorEnvelope,
    isSessionCode,
    sessionDialogFor,
} from './errorRule';
import { getToken } from './session';
import { pushNotice, sessionDialog } from './uiSignals';

declare module 'axios' {
    interface AxiosRequestConfig {
        /** Apply the envelope error rule to successful bodies (default); off for REST resources. */
        envelope?: boolean;
        /** Toast the error (default); off where react-admin shows its own notification. */
        notifyErrors?: boolean;
        /** Neither toast nor session dialog on failure: the caller handles everything. */
        silent?: boolean;
    }
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
 * the Confirm-logout dialog for the session codes.
 */
export const http = axios.create({ baseURL: API_BASE_URL, timeout: REQUEST_TIMEOUT_MS });

/**
 * Typed calls on the one client, answering the body: `Answer` is what the server sends, named
 * by the contract (`api.get<Ok<UserRecord>>(...)`, types from common/contract imported with
 * `import type` so that zod stays out of the bundle), `Body` what is sent.
 */
export const api = {
    get: async <Answer>(url: string, config?: AxiosRequestConfig): Promise<Answer> =>
        (await http.get<Answer>(url, config)).data,
    post: async <Answer, Body = undefined>(url: string, body?: Body, config?: AxiosRequestConfig): Promise<Answer> =>
        (await http.post<Answer, AxiosResponse<Answer>, Body>(url, body, config)).data,
    put: async <Answer, Body>(url: string, body: Body, config?: AxiosRequestConfig): Promise<Answer> =>
        (await http.put<Answer, AxiosResponse<Answer>, Body>(url, body, config)).data,
    delete: async <Answer>(url: string, config?: AxiosRequestConfig): Promise<Answer> =>
        (await http.delete<Answer>(url, config)).data,
};

http.interceptors.request.use(config => {
    const token = getToken();
    if (token) config.headers.set('X-Token', token);
    return config;
});

http.interceptors.response.use(
    response => {
        if (response.config.envelope !== false && isErrorEnvelope(response.data)) {
            return Promise.reject(refusal(response.config, response.data, response.status));
        }
        return response;
    },
    async (error: AxiosError) => {
        if (axios.isCancel(error) || !error.config) return Promise.reject(error);
        const body = await readableBody(error.response?.data);
        if (error.response && isErrorEnvelope(body)) {
            return Promise.reject(refusal(error.config, body, error.response.status));
        }
        return Promise.reject(transportFailure(error));
    }
);

/** A file download's refusal arrives as a Blob: read its envelope like any other answer. */
const readableBody = async (data: unknown): Promise<unknown> => {
    if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
    try {
        return JSON.parse(await data.text());
    } catch {
        return data;
    }
};

const refusal = (config: AxiosRequestConfig, body: unknown, status: number) => {
    const code = Number((body as { code?: unknown }).code);
    const message = envelopeMessage(body);
    if (!config.silent && config.notifyErrors !== false) {
        pushNotice(
            message
                ? { message, args: { _: message }, type: 'error' }
                : { message: 'http.error', type: 'error' }
        );
    }
    if (!config.silent && isSessionCode(code)) sessionDialog.set(sessionDialogFor(config.url));
    return new ApiError(message ?? 'Error', code, status, body);
};

/** Timeouts, unreachable server, or an HTTP error without an envelope. */
const transportFailure = (error: AxiosError) => {
    const status = error.response?.status;
    const notice =
        error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
            ? { message: 'http.timeout', args: { seconds: REQUEST_TIMEOUT_MS / 1000 } }
            : status
              ? { message: 'http.status', args: { status } }
              : { message: 'http.network' };
    if (!error.config?.silent && error.config?.notifyErrors !== false) {
        pushNotice({ ...notice, type: 'error' });
    }
    return new ApiError(error.message, undefined, status, error.response?.data);
};
