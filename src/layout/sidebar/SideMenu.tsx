import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LaunchIcon from '@mui/icons-material/Launch';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Menu, useLocation, useSidebarState, useTranslate } from 'react-admin';
import type { RouteConfig } from '../../../common/routes';
import { useOpenRoutes } from '../../providers/useAccess';
import { ROUTE_ICONS } from '../icons';
import { DirectoryTableEntries } from './DirectoryTableEntries';

/** The sidebar menu, built from the route table for the user's roles. */
export const SideMenu = () => {
    const routes = useOpenRoutes().filter(route => !route.hidden);
    return (
        // Long labels wrap rather than being cut: the sidebar is only 210 px wide.
        <Menu sx={{ '& .MuiMenuItem-root, & .MuiTypography-noWrap': { whiteSpace: 'normal' } }}>
            {routes.map(route => (
                <MenuEntry key={route.path ?? route.title} route={route} />
            ))}
        </Menu>
    );
};

const MenuEntry = ({ route }: { route: RouteConfig }) => {
    const translate = useTranslate();
    const Icon = route.icon ? ROUTE_ICONS[route.icon] : undefined;
    const label = translate(`route.${route.title}`);
    if (route.children) return <SubMenu route={route} />;
    if (route.link) {
        return (
            <MenuItem
                component="a"
                href={route.link}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={0}
                sx={ITEM_SX}
            >
                <ListItemIcon>{Icon ? <Icon /> : <LaunchIcon />}</ListItemIcon>
                {label}
            </MenuItem>
        );
    }
    const item = <Menu.Item to={route.path!} primaryText={label} leftIcon={Icon ? <Icon /> : undefined} />;
    return route.entries === 'directoryTables' ? (
        <>
            {item}
            <DirectoryTableEntries path={route.path!} />
        </>
    ) : (
        item
    );
};

/**
 * The look of react-admin's own menu items, for the entries that are not links inside the app;
 * like react-admin's, they are reached with Tab.
 */
const ITEM_SX = { color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } } as const;

/**
 * A group of routes; starts open when it holds the current page. Its entries form a menu group
 * named by its toggle, so that the menu keeps a structure screen readers can follow.
 */
const SubMenu = ({ route }: { route: RouteConfig }) => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const [sidebarOpen] = useSidebarState();
    const children = (route.children ?? []).filter(child => !child.hidden);
    const [open, setOpen] = useState(() => children.some(child => child.path === pathname));
    const id = useId();
    const Icon = route.icon ? ROUTE_ICONS[route.icon] : undefined;
    if (children.length === 0) return null;
    return (
        <>
            <MenuItem
                id={`${id}-toggle`}
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                aria-controls={`${id}-group`}
                tabIndex={0}
                sx={ITEM_SX}
            >
                <ListItemIcon>{Icon && <Icon />}</ListItemIcon>
                <ListItemText primary={translate(`route.${route.title}`)} sx={{ my: 0 }} />
                {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </MenuItem>
            <Collapse in={open} timeout="auto" unmountOnExit>
                <List
                    id={`${id}-group`}
                    role="group"
                    aria-labelledby={`${id}-toggle`}
                    disablePadding
                    sx={{ pl: sidebarOpen ? 2 : 0 }}
                >
                    {children.map(child => (
                        <MenuEntry key={child.path ?? child.title} route={child} />
                    ))}
                </List>
            </Collapse>
        </>
    );
};
