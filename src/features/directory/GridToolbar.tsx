import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/EditNote';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import type { ExportFormat } from '../../../common/vocabularies/audit';
import { FileExportButtons } from '../../components/ListExportButtons';
import { AddRowDialog } from './AddRowDialog';
import type { useDirectoryRows } from './useDirectoryRows';

/**
 * Search, the stale and deleted switches, the actions on new and selected rows, the column
 * layout and the export of what the grid shows.
 */
export const GridToolbar = ({
    table,
    state,
    selected,
    onDelete,
    onVerify,
    onBulkEdit,
    onAdded,
    onColumns,
    exportView,
}: {
    table: TableSummary;
    state: ReturnType<typeof useDirectoryRows>['toolbar'];
    selected: number;
    onDelete: () => void;
    onVerify: () => void;
    onBulkEdit: () => void;
    onAdded: () => void;
    onColumns: () => void;
    exportView: (format: ExportFormat) => Promise<{ blob: Blob; filename: string }>;
}) => {
    const translate = useTranslate();
    const [adding, setAdding] = useState(false);
    return (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
                size="small"
                type="search"
                label={translate('directory.ui.search')}
                value={state.search}
                onChange={event => state.setSearch(event.target.value)}
                sx={{ width: { xs: '100%', sm: 280 } }}
            />
            <FormControlLabel
                control={
                    <Switch checked={state.staleOnly} onChange={event => state.setStaleOnly(event.target.checked)} />
                }
                label={translate('directory.ui.staleOnly')}
            />
            <FormControlLabel
                control={<Switch checked={state.deleted} onChange={event => state.setDeleted(event.target.checked)} />}
                label={translate('directory.ui.showDeleted')}
            />
            {table.canEdit && (
                <>
                    <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                        {translate('directory.ui.addRow')}
                    </Button>
                    <Button startIcon={<EditIcon />} disabled={selected === 0 || state.deleted} onClick={onBulkEdit}>
                        {translate('directoryGrid.ui.editSelected')}
                    </Button>
                    <Button startIcon={<VerifiedIcon />} disabled={selected === 0 || state.deleted} onClick={onVerify}>
                        {translate('directory.ui.verifySelected')}
                    </Button>
                    <Button
                        startIcon={<DeleteIcon />}
                        color="error"
                        disabled={selected === 0 || state.deleted}
                        onClick={onDelete}
                    >
                        {translate('directory.ui.deleteSelected')}
                    </Button>
                </>
            )}
            <Button startIcon={<ViewColumnIcon />} onClick={onColumns}>
                {translate('directoryGrid.ui.columns')}
            </Button>
            <FileExportButtons
                download={exportView}
                label={format =>
                    translate(format === 'csv' ? 'directoryGrid.ui.exportCsv' : 'directoryGrid.ui.exportXlsx')
                }
                saved={filename => translate('directoryGrid.ui.exported', { filename })}
            />
            {adding && <AddRowDialog table={table} onClose={() => setAdding(false)} onAdded={onAdded} />}
        </Stack>
    );
};
