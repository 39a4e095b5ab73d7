import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SIZES } from '../../config/settings';
import { changeSize, useSize } from '../../providers/preferences';

/** The global size: the density of the whole interface, kept in cookie `size`. */
export const SizeMenu = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const size = useSize();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Tooltip title={translate('topbar.size')}>
                <IconButton
                    color="inherit"
                    aria-label={translate('topbar.size')}
                    onClick={event => setAnchor(event.currentTarget)}
                >
                    <FormatSizeIcon />
                </IconButton>
            </Tooltip>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {SIZES.map(option => (
                    <MenuItem
                        key={option}
                        disabled={option === size}
                        selected={option === size}
                        onClick={() => {
                            setAnchor(null);
                            changeSize(option);
                            notify('topbar.switchSize', { type: 'success' });
                        }}
                    >
                        {translate(`topbar.sizes.${option}`)}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
