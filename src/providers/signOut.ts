/**
 * What else a sign-out clears, registered by the parts that hold it (the tabs, the chat
 * widget, the page views still queued), so that the authProvider does not need to know them.
 * They run while the session token is still valid.
 */
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

export const onSignOut = (cleanup: Cleanup) => {
    cleanups.add(cleanup);
    return () => {
        cleanups.delete(cleanup);
    };
};

export const runSignOutCleanups = async () => {
    await Promise.all([...cleanups].map(async cleanup => cleanup()));
};
