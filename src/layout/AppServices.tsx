import { LinearProgress } from '@mui/material';
import { useEffect } from 'react';
import { useLocaleState, useLocation, useNotify, useTranslate } from 'react-admin';
import { ERROR_TOAST_MS } from '../config/env';
import { findRoute, REDIRECT_PREFIX } from '../../common/routes';
import { useExternalStore } from '../lib/externalStore';
import { startProgress, useNavigationInProgress } from '../providers/navigationProgress';
import { usePortalConfig } from '../providers/portalConfig';
import { notices } from '../providers/uiSignals';
import { SessionDialog } from './SessionDialog';

/**
 * What every screen needs, with or without the layout: toasts raised outside React, the
 * session dialog, the document title and language, the navigation progress bar and the scroll
 * back to the top.
 */
export const AppServices = () => (
    <>
        <NoticeBridge />
        <SessionDialog />
        <DocumentTitle />
        <NavigationProgress />
    </>
);

/** Shows notices queued by the HTTP client and the page-load restore, 5 s each. */
const NoticeBridge = () => {
    const notify = useNotify();
    const pending = useExternalStore(notices);
    useEffect(() => {
        if (pending.length === 0) return;
        notices.set([]);
        pending.forEach(({ message, args, type }) =>
            notify(message, { type, messageArgs: args, autoHideDuration: ERROR_TOAST_MS })
        );
    }, [pending, notify]);
    return null;
};

/** '<route title> - <product title>', or the product title alone, and `<html lang>`. */
const DocumentTitle = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { profile } = usePortalConfig();
    const { pathname } = useLocation();
    const product = translate(`app.title.${profile}`);
    const title = findRoute(pathname)?.title;
    useEffect(() => {
        if (pathname.startsWith(`${REDIRECT_PREFIX}/`)) return;
        document.title = title ? `${translate(`route.${title}`)} - ${product}` : product;
    }, [pathname, title, product, translate]);
    useEffect(() => {
        document.documentElement.lang = locale;
    }, [locale]);
    return null;
};

/**
 * A thin bar at the top during navigation, without a spinner; every navigation starts at the
 * top, Back and Forward included. The browser would otherwise restore the position it kept for
 * that history entry after the page has scrolled up, so the portal takes restoration over.
 */
const NavigationProgress = () => {
    const { pathname, search } = useLocation();
    const active = useNavigationInProgress();
    useEffect(() => {
        window.history.scrollRestoration = 'manual';
    }, []);
    useEffect(() => {
        window.scrollTo(0, 0);
        // The navigation itself is instant: the bar sweeps for its minimum time, and a screen
        // still loading keeps it on (see the Suspense fallback in App.tsx).
        startProgress()();
    }, [pathname, search]);
    if (!active) return null;
    return (
        <LinearProgress
            aria-hidden
            data-testid="navigation-progress"
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: theme => theme.zIndex.tooltip + 1 }}
        />
    );
};
