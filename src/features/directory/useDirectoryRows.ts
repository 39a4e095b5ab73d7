import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import type { DirectoryTableRecord } from '../../../common/contract/directory';
import { directoryApi } from './directoryApi';
import { serverFilter } from './gridColumns';

/** Page sizes offered; the server never sends more than the visible page. */
export const PAGE_SIZES = [25, 50, 100];

/**
 * The grid's page of rows, asked of the server with the grid's paging, sort and filter plus
 * the search box and the stale / deleted switches. The previous page stays while the next loads.
 */
export const useDirectoryRows = (table: DirectoryTableRecord) => {
    const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0]! });
    const [sort, setSort] = useState<GridSortModel>([]);
    const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
    const [search, setSearch] = useState('');
    const [staleOnly, setStaleOnly] = useState(false);
    const [deleted, setDeleted] = useState(false);
    const filter = {
        ...serverFilter(table.columns, filterModel.items[0]),
        ...(search.trim() ? { q: search.trim() } : {}),
        ...(staleOnly ? { stale: true } : {}),
        ...(deleted ? { deleted: true } : {}),
    };
    const first = pagination.page * pagination.pageSize;
    const params = {
        sort: sort[0]
            ? ([sort[0].field, sort[0].sort === 'desc' ? 'DESC' : 'ASC'] as [string, 'ASC' | 'DESC'])
            : undefined,
        range: [first, first + pagination.pageSize - 1] as [number, number],
        filter,
    };
    const queryKey = ['directoryRows', table.id, params] as const;
    const query = useQuery({
        queryKey,
        queryFn: () => directoryApi.listRows(table.id, params),
        placeholderData: keepPreviousData,
    });
    const queryClient = useQueryClient();
    const resetPage = () => setPagination(current => ({ ...current, page: 0 }));
    return {
        query,
        refresh: () => queryClient.invalidateQueries({ queryKey: ['directoryRows', table.id] }),
        /** What the grid shows, whatever the page: for the export. */
        view: { filter, sort: params.sort },
        grid: { pagination, setPagination, sort, setSort, filterModel, setFilterModel },
        toolbar: {
            search,
            setSearch: (text: string) => (setSearch(text), resetPage()),
            staleOnly,
            setStaleOnly: (on: boolean) => (setStaleOnly(on), resetPage()),
            deleted,
            setDeleted: (on: boolean) => (setDeleted(on), resetPage()),
        },
    };
};
