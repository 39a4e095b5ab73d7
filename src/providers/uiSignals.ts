import { createExternalStore } from '../lib/externalStore';

/**
 * Signals from code outside React (HTTP interceptors, the page-load restore) to the UI, which
 * shows them: toasts and the session dialog.
 */
export interface Notice {
    /** A catalog key, or a message already in the user's language (server messages). */
    message: string;
    args?: Record<string, unknown>;
    type: 'error' | 'warning' | 'info' | 'success';
}

export const notices = createExternalStore<readonly Notice[]>([]);

export const pushNotice = (notice: Notice) => notices.set([...notices.get(), notice]);

export type SessionDialogKind = 'loggedOut' | 'usernameChanged';

/** The open session dialog, if any. */
export const sessionDialog = createExternalStore<SessionDialogKind | null>(null);
