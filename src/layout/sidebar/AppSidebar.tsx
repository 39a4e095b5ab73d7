import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { Backdrop, Box, Drawer, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { LinkBase, Sidebar, useLocation, useSidebarState, useTranslate } from 'react-admin';
import { usePortalConfig } from '../../providers/portalConfig';
import { readSidebarOpen, storeSidebarOpen, useSettings } from '../../providers/preferences';
import { SIDEBAR_WIDTH } from '../theme';

/**
 * The sidebar: on desktop it stays, opened or collapsed as the user left it;
 * under 992 px it is closed, opens over the page with a backdrop, and closes when a route opens.
 */
export const AppSidebar = ({ children }: { children: ReactNode }) => {
    const mobile = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    const [open, setOpen] = useSidebarState();
    const { pathname } = useLocation();
    const { sidebarLogo } = useSettings();

    useEffect(() => setOpen(mobile ? false : readSidebarOpen()), [mobile, setOpen]);
    useEffect(() => {
        if (!mobile) storeSidebarOpen(open);
    }, [mobile, open]);
    useEffect(() => {
        if (mobile) setOpen(false);
    }, [mobile, pathname, setOpen]);

    const content = (
        <>
            {sidebarLogo && <SidebarLogo collapsed={!open} />}
            {children}
        </>
    );
    if (mobile) {
        // Over the page with a backdrop; not a modal, which would hide the page from assistive
        // technology whenever a resize closes it mid-transition.
        return (
            <>
                <Backdrop open={open} onClick={() => setOpen(false)} sx={{ zIndex: theme => theme.zIndex.drawer }} />
                <Drawer
                    variant="persistent"
                    open={open}
                    slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, zIndex: theme => theme.zIndex.drawer + 1 } } }}
                >
                    {content}
                </Drawer>
            </>
        );
    }
    // Never narrower than its menu: a wide page (a long table) scrolls inside itself instead.
    return <Sidebar sx={{ flexShrink: 0 }}>{content}</Sidebar>;
};

/** Logo and product title at the top of the sidebar; leads home. */
const SidebarLogo = ({ collapsed }: { collapsed: boolean }) => {
    const translate = useTranslate();
    const { profile } = usePortalConfig();
    return (
        <Box
            component={LinkBase}
            to="/"
            sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1.5,
                color: 'primary.main',
                textDecoration: 'none',
            }}
        >
            <LocalHospitalIcon />
            {!collapsed && (
                <Typography variant="subtitle2" component="span" noWrap sx={{ fontWeight: 700 }}>
                    {translate(`app.title.${profile}`)}
                </Typography>
            )}
        </Box>
    );
};
