import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account of the test's OpenID provider: its subject and the claims it releases. */
export interface ProviderAccount {
    sub: string;
    email: string;
    email_verified?: boolean;
    given_name?: string;
    family_name?: string;
    groups?: string[];
}

/**
 * A real OpenID Connect provider (node `oidc-provider`, OpenID-certified) on a free port of this
 * machine, with one client for the portal. Its login is the test's choice of account: the
 * interaction page signs in `signInAs` and grants the scopes asked for, as a user clicking through would.
 */
export const startOidcProvider = async (client: {
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    /** Where its RP-initiated logout may send the browser back to. */
    postLogoutRedirectUri: string;
    /**
     * oidc-provider's own login and consent pages (a person types the account's subject as login,
     * any password, and authorizes), for a browser; otherwise the test's choice of account.
     */
    loginForm?: boolean;
}) => {
    const accounts = new Map<string, ProviderAccount>();
    let signInAs: string | undefined;

    const interaction = async (request: IncomingMessage, response: ServerResponse) => {
        const details = await provider.interactionDetails(request, response);
        if (!signInAs) {
            response.writeHead(200, { 'content-type': 'text/html' }).end('<form>login</form>');
            return;
        }
        const grant = new provider.Grant({ accountId: signInAs, clientId: client.clientId });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(
            request,
            response,
            { login: { accountId: signInAs }, consent: { grantId: await grant.save() } },
            { mergeWithLastSubmission: false }
        );
    };

    const http = createServer((request, response) => {
        if (!client.loginForm && request.url?.startsWith('/interaction/')) {
            interaction(request, response).catch(error => response.writeHead(500).end(String(error)));
        } else {
            provider.callback()(request, response);
        }
    });
    await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

    const provider = new Provider(issuer, {
        clients: [
            {
                client_id: client.clientId,
                client_secret: client.clientSecret,
                redirect_uris: [client.redirectUri],
                post_logout_redirect_uris: [client.postLogoutRedirectUri],
                grant_types: ['authorization_code'],
                response_types: ['code'],
            },
        ],
        pkce: { required: () => true },
        claims: {
            openid: ['sub'],
            email: ['email', 'email_verified'],
            profile: ['given_name', 'family_name'],
            groups: ['groups'],
        },
        scopes: ['openid', 'email', 'profile', 'groups'],
        // The ID token carries the claims, as Entra ID's and Okta's do.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: client.loginForm === true } },
        ...(client.loginForm
            ? {}
            : {
                  interactions: { url: (_context: unknown, details: { uid: string }) => `/interaction/${details.uid}` },
              }),
        cookies: { keys: ['test-cookie-key'] },
        findAccount: async (_context: unknown, sub: string) => {
            const account = accounts.get(sub);
            return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
        },
    });
    provider.proxy = false;

    return {
        issuer,
        /** The account the next login signs in as (with `loginForm`: one its login page knows); undefined leaves the login page unanswered. */
        signInAs(account: ProviderAccount | undefined) {
            if (account) accounts.set(account.sub, account);
            signInAs = account?.sub;
        },
        close: () => new Promise<void>(resolve => http.close(() => resolve())),
    };
};
