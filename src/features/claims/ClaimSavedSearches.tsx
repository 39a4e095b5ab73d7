import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, ListItemText, Menu, MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import type { SavedClaimSearch } from '../../../common/contract/claims';
import { FormDialog } from '../../components/FormDialog';
import { claimsApi } from './claimsApi';
import type { ClaimsText } from './useClaimsText';

const SAVED_KEY = ['claims', 'savedSearches'];

/** The user's saved searches: one applies its filter and sort; the current search can be kept under a name. */
export const ClaimSavedSearches = ({ text }: { text: ClaimsText }) => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    const { filterValues, sort, setFilters, setSort } = useListContext();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [naming, setNaming] = useState(false);
    const [name, setName] = useState('');
    const { data: searches = [] } = useQuery({
        queryKey: SAVED_KEY,
        queryFn: claimsApi.listSavedSearches,
    });
    const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    const save = useMutation({
        mutationFn: () => claimsApi.saveSearch({ name, filter: filterValues, sort }),
        onSuccess: data => {
            setNaming(false);
            setName('');
            notify(text('saved.saved', { name: data.name }), { type: 'success' });
            void refresh();
        },
    });
    const remove = useMutation({
        mutationFn: (search: SavedClaimSearch) => claimsApi.deleteSavedSearch(search.id),
        onSuccess: () => void refresh(),
    });
    const apply = (search: SavedClaimSearch) => {
        setAnchor(null);
        setSort(search.sort);
        setFilters(search.filter, undefined);
    };
    return (
        <>
            <Button
                size="small"
                startIcon={<BookmarkIcon />}
                onClick={event => setAnchor(event.currentTarget)}
                aria-haspopup="menu"
            >
                {text('saved.title')}
            </Button>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {searches.length === 0 && <MenuItem disabled>{text('saved.none')}</MenuItem>}
                {searches.map(search => (
                    <MenuItem key={search.id} onClick={() => apply(search)}>
                        <ListItemText>{search.name}</ListItemText>
                        <IconButton
                            size="small"
                            edge="end"
                            aria-label={text('saved.delete', { name: search.name })}
                            onClick={event => {
                                event.stopPropagation();
                                remove.mutate(search);
                            }}
                        >
                            <DeleteIcon fontSize="small" />
                        </IconButton>
                    </MenuItem>
                ))}
                <MenuItem
                    onClick={() => {
                        setAnchor(null);
                        setNaming(true);
                    }}
                >
                    {text('saved.save')}
                </MenuItem>
            </Menu>
            {naming && (
                // A refusal is toasted by the HTTP client, so the form shows none of its own.
                <FormDialog
                    title={text('saved.save')}
                    submitLabel={text('saved.confirm')}
                    cancelLabel={text('saved.cancel')}
                    onSubmit={() => save.mutate()}
                    onClose={() => setNaming(false)}
                    submitDisabled={save.isPending || name.trim() === ''}
                    maxWidth="xs"
                    browserValidation
                >
                    <TextField
                        autoFocus
                        fullWidth
                        margin="dense"
                        label={text('saved.name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        slotProps={{ htmlInput: { maxLength: 80 } }}
                        required
                    />
                </FormDialog>
            )}
        </>
    );
};
