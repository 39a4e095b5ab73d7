import type {
    Connection,
    ConnectionActionBody,
    ConnectionDetail,
    ConnectionListQuery,
    ConnectionMessage,
    ConnectionRequest,
    DirectoryEntry,
    DirectoryQuery,
} from '../../../common/contract/connections';
import type { Ok } from '../../../common/contract/envelope';
import type { ConnectionAction } from '../../../common/vocabularies/connections';
import { api } from '../../providers/httpClient';

/** The cache keys of the connection queries: a change refreshes everything under `connections`. */
export const connectionKeys = {
    all: ['connections'] as const,
    list: (filter: ConnectionListQuery) => ['connections', 'list', filter] as const,
    directory: (filter: DirectoryQuery) => ['connections', 'directory', filter] as const,
    detail: (id: string) => ['connections', 'detail', id] as const,
};

/** Drops empty filter fields, so the server gets only what the user chose. */
const params = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value));

/** Connections between organisations (the Connect screen). Refusals toast through the HTTP client. */
export const connectionsApi = {
    async list(filter: ConnectionListQuery = {}): Promise<Connection[]> {
        return (await api.get<Ok<Connection[]>>('/api/connections', { params: params(filter) })).data;
    },

    async directory(filter: DirectoryQuery): Promise<DirectoryEntry[]> {
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
            await api.post<Ok<ConnectionDetail>, ConnectionActionBody>(
                `/api/connections/${id}/${action}`,
                reason ? { reason } : {}
            )
        ).data;
    },

    async message(id: string, body: string): Promise<ConnectionDetail> {
        return (await api.post<Ok<ConnectionDetail>, ConnectionMessage>(`/api/connections/${id}/messages`, { body }))
            .data;
    },
};
