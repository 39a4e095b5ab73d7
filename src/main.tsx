import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ServerUnreachable } from './layout/errors/ServerUnreachable';
import { errorLogEnabled, installGlobalErrorLog, recordError } from './providers/errorLog';
import { createI18nProvider, initialLocale } from './providers/i18nProvider';
import { fetchPortalConfig } from './providers/portalConfig';
import { restoreSession } from './providers/restoreSession';

/**
 * Start-up: the first language's catalog and the portal configuration load, side by side,
 * before the first render; a returning user's session is restored from the browser.
 */
const boot = async () => {
    const logErrors = errorLogEnabled();
    if (logErrors) installGlobalErrorLog();
    const root = createRoot(document.getElementById('root')!, {
        // Errors React catches in error boundaries, and those it does not, go to the error log.
        onCaughtError: logErrors ? (error, info) => recordError(error, info.componentStack ?? '') : undefined,
        onUncaughtError: logErrors ? (error, info) => recordError(error, info.componentStack ?? '') : undefined,
    });
    const [i18nProvider, portal] = await Promise.all([
        createI18nProvider(initialLocale()),
        fetchPortalConfig().catch(() => undefined),
    ]);
    if (!portal) {
        root.render(<ServerUnreachable translate={i18nProvider.translate} />);
        return;
    }
    const route = restoreSession();
    if (route) window.location.replace(`#${route}`);
    root.render(
        <StrictMode>
            <App portal={portal} i18nProvider={i18nProvider} />
        </StrictMode>
    );
};

void boot();
