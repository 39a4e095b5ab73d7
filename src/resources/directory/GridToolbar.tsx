import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TableSummary } from '../../../common/contract/directory';
import { AddRowDialog } from './AddRowDialog';
import type { useDirectoryRows } from './useDirectoryRows';

/** Search, the stale and deleted switches, and the actions on new and selected rows. */
export const GridToolbar = ({
    table,
    state,
    selected,
    onDelete,
    onVerify,
    onAdded,
}: {
    table: TableSummary;
    state: ReturnType<typeof useDirectoryRows>['toolbar'];
    selected: number;
    onDelete: () => void;
    onVerify: () => void;
    onAdded: () => void;
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
            {adding && <AddRowDialog table={table} onClose={() => setAdding(false)} onAdded={onAdded} />}
        </Stack>
    );
};
