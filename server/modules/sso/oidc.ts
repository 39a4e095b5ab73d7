import * as client from 'openid-client';
import type { SecretBox } from '../../shared/secretBox';
import { SsoRefused, type VerifiedAnswer } from './accountLink';
import type { Attempt } from './attempts';
import { endpointsOf } from './endpoints';
import type { IdentityProvider } from './providers';

/** How long discovery, token and userinfo calls to a provider may take, in seconds. */
const PROVIDER_TIMEOUT_S = 10;

/** Plain http is only for an issuer on this machine (a test or a local provider). */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** Discovered configurations, per provider and version of its settings: discovery runs once. */
const discovered = new Map<string, Promise<client.Configuration>>();

const configurationOf = (provider: IdentityProvider, box: SecretBox) => {
    const key = `${provider.id}@${provider.updatedAt.getTime()}`;
    let configuration = discovered.get(key);
    if (!configuration) {
        const issuer = new URL(provider.settings.issuer!);
        configuration = client.discovery(
            issuer,
            provider.settings.clientId!,
            undefined,
            client.ClientSecretBasic(box.open(provider.clientSecretSealed!)),
            { execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_S }
        );
        // A failed discovery is tried again at the next sign-in.
        configuration.catch(() => discovered.delete(key));
        discovered.set(key, configuration);
    }
    return configuration.catch(error => {
        throw new SsoRefused('providerError', `discovery: ${(error as Error).message}`);
    });
};

/** The authorization request (code flow, PKCE S256, state and nonce) and what the answer must match. */
export const startOidc = async (provider: IdentityProvider, box: SecretBox, publicUrl: string) => {
    const configuration = await configurationOf(provider, box);
    const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: endpointsOf(publicUrl, provider.id).redirectUri,
        scope: (provider.settings.scopes ?? ['openid']).join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
    });
    return { url: url.href, checks };
};

/**
 * The code exchanged for tokens, the ID token checked (signature, issuer, audience, time, nonce)
 * by openid-client, and the userinfo claims added (groups often come only there).
 */
export const finishOidc = async (
    provider: IdentityProvider,
    box: SecretBox,
    publicUrl: string,
    attempt: Attempt,
    query: Record<string, string | undefined>
): Promise<VerifiedAnswer> => {
    const configuration = await configurationOf(provider, box);
    const answerUrl = new URL(endpointsOf(publicUrl, provider.id).redirectUri);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) answerUrl.searchParams.set(name, value);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
        tokens = await client.authorizationCodeGrant(configuration, answerUrl, {
            pkceCodeVerifier: attempt.codeVerifier!,
            expectedState: attempt.state!,
            expectedNonce: attempt.nonce!,
            idTokenExpected: true,
        });
    } catch (error) {
        const refusedByProvider =
            error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError;
        throw new SsoRefused(refusedByProvider ? 'providerError' : 'invalidAnswer', (error as Error).message);
    }
    const idClaims = tokens.claims()!;
    let claims: Record<string, unknown> = { ...idClaims };
    if (configuration.serverMetadata().userinfo_endpoint) {
        try {
            claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims };
        } catch (error) {
            throw new SsoRefused('invalidAnswer', `userinfo: ${(error as Error).message}`);
        }
    }
    return {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        claims,
        emailVerified: claims.email_verified === true,
        logout: { idToken: tokens.id_token },
    };
};

/** The provider's RP-initiated logout, if it offers one, back to the portal's login page. */
export const oidcLogoutUrl = async (
    provider: IdentityProvider,
    box: SecretBox,
    publicUrl: string,
    idToken?: string
) => {
    const configuration = await configurationOf(provider, box).catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${publicUrl.replace(/\/+$/, '')}/`,
        ...(idToken ? { id_token_hint: idToken } : {}),
    }).href;
};
