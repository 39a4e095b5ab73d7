import { parse as parseForm } from 'node:querystring';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import {
    loginProviderSchema,
    providerIdParams,
    providerInputSchema,
    providerRecordSchema,
    sessionProviderSchema,
    startQuery,
} from '../../../common/contract/sso';
import { IDENTITY_PROVIDERS_PATH, LOGIN_PATH } from '../../../common/routes';
import type { Access } from '../../http/context';
import { ok } from '../../http/envelope';
import { actorOf, recordAudit } from '../../shared/audit';
import type { RouteContext } from '../../shared/routeContext';
import { SsoRefused, signInWithProvider, type VerifiedAnswer } from './accountLink';
import { ATTEMPT_MINUTES, BROWSER_COOKIE, finishAttempt, startAttempt, type Attempt } from './attempts';
import { endpointsOf } from './endpoints';
import { finishOidc, oidcLogoutUrl, startOidc } from './oidc';
import {
    createProvider,
    findProvider,
    listProviders,
    providerNotFound,
    toProviderRecord,
    updateProvider,
    type IdentityProvider,
} from './providers';
import { finishSaml, readSamlLogout, samlLogoutUrl, spMetadata, startSaml } from './saml';
import { endProviderSessions } from './singleLogout';
import { ssoSessions } from './tables';

/** The cookie the SPA keeps the session token in (src/providers/session.ts). */
const TOKEN_COOKIE = 'Admin-Token';

/** A browser navigation's answer: the login page or the IdP, never an envelope. */
const REDIRECT_RESPONSE = {
    303: z.null().describe('To the identity provider, or back to the portal’s login page (`?sso=` or `?ssoError=`)'),
};

/** The authorization response (RFC 6749 §4.1.2, RFC 9207's `iss`). */
const answerField = () => z.string().max(4000).optional();
const oidcAnswerQuery = z.object({
    code: answerField(),
    state: answerField(),
    iss: answerField(),
    session_state: answerField(),
    error: answerField(),
    error_description: answerField(),
    error_uri: answerField(),
});

/** Only routes of the portal itself may follow a sign-in: `/dashboard?tab=2`, never another site. */
const safeRoute = (redirect: string | undefined) =>
    redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\') ? redirect : '';

const cookieOf = (request: FastifyRequest, name: string) =>
    new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];

/**
 * Single sign-on: the login page's providers, the round trip to a provider (OIDC code flow, SAML
 * Redirect/POST), the session it ends in, and the administration of the providers.
 */
export const ssoRoutes: FastifyPluginAsyncZod<RouteContext> = async (
    app,
    { config, database, authPolicy, secretBox }
) => {
    const { db } = database;
    const publicUrl = config.publicUrl.replace(/\/+$/, '');
    const secure = publicUrl.startsWith('https:');
    const providerContext = { db, box: secretBox, profile: config.profile, publicUrl };

    // The IdP posts its answer as a form; nothing else of the API takes one.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, parseForm(body as string))
    );

    const loginPage = (query: Record<string, string>) => `${publicUrl}/#${LOGIN_PATH}?${new URLSearchParams(query)}`;

    /** A refused sign-in (or single logout): audited with its reason, and the login page names it. */
    const refuse = async (
        request: FastifyRequest,
        reply: FastifyReply,
        error: unknown,
        provider?: IdentityProvider,
        action: 'auth.login' | 'auth.logout' = 'auth.login'
    ) => {
        if (!(error instanceof SsoRefused)) throw error;
        await recordAudit(db, request.origin, {
            action,
            outcome: 'failure',
            actor: error.user ? actorOf(error.user) : undefined,
            targetType: 'identityProvider',
            targetId: provider?.id,
            reason: `sso_${error.reason}${error.detail ? `: ${error.detail}`.slice(0, 400) : ''}`,
        });
        return reply.redirect(loginPage({ ssoError: error.reason }), 303);
    };

    const enabledProvider = async (id: string) => {
        const provider = await findProvider(db, id);
        if (!provider?.enabled) throw new SsoRefused('unknownProvider', `provider ${id}`);
        return provider;
    };

    /** The answer checked: the portal's session in the token cookie, and the SPA finishes the sign-in. */
    const signedIn = async (
        request: FastifyRequest,
        reply: FastifyReply,
        provider: IdentityProvider,
        attempt: Attempt,
        answer: VerifiedAnswer
    ) => {
        const { token } = await signInWithProvider(
            { db, box: secretBox, policy: authPolicy, origin: request.origin },
            provider,
            answer
        );
        reply.header('set-cookie', [
            `${TOKEN_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`,
            `${BROWSER_COOKIE}=; Path=/api/sso; Max-Age=0; HttpOnly; SameSite=None; Secure`,
        ]);
        return reply.redirect(
            loginPage({ sso: provider.id, ...(attempt.redirect ? { redirect: attempt.redirect } : {}) }),
            303
        );
    };

    app.get(
        '/api/sso/providers',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'The identity providers the login page offers',
                description: 'Enabled providers only, with the e-mail domains each serves.',
                response: { 200: okSchema(z.array(loginProviderSchema)) },
            },
        },
        async () =>
            ok(
                (await listProviders(db))
                    .filter(provider => provider.enabled)
                    .map(provider => ({
                        id: provider.id,
                        name: provider.name,
                        protocol: provider.protocol,
                        emailDomains: provider.emailDomains,
                        startUrl: endpointsOf(publicUrl, provider.id).startUrl,
                    }))
            )
    );

    app.get(
        '/api/sso/providers/:id/start',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'Sign in with an identity provider',
                description:
                    'Opened by the browser: sends it to the provider (OIDC authorization request with PKCE, state and nonce; ' +
                    `SAML AuthnRequest over HTTP-Redirect). The answer is taken only in the same browser, within ${ATTEMPT_MINUTES} minutes.`,
                params: providerIdParams,
                querystring: startQuery,
                response: { ...REDIRECT_RESPONSE, ...errorResponses(400) },
            },
        },
        async (request, reply) => {
            let provider: IdentityProvider | undefined;
            try {
                provider = await enabledProvider(request.params.id);
                const redirect = safeRoute(request.query.redirect);
                let destination: string;
                let browserKey: string;
                if (provider.protocol === 'oidc') {
                    const { url, checks } = await startOidc(provider, secretBox, publicUrl);
                    ({ browserKey } = await startAttempt(db, { providerId: provider.id, redirect, ...checks }));
                    destination = url;
                } else {
                    const { url, requestId } = await startSaml(db, secretBox, provider, publicUrl);
                    ({ browserKey } = await startAttempt(db, { providerId: provider.id, redirect, requestId }));
                    destination = url;
                }
                // SameSite=None: the SAML answer comes back as a cross-site POST, which must still carry it.
                reply.header(
                    'set-cookie',
                    `${BROWSER_COOKIE}=${browserKey}; Path=/api/sso; Max-Age=${ATTEMPT_MINUTES * 60}; HttpOnly; SameSite=None; Secure`
                );
                return reply.redirect(destination, 303);
            } catch (error) {
                return refuse(request, reply, error, provider);
            }
        }
    );

    app.get(
        '/api/sso/oidc/:id/callback',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'Where an OpenID provider sends the browser back',
                description:
                    'The authorization response (`code` and `state`, or `error`), checked and exchanged; then the login page.',
                params: providerIdParams,
                querystring: oidcAnswerQuery,
                response: { ...REDIRECT_RESPONSE, ...errorResponses(400) },
            },
        },
        async (request, reply) => {
            let provider: IdentityProvider | undefined;
            try {
                provider = await enabledProvider(request.params.id);
                if (provider.protocol !== 'oidc') throw new SsoRefused('unknownProvider', 'not an OpenID provider');
                const attempt = await finishAttempt(
                    db,
                    { providerId: provider.id, state: request.query.state ?? '' },
                    cookieOf(request, BROWSER_COOKIE)
                );
                const answer = await finishOidc(provider, secretBox, publicUrl, attempt, request.query);
                return await signedIn(request, reply, provider, attempt, answer);
            } catch (error) {
                return refuse(request, reply, error, provider);
            }
        }
    );

    app.post(
        '/api/sso/saml/:id/acs',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'Where a SAML IdP posts its answer (assertion consumer service)',
                description:
                    'HTTP-POST binding: `SAMLResponse` as a form field. The assertion must be signed by the IdP, for this portal (audience), ' +
                    'within its time window and in response to a request of this browser; each assertion is accepted once.',
                params: providerIdParams,
                body: z.object({ SAMLResponse: z.string().max(500_000), RelayState: z.string().max(2000).optional() }),
                response: { ...REDIRECT_RESPONSE, ...errorResponses(400) },
            },
        },
        async (request, reply) => {
            let provider: IdentityProvider | undefined;
            try {
                provider = await enabledProvider(request.params.id);
                if (provider.protocol !== 'saml') throw new SsoRefused('unknownProvider', 'not a SAML IdP');
                const { answer, inResponseTo } = await finishSaml(
                    db,
                    secretBox,
                    provider,
                    publicUrl,
                    request.body.SAMLResponse
                );
                const attempt = await finishAttempt(
                    db,
                    { providerId: provider.id, requestId: inResponseTo },
                    cookieOf(request, BROWSER_COOKIE)
                );
                return await signedIn(request, reply, provider, attempt, answer);
            } catch (error) {
                return refuse(request, reply, error, provider);
            }
        }
    );

    const samlLogoutField = () => z.string().max(100_000).optional();

    app.get(
        '/api/sso/saml/:id/slo',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'The portal’s SAML single logout service (HTTP-Redirect binding)',
                description:
                    'A `SAMLResponse` answering the portal’s LogoutRequest brings the browser back to the login page. A `SAMLRequest` ' +
                    'signed by the IdP ends the portal’s sessions of its NameID (and session index) through this IdP, audited as ' +
                    '`auth.logout`, and sends the LogoutResponse back to the IdP. An unsigned or foreign-signed request ends nothing.',
                params: providerIdParams,
                querystring: z.object({
                    SAMLRequest: samlLogoutField(),
                    SAMLResponse: samlLogoutField(),
                    RelayState: samlLogoutField(),
                    SigAlg: samlLogoutField(),
                    Signature: samlLogoutField(),
                }),
                response: { ...REDIRECT_RESPONSE, ...errorResponses(400) },
            },
        },
        async (request, reply) => {
            let provider: IdentityProvider | undefined;
            try {
                provider = await enabledProvider(request.params.id);
                if (provider.protocol !== 'saml') throw new SsoRefused('unknownProvider', 'not a SAML IdP');
                const message = await readSamlLogout(
                    db,
                    secretBox,
                    provider,
                    publicUrl,
                    request.query,
                    request.url.split('?')[1] ?? ''
                );
                if (message.kind === 'response') return reply.redirect(`${publicUrl}/#${LOGIN_PATH}`, 303);
                await endProviderSessions(db, request.origin, provider, message);
                return reply.redirect(message.answerUrl, 303);
            } catch (error) {
                return refuse(request, reply, error, provider, 'auth.logout');
            }
        }
    );

    app.get(
        '/api/sso/saml/:id/metadata',
        {
            config: { access: 'public' },
            schema: {
                tags: ['session'],
                summary: 'The portal’s SAML service-provider metadata for one IdP',
                description:
                    'Entity id, assertion consumer service and the certificate to encrypt assertions to, to give the IdP.',
                params: providerIdParams,
                response: {
                    200: {
                        description: 'SAML metadata',
                        content: { 'application/samlmetadata+xml': { schema: z.string() } },
                    },
                    ...errorResponses(400, 404),
                },
            },
        },
        async (request, reply) => {
            const provider = await findProvider(db, request.params.id);
            if (provider?.protocol !== 'saml') throw providerNotFound(request.params.id);
            return reply
                .type('application/samlmetadata+xml')
                .header('content-disposition', `attachment; filename="rx-portal-sp-${provider.id}.xml"`)
                .send(spMetadata(db, secretBox, provider, publicUrl));
        }
    );

    app.get(
        '/api/sso/session',
        {
            config: { access: 'session' },
            schema: {
                tags: ['session'],
                summary: 'The identity provider this session came from',
                description:
                    "Null for a password sign-in; with the provider's own sign-out address when it offers one.",
                response: { 200: okSchema(sessionProviderSchema), ...errorResponses(401) },
            },
        },
        async request => {
            const [row] = await db
                .select()
                .from(ssoSessions)
                .where(eq(ssoSessions.sessionId, request.auth!.session.id));
            const provider = row && (await findProvider(db, row.providerId));
            if (!row || !provider) return ok({ provider: null, logoutUrl: null });
            const logoutUrl =
                provider.protocol === 'oidc'
                    ? await oidcLogoutUrl(
                          provider,
                          secretBox,
                          publicUrl,
                          row.idTokenSealed ? secretBox.open(row.idTokenSealed) : undefined
                      )
                    : await samlLogoutUrl(db, secretBox, provider, publicUrl, row);
            return ok({ provider: { id: provider.id, name: provider.name }, logoutUrl });
        }
    );

    const adminAccess = (action: string): { access: Access } => ({
        access: { screen: IDENTITY_PROVIDERS_PATH, action },
    });

    app.get(
        '/api/identity-providers',
        {
            config: adminAccess('list'),
            schema: {
                tags: ['administration'],
                summary: 'The identity providers, by name',
                description: 'Secrets are never answered: `oidc.clientSecretSet` says whether one is stored.',
                response: { 200: okSchema(z.array(providerRecordSchema)), ...errorResponses(401, 403) },
            },
        },
        async () => ok((await listProviders(db)).map(row => toProviderRecord(row, publicUrl)))
    );

    app.get(
        '/api/identity-providers/:id',
        {
            config: adminAccess('show'),
            schema: {
                tags: ['administration'],
                summary: 'One identity provider',
                params: providerIdParams,
                response: { 200: okSchema(providerRecordSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request => {
            const row = await findProvider(db, request.params.id);
            if (!row) throw providerNotFound(request.params.id);
            return ok(toProviderRecord(row, publicUrl));
        }
    );

    app.post(
        '/api/identity-providers',
        {
            config: adminAccess('create'),
            schema: {
                tags: ['administration'],
                summary: 'Add an identity provider',
                description:
                    'OIDC: issuer (https), client id and secret (sealed with SECRET_KEY), scopes. SAML: the IdP metadata as XML or a URL ' +
                    '(read at once). Audited as `sso.providerChange` without the secret.',
                body: providerInputSchema,
                response: { 200: okSchema(providerRecordSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async request =>
            ok(
                toProviderRecord(
                    await createProvider(providerContext, request.body, request.auth!.user, request.origin),
                    publicUrl
                )
            )
    );

    app.put(
        '/api/identity-providers/:id',
        {
            config: adminAccess('edit'),
            schema: {
                tags: ['administration'],
                summary: 'Change an identity provider (or disable it: `enabled: false`)',
                description: 'The whole configuration; an OIDC change without `clientSecret` keeps the stored one.',
                params: providerIdParams,
                body: providerInputSchema,
                response: { 200: okSchema(providerRecordSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request =>
            ok(
                toProviderRecord(
                    await updateProvider(
                        providerContext,
                        request.params.id,
                        request.body,
                        request.auth!.user,
                        request.origin
                    ),
                    publicUrl
                )
            )
    );
};
