import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    FormControlLabel,
    IconButton,
    List,
    ListItem,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useGridLayout } from './useGridLayout';

/**
 * Which columns the grid shows and in which order, for the user's account: a checkbox and
 * move-up / move-down buttons per column, all reachable by keyboard (the community grid cannot
 * reorder columns by dragging).
 */
export const GridLayoutDialog = ({
    columns,
    layout,
    onClose,
}: {
    /** The movable columns, in the order shown, with their headers. */
    columns: { field: string; headerName: string }[];
    layout: ReturnType<typeof useGridLayout>;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const hidden = new Set(layout.layout.hidden);
    const move = (from: number, to: number) => {
        const order = columns.map(column => column.field);
        const [moved] = order.splice(from, 1);
        order.splice(to, 0, moved!);
        layout.change({ ...layout.layout, order });
    };
    const toggle = (field: string, shown: boolean) =>
        layout.change({
            ...layout.layout,
            hidden: shown ? layout.layout.hidden.filter(name => name !== field) : [...layout.layout.hidden, field],
        });
    return (
        <Dialog open onClose={onClose} aria-labelledby="grid-columns-title" fullWidth maxWidth="xs">
            <DialogTitle id="grid-columns-title">{translate('directoryGrid.ui.columnsTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('directoryGrid.ui.columnsHint')}</DialogContentText>
                <List dense>
                    {columns.map((column, index) => (
                        <ListItem
                            key={column.field}
                            disableGutters
                            secondaryAction={
                                <>
                                    <IconButton
                                        size="small"
                                        disabled={index === 0}
                                        aria-label={translate('directoryGrid.ui.moveUp', { column: column.headerName })}
                                        onClick={() => move(index, index - 1)}
                                    >
                                        <ArrowUpwardIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton
                                        size="small"
                                        disabled={index === columns.length - 1}
                                        aria-label={translate('directoryGrid.ui.moveDown', {
                                            column: column.headerName,
                                        })}
                                        onClick={() => move(index, index + 1)}
                                    >
                                        <ArrowDownwardIcon fontSize="small" />
                                    </IconButton>
                                </>
                            }
                        >
                            <FormControlLabel
                                control={
                                    <Checkbox
                                        size="small"
                                        checked={!hidden.has(column.field)}
                                        onChange={event => toggle(column.field, event.target.checked)}
                                    />
                                }
                                label={column.headerName}
                            />
                        </ListItem>
                    ))}
                </List>
            </DialogContent>
            <DialogActions>
                <Button onClick={layout.reset}>{translate('directoryGrid.ui.resetColumns')}</Button>
                <Button variant="contained" onClick={onClose}>
                    {translate('directoryGrid.ui.done')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
