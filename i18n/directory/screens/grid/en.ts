// Texts of the Directory Edit View's grid tools: bulk changes, column layout, export.
export const directoryGridEn = {
    errors: {
        repeatedRows: 'A row is listed more than once in the selection.',
        missingRows: 'The table has no row %{rows}: nothing was changed.',
        deletedRows: 'Row %{rows} is deleted: nothing was changed. Leave deleted rows out or restore them first.',
        staleRows:
            'Someone else changed row %{rows} since you loaded it: nothing was changed. Reload the rows and try again.',
    },
    ui: {
        editSelected: 'Edit selected',
        bulkTitle: 'Set one value on %{smart_count} selected row |||| Set one value on %{smart_count} selected rows',
        column: 'Column',
        value: 'New value',
        emptyHint: 'Leave empty to clear the column.',
        apply: 'Apply',
        bulkSaved: '%{smart_count} row changed |||| %{smart_count} rows changed',
        bulkDeleted:
            '%{smart_count} row deleted: find it under "Deleted rows" to restore it. |||| %{smart_count} rows deleted: find them under "Deleted rows" to restore them.',
        columns: 'Columns',
        columnsTitle: 'Columns shown and their order',
        columnsHint: 'Kept for your account: the table looks the same in any browser.',
        moveUp: 'Move %{column} up',
        moveDown: 'Move %{column} down',
        resetColumns: 'Reset',
        done: 'Done',
        exportXlsx: 'Export Excel',
        exportCsv: 'Export CSV',
        exported: '%{filename} downloaded: the rows of the current filter and search, in the order shown.',
    },
};
