import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Drawer, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { THEME_SWATCHES, type PortalSettings } from '../../config/settings';
import { usePortalConfig } from '../../providers/portalConfig';
import { changeSetting, useSettings } from '../../providers/preferences';

/**
 * The handle's width: the full 48 px where there is room, narrower on a phone. The layout keeps a
 * gutter this wide on the right of the page, so the handle never covers a link or a field.
 */
export const SETTINGS_HANDLE_WIDTH = { xs: 32, sm: 48 };

/**
 * The settings drawer: theme colour, tags view, fixed header, sidebar logo and,
 * in Chinese, pinyin route search. Choices persist across reloads and sign-outs.
 */
export const SettingsDrawer = () => {
    const translate = useTranslate();
    const settings = useSettings();
    const { themeColor: profileColor } = usePortalConfig();
    const [locale] = useLocaleState();
    const [open, setOpen] = useState(false);
    if (!settings.showSettings) return null;
    const current = settings.themeColor ?? profileColor;
    const toggles: (keyof PortalSettings & ('tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch'))[] = [
        'tagsView',
        'fixedHeader',
        'sidebarLogo',
        ...(locale === 'zh' ? (['supportPinyinSearch'] as const) : []),
    ];
    return (
        <>
            <Tooltip title={translate('settings.open')} placement="left">
                <IconButton
                    onClick={() => setOpen(!open)}
                    aria-label={translate('settings.open')}
                    sx={{
                        position: 'fixed',
                        right: 0,
                        top: 250,
                        zIndex: theme => theme.zIndex.appBar,
                        width: SETTINGS_HANDLE_WIDTH,
                        height: { xs: 40, sm: 48 },
                        borderRadius: '6px 0 0 6px',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        '&:hover': { bgcolor: 'primary.dark' },
                    }}
                >
                    {open ? <CloseIcon /> : <SettingsIcon />}
                </IconButton>
            </Tooltip>
            <Drawer
                anchor="right"
                open={open}
                onClose={() => setOpen(false)}
                slotProps={{ paper: { sx: { width: 260 } } }}
            >
                <Stack spacing={2} sx={{ p: 2.5 }} role="region" aria-label={translate('settings.title')}>
                    <Typography variant="h6" component="h2">
                        {translate('settings.title')}
                    </Typography>
                    <Box>
                        <Typography variant="body2" gutterBottom id="theme-color-label">
                            {translate('settings.themeColor')}
                        </Typography>
                        <Box
                            role="radiogroup"
                            aria-labelledby="theme-color-label"
                            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                        >
                            {THEME_SWATCHES.map(color => (
                                <IconButton
                                    key={color}
                                    role="radio"
                                    aria-checked={color === current}
                                    aria-label={color}
                                    onClick={() => changeSetting('themeColor', color)}
                                    sx={{
                                        width: 28,
                                        height: 28,
                                        borderRadius: 1,
                                        bgcolor: color,
                                        color: '#fff',
                                        '&:hover': { bgcolor: color, opacity: 0.85 },
                                    }}
                                >
                                    {color === current && <CheckIcon fontSize="small" />}
                                </IconButton>
                            ))}
                        </Box>
                    </Box>
                    {toggles.map(key => (
                        <FormControlLabel
                            key={key}
                            control={
                                <Switch
                                    checked={settings[key]}
                                    onChange={(_, checked) => changeSetting(key, checked)}
                                />
                            }
                            label={translate(`settings.${key}`)}
                            labelPlacement="start"
                            sx={{ justifyContent: 'space-between', ml: 0 }}
                        />
                    ))}
                </Stack>
            </Drawer>
        </>
    );
};
