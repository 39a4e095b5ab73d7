import type {
    Connection,
    ConnectionDetail,
    ConnectionRequest,
    DirectoryEntry,
} from '../../common/contract/connections';
import type { Ok } from '../../common/contract/envelope';
import type { ConnectionAction, ConnectionStatus } from '../../common/vocabularies/connections';
import { api } from './httpClient';

/** The cache keys of the connection queries: a change refreshes everything under `connections`. */
export const connectionKeys = {
    all: ['connections'] as const,
    list: (filter: { status?: ConnectionStatus; q?: string }) => ['connections', 'list', filter] as const,
    directory: (filter: DirectoryFilter) => ['connections', 'directory', filter] as const,
    detail: (id: string) => ['connections', 'detail', id] as const,
};

export interface DirectoryFilter {
    q?: string;
    role?: string;
    state?: string;
}

/** Drops empty filter fields, so the server gets only what the user chose. */
const params = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value));

/** Connections between organisations (the Connect screen). Refusals toast through the HTTP client. */
export const connectionsApi = {
    async list(filter: { status?: ConnectionStatus; q?: string } = {}): Promise<Connection[]> {
        return (await api.get<Ok<Connection[]>>('/api/connections', { params: params(filter) })).data;
    },

    async directory(filter: DirectoryFilter): Promise<DirectoryEntry[]> {
        return (await api.get<Ok<DirectoryEntry[]>>('/api/connections/directory', { params: params(filter) })).data;
    },

    async get(id: string): Promise<ConnectionDetail> {
        return (await api.get<Ok<ConnectionDetail>>(`/api/connections/${id}`)).data;
    },

    async request(request: ConnectionRequest): Promise<ConnectionDetail> {
        return (await api.post<Ok<ConnectionDetail>, ConnectionRequest>('/api/connections', request)).data;
    },

    async act(id: string, action: ConnectionAction, reason?: string): Promise<ConnectionDetail> {
        return (
            await api.post<Ok<ConnectionDetail>, { reason?: string }>(
                `/api/connections/${id}/${action}`,
                reason ? { reason } : {}
            )
        ).data;
    },

    async message(id: string, body: string): Promise<ConnectionDetail> {
        return (await api.post<Ok<ConnectionDetail>, { body: string }>(`/api/connections/${id}/messages`, { body }))
            .data;
    },
};
