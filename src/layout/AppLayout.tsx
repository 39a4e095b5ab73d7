import { isValidElement, useEffect, type ReactNode } from 'react';
import { Layout, useLocation } from 'react-admin';
import { loadChatWidget } from '../providers/chatWidget';
import { recordPageView } from '../providers/pageViews';
import { loadRoles } from '../providers/authProvider';
import { usePortalConfig } from '../providers/portalConfig';
import { useSettings } from '../providers/preferences';
import { getToken } from '../providers/session';
import { SETTINGS_HANDLE_WIDTH, SettingsDrawer } from './settings/SettingsDrawer';
import { AppSidebar } from './sidebar/AppSidebar';
import { SideMenu } from './sidebar/SideMenu';
import { KeepAlive } from './tagsView/KeepAlive';
import { TagsView } from './tagsView/TagsView';
import { LocalizedComponents } from './LocalizedComponents';
import { TopBar } from './TopBar';

/**
 * The main layout: top bar, sidebar, tags-view and settings drawer around the page.
 * With the tags-view on, the screens of open tabs keep their state.
 */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
    const { tagsView, fixedHeader, showSettings } = useSettings();
    useNavigationEffects();
    useChatWidget();
    return (
        <LocalizedComponents>
            <Layout
                appBar={TopBar}
                appBarAlwaysOn={fixedHeader}
                menu={SideMenu}
                sidebar={AppSidebar}
                sx={showSettings ? { ...CONTENT_FITS_SCREEN, ...GUTTER_FOR_SETTINGS_HANDLE } : CONTENT_FITS_SCREEN}
            >
                {tagsView && <StickyTags sticky={fixedHeader} />}
                {tagsView && isValidElement(children) ? <KeepAlive>{children}</KeepAlive> : children}
                <SettingsDrawer />
            </Layout>
        </LocalizedComponents>
    );
};

/**
 * Wide tables scroll sideways inside their card on a phone, instead of react-admin's default
 * of widening the whole page (and pushing the top bar's buttons off screen).
 */
const CONTENT_FITS_SCREEN = {
    minWidth: 0,
    '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

/** The settings handle stays at the right edge: the page keeps clear of it. */
const GUTTER_FOR_SETTINGS_HANDLE = {
    '& .RaLayout-content': { pr: { xs: `${SETTINGS_HANDLE_WIDTH.xs + 4}px`, sm: `${SETTINGS_HANDLE_WIDTH.sm + 8}px` } },
};

const StickyTags = ({ sticky }: { sticky: boolean }) => (
    <div style={sticky ? { position: 'sticky', top: 48, zIndex: 2 } : undefined}>
        <TagsView />
    </div>
);

/**
 * On every navigation: ask the server for the session's roles (a session ended elsewhere opens
 * the Confirm-logout dialog at the user's next step, and stale roles are replaced), and count
 * the page view.
 */
const useNavigationEffects = () => {
    const { pathname } = useLocation();
    useEffect(() => {
        if (!getToken()) return;
        loadRoles().catch(() => undefined);
        recordPageView(pathname);
    }, [pathname]);
};

const useChatWidget = () => {
    const { chatWidget } = usePortalConfig();
    useEffect(() => {
        if (chatWidget) loadChatWidget(chatWidget.scriptUrl);
    }, [chatWidget]);
};
