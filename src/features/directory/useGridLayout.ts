import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { GridLayout } from '../../../common/contract/directoryGrid';
import { directoryGridApi } from './directoryGridApi';

const EMPTY_LAYOUT: GridLayout = { hidden: [], order: [], widths: {} };
/** A resize sends many widths; the last one of a pause is kept. */
const SAVE_DELAY_MS = 400;

/**
 * The user's layout of a table's grid (hidden columns, order, widths), kept on the server for
 * their account: shown at once as changed, saved after a short pause, and sent before the grid
 * closes so that nothing is lost by leaving the page right away.
 */
export const useGridLayout = (tableId: string) => {
    const queryClient = useQueryClient();
    const queryKey = ['gridLayout', tableId];
    const { data, isFetched } = useQuery({ queryKey, queryFn: () => directoryGridApi.layout(tableId) });
    const layout = data ?? EMPTY_LAYOUT;
    const pending = useRef<{ timer: number; layout: GridLayout }>(undefined);
    const flush = () => {
        if (!pending.current) return;
        window.clearTimeout(pending.current.timer);
        void directoryGridApi.saveLayout(tableId, pending.current.layout);
        pending.current = undefined;
    };
    useEffect(() => flush, []); // eslint-disable-line react-hooks/exhaustive-deps -- on leaving only
    const change = (next: GridLayout) => {
        queryClient.setQueryData(queryKey, next);
        if (pending.current) window.clearTimeout(pending.current.timer);
        pending.current = { layout: next, timer: window.setTimeout(flush, SAVE_DELAY_MS) };
    };
    const visibility: GridColumnVisibilityModel = Object.fromEntries(layout.hidden.map(name => [name, false]));
    return {
        layout,
        loaded: isFetched,
        change,
        reset: () => change(EMPTY_LAYOUT),
        visibility,
        setVisibility: (model: GridColumnVisibilityModel) =>
            change({ ...layout, hidden: Object.keys(model).filter(name => model[name] === false) }),
        setWidth: (field: string, width: number) =>
            change({ ...layout, widths: { ...layout.widths, [field]: Math.round(width) } }),
        /** The columns in the user's order, with the widths they set; columns the order omits keep theirs, after. */
        arrange: <Row extends GridValidRowModel>(columns: GridColDef<Row>[]): GridColDef<Row>[] => {
            const rank = (field: string) => {
                const at = layout.order.indexOf(field);
                return at === -1 ? layout.order.length + columns.findIndex(column => column.field === field) : at;
            };
            return [...columns]
                .sort((a, b) => rank(a.field) - rank(b.field))
                .map(column =>
                    layout.widths[column.field] ? { ...column, width: layout.widths[column.field] } : column
                );
        },
    };
};
