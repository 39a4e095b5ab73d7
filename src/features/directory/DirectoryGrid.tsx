import { Alert, Box } from '@mui/material';
import { DataGrid, useGridApiRef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DirectoryRowRecord, TableSummary } from '../../../common/contract/directory';
import type { Locale } from '../../../i18n/types';
import { directoryApi } from './directoryApi';
import { directoryGridApi } from './directoryGridApi';
import { ApiError } from '../../providers/httpClient';
import { BulkEditDialog } from './BulkEditDialog';
import { GridLayoutDialog } from './GridLayoutDialog';
import { ConflictDialog, type Conflict } from './ConflictDialog';
import { gridColumn, submittedValue, toGridRow, type GridRow } from './gridColumns';
import { gridLocaleText } from './gridLocale';
import { GridToolbar } from './GridToolbar';
import { VerificationDrawer } from './verification/VerificationDrawer';
import { RowHistoryDrawer } from './RowHistoryDrawer';
import { actionsColumn, verifiedColumn } from './rowColumns';
import { PAGE_SIZES, useDirectoryRows } from './useDirectoryRows';
import { useGridLayout } from './useGridLayout';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * One directory table in a data grid: server-side paging, sort and filter; inline editing with
 * the shared value rules (a refused value stays in the cell with its message); a stale edit
 * shows both versions; rows are deleted softly and restored; history in a drawer; selected rows
 * are edited, verified and deleted together; the user's column layout follows their account.
 */
export const DirectoryGrid = ({ table }: { table: TableSummary }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState() as [Locale, unknown];
    const apiRef = useGridApiRef();
    const rows = useDirectoryRows(table);
    const layout = useGridLayout(table.id);
    const [dialog, setDialog] = useState<'bulkEdit' | 'columns'>();
    const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
    const [conflict, showConflict] = useState<Conflict>();
    // The open conflict, read synchronously: leaving the cell for the dialog must not send the stale edit again.
    const openConflict = useRef<Conflict>(undefined);
    const setConflict = (next: Conflict | undefined) => {
        openConflict.current = next;
        showConflict(next);
    };
    const [saveError, setSaveError] = useState<string>();
    const [historyOf, setHistoryOf] = useState<number>();
    const [verificationOf, setVerificationOf] = useState<number>();
    const editable = table.canEdit && !rows.toolbar.deleted;
    const page = rows.query.data;
    const gridRows = useMemo(
        () => (page?.rows ?? []).map(record => toGridRow(table.columns, record, locale)),
        [page, table.columns, locale]
    );
    const selectedRows = gridRows.filter(row => selection.ids.has(row.id) === (selection.type === 'include'));
    const selectedIds = selectedRows.map(row => row.id);

    const actions = actionsColumn(translate, table.canEdit, {
        history: row => setHistoryOf(row.id),
        verification: row => setVerificationOf(row.id),
        restore: row => restore(row.id),
        remove: row => remove([row]),
    });
    const movable = layout.arrange<GridRow>([
        verifiedColumn(translate),
        ...table.columns.map(column => gridColumn(column, { editable, translate, locale })),
    ]);

    const save = async (changed: GridRow, before: GridRow) => {
        const values = Object.fromEntries(
            table.columns
                .filter(column => changed[column.name] !== before[column.name])
                .map(column => [column.name, submittedValue(column, changed[column.name])])
        );
        if (Object.keys(values).length === 0) return before;
        if (openConflict.current?.rowId === before.id) throw new Error(translate('directory.ui.conflictTitle'));
        setSaveError(undefined);
        try {
            const saved = await directoryApi.updateRow(table.id, before.id, { version: before.record.version, values });
            notify('directory.ui.saved', { type: 'success' });
            return toGridRow(table.columns, saved, locale);
        } catch (error) {
            const current =
                error instanceof ApiError
                    ? (error.body as { data?: { current?: DirectoryRowRecord } })?.data?.current
                    : undefined;
            if (error instanceof ApiError && error.status === 409 && current)
                setConflict({ rowId: before.id, values, current });
            else setSaveError(error instanceof Error ? error.message : String(error));
            throw error;
        }
    };
    const settle = async (rowId: number) => {
        for (const column of table.columns) {
            if (apiRef.current?.getCellMode(rowId, column.name) === 'edit') {
                await apiRef.current.stopCellEditMode({ id: rowId, field: column.name, ignoreModifications: true });
            }
        }
        setConflict(undefined);
        await rows.refresh();
    };
    const keepMine = async (resolved: Conflict) => {
        await directoryApi.updateRow(table.id, resolved.rowId, {
            version: resolved.current.version,
            values: resolved.values,
        });
        notify('directory.ui.saved', { type: 'success' });
        await settle(resolved.rowId);
    };
    const remove = async (targets: GridRow[]) => {
        if (!window.confirm(translate('directory.ui.confirmDelete', { smart_count: targets.length }))) return;
        const seen = targets.map(target => ({ id: target.id, version: target.record.version }));
        const deleted = await directoryGridApi.bulkDelete(table.id, { rows: seen });
        notify('directoryGrid.ui.bulkDeleted', { type: 'info', messageArgs: { smart_count: deleted.length } });
        await changed();
    };
    const changed = async () => {
        setDialog(undefined);
        setSelection(NO_SELECTION);
        await rows.refresh();
    };
    const restore = async (id: number) => {
        await directoryApi.restoreRow(table.id, id);
        notify('directory.ui.restored', { type: 'success' });
        await rows.refresh();
    };
    const verify = async () => {
        const verified = await directoryApi.verifyRows(table.id, selectedIds);
        notify('directory.ui.verifiedCount', { type: 'success', messageArgs: { smart_count: verified.length } });
        await rows.refresh();
    };

    return (
        <Box>
            <GridToolbar
                table={table}
                state={rows.toolbar}
                selected={selectedIds.length}
                onDelete={() => remove(selectedRows)}
                onVerify={verify}
                onBulkEdit={() => setDialog('bulkEdit')}
                onAdded={rows.refresh}
                onColumns={() => setDialog('columns')}
                exportView={format => directoryGridApi.exportView(table.id, format, rows.view, table.name)}
            />
            {saveError && (
                <Alert severity="error" sx={{ mb: 1 }} onClose={() => setSaveError(undefined)}>
                    {saveError}
                </Alert>
            )}
            <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
                <DataGrid
                    apiRef={apiRef}
                    rows={gridRows}
                    columns={[actions, ...movable]}
                    // Past the server's counting limit the total is a lower bound: "of more than 1,000", paging on while pages are full.
                    rowCount={!page || page.exact ? (page?.total ?? 0) : -1}
                    paginationMeta={
                        page && !page.exact
                            ? { hasNextPage: page.rows.length === rows.grid.pagination.pageSize }
                            : undefined
                    }
                    loading={rows.query.isFetching || !layout.loaded}
                    paginationMode="server"
                    sortingMode="server"
                    filterMode="server"
                    paginationModel={rows.grid.pagination}
                    onPaginationModelChange={rows.grid.setPagination}
                    pageSizeOptions={PAGE_SIZES}
                    sortModel={rows.grid.sort}
                    onSortModelChange={rows.grid.setSort}
                    filterModel={rows.grid.filterModel}
                    onFilterModelChange={rows.grid.setFilterModel}
                    checkboxSelection={table.canEdit}
                    disableRowSelectionOnClick
                    rowSelectionModel={selection}
                    onRowSelectionModelChange={setSelection}
                    processRowUpdate={save}
                    onProcessRowUpdateError={() => undefined}
                    columnVisibilityModel={layout.visibility}
                    onColumnVisibilityModelChange={layout.setVisibility}
                    onColumnWidthChange={({ colDef, width }) => layout.setWidth(colDef.field, width)}
                    localeText={
                        page && !page.exact
                            ? {
                                  ...gridLocaleText(locale),
                                  paginationDisplayedRows: ({ from, to }) =>
                                      translate('directory.ui.rowsMoreThan', {
                                          from: from.toLocaleString(locale),
                                          to: to.toLocaleString(locale),
                                          count: (page.total - 1).toLocaleString(locale),
                                      }),
                              }
                            : gridLocaleText(locale)
                    }
                    density="compact"
                />
            </Box>
            {conflict && (
                <ConflictDialog
                    table={table}
                    conflict={conflict}
                    onKeepMine={keepMine}
                    onTakeTheirs={() => settle(conflict.rowId)}
                />
            )}
            {dialog === 'bulkEdit' && (
                <BulkEditDialog
                    table={table}
                    rows={selectedRows}
                    onClose={() => setDialog(undefined)}
                    onDone={changed}
                />
            )}
            {dialog === 'columns' && (
                <GridLayoutDialog
                    columns={movable.map(column => ({ field: column.field, headerName: column.headerName ?? '' }))}
                    layout={layout}
                    onClose={() => setDialog(undefined)}
                />
            )}
            <RowHistoryDrawer table={table} rowId={historyOf} onClose={() => setHistoryOf(undefined)} />
            <VerificationDrawer
                tableId={table.id}
                row={page?.rows.find(record => record.id === verificationOf)}
                canEdit={table.canEdit}
                onChanged={changed}
                onClose={() => setVerificationOf(undefined)}
            />
        </Box>
    );
};
