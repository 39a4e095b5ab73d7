/** The claim searches the floor benchmarks run: the default first page and a filtered one. */
import type { ClaimSearch } from '../server/modules/claims';

const today = new Date();
const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

export const DEFAULT_SEARCH: ClaimSearch = {
    filter: {},
    sort: { field: 'receivedOn', order: 'DESC' },
    range: { first: 0, last: 24 },
};
export const FILTERED_SEARCH: ClaimSearch = {
    filter: { bucket: ['paid'], receivedOn: { from: daysAgo(270), to: daysAgo(0) } },
    sort: { field: 'receivedOn', order: 'DESC' },
    range: { first: 0, last: 24 },
};

export const claimsUrl = ({ filter, sort, range }: ClaimSearch) =>
    `/api/claims?${new URLSearchParams({
        filter: JSON.stringify(filter),
        sort: JSON.stringify([sort.field, sort.order]),
        range: JSON.stringify([range.first, range.last]),
    })}`;
