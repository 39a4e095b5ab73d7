import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, IconButton, TextField, Tooltip } from '@mui/material';
import Fuse from 'fuse.js';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { useSettings } from '../../providers/preferences';
import { useOpenRoutes } from '../../providers/useAccess';
import { searchableRoutes, type SearchOption } from './searchableRoutes';

/**
 * Route search in the top bar: over the pages the user may open, by title in the UI
 * language or by path, and by pinyin for Chinese titles when the setting is on.
 */
export const RouteSearch = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [open, setOpen] = useState(false);
    const options = useSearchOptions();
    const fuse = useMemo(
        () =>
            new Fuse(options, {
                keys: [
                    { name: 'title', weight: 0.7 },
                    { name: 'path', weight: 0.3 },
                    { name: 'pinyin', weight: 0.3 },
                ],
                threshold: 0.4,
                shouldSort: true,
            }),
        [options]
    );
    if (!open) {
        return (
            <Tooltip title={translate('topbar.search')}>
                <IconButton color="inherit" aria-label={translate('topbar.search')} onClick={() => setOpen(true)}>
                    <SearchIcon />
                </IconButton>
            </Tooltip>
        );
    }
    return (
        <Box sx={{ width: 210, mx: 1 }}>
            <Autocomplete<SearchOption>
                options={options}
                filterOptions={(_, { inputValue }) =>
                    inputValue ? fuse.search(inputValue).map(result => result.item) : []
                }
                getOptionLabel={option => option.title}
                isOptionEqualToValue={(option, value) => option.path === value.path}
                noOptionsText={translate('topbar.noMatch')}
                openOnFocus={false}
                autoHighlight
                onChange={(_, option) => {
                    if (option) navigate(option.path);
                    setOpen(false);
                }}
                onBlur={() => setOpen(false)}
                renderInput={params => (
                    <TextField
                        {...params}
                        autoFocus
                        variant="outlined"
                        size="small"
                        placeholder={translate('topbar.searchPlaceholder')}
                        aria-label={translate('topbar.search')}
                        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
                    />
                )}
            />
        </Box>
    );
};

const useSearchOptions = () => {
    const translate = useTranslate();
    const routes = useOpenRoutes();
    const [locale] = useLocaleState();
    const { supportPinyinSearch } = useSettings();
    const base = useMemo(() => searchableRoutes(routes, translate), [routes, translate]);
    const [withPinyin, setWithPinyin] = useState<{ of: SearchOption[]; options: SearchOption[] }>();
    const pinyinWanted = locale === 'zh' && supportPinyinSearch;
    useEffect(() => {
        if (!pinyinWanted) return;
        let current = true;
        // The pinyin dictionary is large: it loads only for Chinese with pinyin search on.
        void import('pinyin-pro').then(({ pinyin }) => {
            if (!current) return;
            const options = base.map(option => ({
                ...option,
                pinyin: pinyin(option.title, { toneType: 'none', separator: '' }),
            }));
            setWithPinyin({ of: base, options });
        });
        return () => {
            current = false;
        };
    }, [base, pinyinWanted]);
    return pinyinWanted && withPinyin?.of === base ? withPinyin.options : base;
};
