import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, Menu, MenuItem } from '@mui/material';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { findRoute, flattenRoutes, REDIRECT_PREFIX } from '../../../common/routes';
import { useCanOpen, useOpenRoutes } from '../../providers/useAccess';
import {
    addAffixViews,
    addView,
    closeAll,
    closeOthers,
    closeView,
    destinationAfterClose,
    uncache,
    type TagView,
} from './tagsModel';
import { applyToTags, tagsStore, useTags } from './tagsStore';

/** The tabs of visited pages, with Refresh, Close, Close Others and Close All. */
export const TagsView = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const { visited } = useTags();
    const [menu, setMenu] = useState<{ tag: TagView; top: number; left: number } | null>(null);
    useTrackVisits(pathname, search);

    const leaveIfClosed = () => {
        const destination = destinationAfterClose(tagsStore.get(), pathname);
        if (destination) navigate(destination);
    };
    const actions = {
        refresh(tag: TagView) {
            applyToTags(state => uncache(state, tag.path));
            navigate(`${REDIRECT_PREFIX}${tag.fullPath}`, { replace: true });
        },
        close(tag: TagView) {
            applyToTags(state => closeView(state, tag.path));
            leaveIfClosed();
        },
        closeOthers(tag: TagView) {
            navigate(tag.fullPath);
            applyToTags(state => closeOthers(state, tag.path));
        },
        closeAll() {
            applyToTags(closeAll);
            leaveIfClosed();
        },
    };
    const run = (action: (tag: TagView) => void) => () => {
        if (menu) action(menu.tag);
        setMenu(null);
    };
    const openMenuAt = (tag: TagView, element: Element, event?: MouseEvent) => {
        const box = element.getBoundingClientRect();
        setMenu({ tag, top: event?.clientY ?? box.bottom, left: event?.clientX ?? box.left });
    };
    const onKeyDown = (tag: TagView) => (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
            event.preventDefault();
            openMenuAt(tag, event.currentTarget);
        } else if (event.key === 'Delete' && !tag.affix) {
            actions.close(tag);
        }
    };

    return (
        <Box
            component="nav"
            aria-label={translate('tagsView.label')}
            sx={{
                display: 'flex',
                gap: 0.75,
                px: 1.5,
                py: 0.75,
                overflowX: 'auto',
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
            }}
        >
            {visited.map(tag => {
                const active = tag.path === pathname;
                return (
                    <Chip
                        key={tag.path}
                        data-testid="tag"
                        size="small"
                        label={tag.title ? translate(`route.${tag.title}`) : translate('tagsView.noName')}
                        color={active ? 'primary' : 'default'}
                        variant={active ? 'filled' : 'outlined'}
                        aria-current={active ? 'page' : undefined}
                        onClick={() => navigate(tag.fullPath)}
                        onDelete={tag.affix ? undefined : () => actions.close(tag)}
                        deleteIcon={<CloseIcon aria-label={translate('tagsView.close')} />}
                        onAuxClick={event => event.button === 1 && !tag.affix && actions.close(tag)}
                        onContextMenu={event => {
                            event.preventDefault();
                            openMenuAt(tag, event.currentTarget, event);
                        }}
                        onKeyDown={onKeyDown(tag)}
                        // The text turns dark at once when a tab stops being current: a fading
                        // background would leave it unreadable on the colour for a moment.
                        sx={{ borderRadius: 1, transition: 'none' }}
                    />
                );
            })}
            <Menu
                open={menu !== null}
                onClose={() => setMenu(null)}
                anchorReference="anchorPosition"
                anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
            >
                <MenuItem onClick={run(actions.refresh)}>{translate('tagsView.refresh')}</MenuItem>
                {!menu?.tag.affix && <MenuItem onClick={run(actions.close)}>{translate('tagsView.close')}</MenuItem>}
                <MenuItem onClick={run(actions.closeOthers)}>{translate('tagsView.closeOthers')}</MenuItem>
                <MenuItem onClick={run(actions.closeAll)}>{translate('tagsView.closeAll')}</MenuItem>
            </Menu>
        </Box>
    );
};

/** The affix tabs of the user's routes from the start, then a tab for each page opened. */
const useTrackVisits = (pathname: string, search: string) => {
    const routes = useOpenRoutes();
    const canOpen = useCanOpen()(pathname);
    useEffect(() => {
        const affix = flattenRoutes(routes).filter(route => route.affix);
        applyToTags(state =>
            addAffixViews(
                state,
                affix.map(route => toView(route.path!, route.path!))
            )
        );
    }, [routes]);
    useEffect(() => {
        if (canOpen) applyToTags(state => addView(state, toView(pathname, `${pathname}${search}`)));
    }, [pathname, search, canOpen]);
};

const toView = (path: string, fullPath: string): TagView => {
    const route = findRoute(path);
    return { path, fullPath, title: route?.title, affix: route?.affix, noCache: route?.noCache };
};
