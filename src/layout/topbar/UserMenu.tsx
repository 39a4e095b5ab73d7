import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import PersonIcon from '@mui/icons-material/Person';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLogout, useNavigate, useTranslate } from 'react-admin';

/** The user menu: Contact Us, Support, User Profile, Log Out. */
export const UserMenu = ({ onContact, onSupport }: { onContact: () => void; onSupport: () => void }) => {
    const translate = useTranslate();
    const logout = useLogout();
    const navigate = useNavigate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const item = (label: string, icon: ReactNode, action: () => void) => (
        <MenuItem
            onClick={() => {
                setAnchor(null);
                action();
            }}
        >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{translate(label)}</ListItemText>
        </MenuItem>
    );
    return (
        <>
            <IconButton
                color="inherit"
                aria-label={translate('topbar.userMenu')}
                aria-haspopup="menu"
                onClick={event => setAnchor(event.currentTarget)}
            >
                <AccountCircleIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {item('topbar.contactUs', <ContactMailIcon fontSize="small" />, onContact)}
                {item('topbar.support', <SupportAgentIcon fontSize="small" />, onSupport)}
                {item('topbar.userProfile', <PersonIcon fontSize="small" />, () => navigate('/userProfile'))}
                <Divider />
                {item('topbar.logout', <PowerSettingsNewIcon fontSize="small" />, () => logout())}
            </Menu>
        </>
    );
};
