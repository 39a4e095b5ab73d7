import type { I18nProvider } from 'react-admin';

/** Shown instead of the portal when its configuration cannot be loaded at start. */
export const ServerUnreachable = ({ translate }: { translate: I18nProvider['translate'] }) => (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 520, margin: '20vh auto', padding: 24 }}>
        <p role="alert" style={{ fontSize: 18 }}>
            {translate('app.serverUnreachable')}
        </p>
        <button type="button" onClick={() => window.location.reload()} style={{ fontSize: 16, padding: '8px 16px' }}>
            {translate('app.retry')}
        </button>
    </main>
);
