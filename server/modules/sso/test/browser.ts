import type { TestServer } from '../../../test/testServer';

/** What the browser ended on: the portal's SPA page (a hash route) and the cookies the portal set. */
export interface Landing {
    /** The hash route with its query, e.g. `/login?sso=…&redirect=…`. */
    route: string;
    query: URLSearchParams;
}

/**
 * A browser without a page: follows redirects between the portal (answered by the test server
 * in-process, at PUBLIC_URL) and real identity providers (over HTTP), and keeps each site's
 * cookies as a browser would, so that a sign-in runs end to end without Chromium.
 */
export const createBrowser = (server: TestServer) => {
    const portal = new URL(server.config.publicUrl);
    const jars = new Map<string, Map<string, string>>();
    const jarOf = (url: URL) => {
        let jar = jars.get(url.host);
        if (!jar) jars.set(url.host, (jar = new Map()));
        return jar;
    };
    const remember = (url: URL, setCookies: string[]) => {
        for (const line of setCookies) {
            const [pair, ...attributes] = line.split(';');
            const [name, ...value] = pair!.split('=');
            const expired = attributes.some(attribute => /^\s*max-age=0\s*$/i.test(attribute));
            if (expired || value.join('=') === '') jarOf(url).delete(name!.trim());
            else jarOf(url).set(name!.trim(), value.join('='));
        }
    };
    const cookieHeader = (url: URL) => [...jarOf(url)].map(([name, value]) => `${name}=${value}`).join('; ');

    /** One request, as the browser sends it: answers status, location and body. */
    const send = async (url: URL, init: { method?: string; form?: Record<string, string> } = {}) => {
        const method = init.method ?? 'GET';
        const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
        const headers: Record<string, string> = { cookie: cookieHeader(url) };
        if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
        if (url.host === portal.host) {
            const response = await server.app.inject({
                method: method as 'GET',
                url: url.pathname + url.search,
                headers,
                payload: body,
                remoteAddress: '10.30.0.1',
            });
            const setCookie = response.headers['set-cookie'];
            remember(url, setCookie === undefined ? [] : [setCookie].flat());
            return {
                status: response.statusCode,
                location: response.headers.location as string | undefined,
                body: response.body,
            };
        }
        const response = await fetch(url, { method, headers, body, redirect: 'manual' });
        remember(url, response.headers.getSetCookie());
        return {
            status: response.status,
            location: response.headers.get('location') ?? undefined,
            body: await response.text(),
        };
    };

    /**
     * Opens a URL and follows redirects until the portal's page; `interact` answers a provider's
     * page that is not a redirect (its login form), or the walk stops there.
     */
    const open = async (
        start: string,
        interact?: (
            url: URL,
            page: { status: number; body: string }
        ) => Promise<{ url: URL; form: Record<string, string> } | undefined>
    ): Promise<Landing> => {
        let next: { url: URL; method?: string; form?: Record<string, string> } = { url: new URL(start, portal) };
        for (let hops = 0; hops < 20; hops++) {
            const answer = await send(next.url, next);
            if (answer.location) {
                const target = new URL(answer.location, next.url);
                // The portal's page: a hash route, or its start page (where a provider's logout returns).
                if (target.host === portal.host && (target.hash.startsWith('#/') || target.pathname === '/')) {
                    const route = target.hash.slice(1) || target.pathname;
                    return { route, query: new URLSearchParams(route.split('?')[1] ?? '') };
                }
                next = { url: target };
                continue;
            }
            const submission = await interact?.(next.url, answer);
            if (!submission) throw new Error(`stopped at ${next.url} (${answer.status}): ${answer.body.slice(0, 300)}`);
            next = { url: submission.url, method: 'POST', form: submission.form };
        }
        throw new Error('too many redirects');
    };

    return {
        open,
        send,
        /** POSTs a form to a URL, as an IdP's auto-submitting page does, and follows the answer. */
        post: postAndFollow,
        cookie: (url: string, name: string) => jarOf(new URL(url, portal)).get(name),
        forget: (url: string, name: string) => jarOf(new URL(url, portal)).delete(name),
    };

    async function postAndFollow(url: string, form: Record<string, string>): Promise<Landing> {
        const answer = await send(new URL(url, portal), { method: 'POST', form });
        const target = new URL(answer.location ?? '', portal);
        const route = target.hash.slice(1);
        return { route, query: new URLSearchParams(route.split('?')[1] ?? '') };
    }
};
