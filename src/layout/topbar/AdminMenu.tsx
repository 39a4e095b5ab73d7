import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { EDIT_TABLE_PATH, USER_PROFILES_PATH } from '../../../common/routes';
import { Permission } from '../../providers/Permission';

/**
 * The admins' menu: Directory Edit View and User Profiles. The first opens the directory edit
 * view itself (not `/`, which would only redirect to home).
 */
export const AdminMenu = () => (
    <Permission roles={['admin']}>
        <AdminMenuButton />
    </Permission>
);

const AdminMenuButton = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const go = (path: string) => () => {
        setAnchor(null);
        navigate(path);
    };
    return (
        <>
            <Button
                color="inherit"
                startIcon={<AdminPanelSettingsIcon />}
                aria-haspopup="menu"
                onClick={event => setAnchor(event.currentTarget)}
                sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
                {translate('topbar.admin')}
            </Button>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                <MenuItem onClick={go(EDIT_TABLE_PATH)}>{translate('topbar.directoryEditView')}</MenuItem>
                <MenuItem onClick={go(USER_PROFILES_PATH)}>{translate('topbar.userProfiles')}</MenuItem>
            </Menu>
        </>
    );
};
