/**
 * An identity provider's own sign-out, left by the session it opened when the portal signs out, for
 * the login page to offer once (the portal's session is over by then). Kept in local storage.
 */
const PROVIDER_LOGOUT_KEY = 'ssoProviderLogout';

export interface ProviderLogout {
    name: string;
    url: string;
}

export const leaveProviderLogout = (offer: ProviderLogout) =>
    localStorage.setItem(PROVIDER_LOGOUT_KEY, JSON.stringify(offer));

/** The offer left, if any and well formed, removed as it is read. */
export const takeProviderLogout = (): ProviderLogout | null => {
    const stored = localStorage.getItem(PROVIDER_LOGOUT_KEY);
    localStorage.removeItem(PROVIDER_LOGOUT_KEY);
    try {
        const offer: unknown = JSON.parse(stored ?? 'null');
        const { name, url } = (offer ?? {}) as { name?: unknown; url?: unknown };
        return typeof name === 'string' && typeof url === 'string' && /^https?:\/\//.test(url) ? { name, url } : null;
    } catch {
        return null;
    }
};
