import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { Executor } from '../../shared/database';
import type { SecretBox } from '../../shared/secretBox';
import { SsoRefused, type VerifiedAnswer } from './accountLink';
import { ATTEMPT_MINUTES, isOurRequest } from './attempts';
import { endpointsOf } from './endpoints';
import { readIdpMetadata } from './idpMetadata';
import type { IdentityProvider } from './providers';
import { ssoUsedAssertions } from './tables';

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** Clocks of the portal and the IdP may differ this much. */
const CLOCK_SKEW_MS = 60_000;

/** How long an assertion id is remembered when its assertion names no end of validity. */
const ASSERTION_MEMORY_MS = 24 * 3_600_000;

/**
 * node-saml's InResponseTo check asks whether a request id is one the portal sent: the sign-ins
 * under way (kept in the database, so any of the servers may receive the answer) tell.
 */
const requestsOf = (db: Executor): CacheProvider => ({
    saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
    // node-saml reads the answer as the time the request was sent, and checks its age itself.
    getAsync: async key => (await isOurRequest(db, key))?.createdAt.toISOString() ?? null,
    removeAsync: async key => key,
});

/**
 * The portal as a SAML service provider for one IdP: AuthnRequests over HTTP-Redirect, answers over
 * HTTP-POST to the ACS, each checked for the IdP's signature on the assertion, the audience (the
 * portal's entity id), the time window and InResponseTo.
 */
const serviceProvider = (
    db: Executor,
    box: SecretBox,
    provider: IdentityProvider,
    publicUrl: string,
    requestId?: string,
    checkInResponseTo = true
) => {
    const idp = readIdpMetadata(provider.settings.metadataXml!);
    const urls = endpointsOf(publicUrl, provider.id);
    return {
        idp,
        saml: new SAML({
            entryPoint: idp.ssoUrl,
            issuer: urls.spEntityId,
            callbackUrl: urls.acsUrl,
            logoutCallbackUrl: urls.sloUrl,
            audience: urls.spEntityId,
            idpCert: idp.certificates,
            idpIssuer: idp.entityId,
            wantAssertionsSigned: true,
            wantAuthnResponseSigned: false,
            validateInResponseTo: checkInResponseTo ? ValidateInResponseTo.always : ValidateInResponseTo.never,
            requestIdExpirationPeriodMs: ATTEMPT_MINUTES * 60_000,
            cacheProvider: requestsOf(db),
            acceptedClockSkewMs: CLOCK_SKEW_MS,
            identifierFormat: null,
            disableRequestedAuthnContext: true,
            // Encrypted assertions are accepted (and decrypted with the portal's key); plain signed ones too.
            ...(provider.spPrivateKeySealed ? { decryptionPvk: box.open(provider.spPrivateKeySealed) } : {}),
            ...(requestId ? { generateUniqueId: () => requestId } : {}),
            ...(idp.sloUrl ? { logoutUrl: idp.sloUrl } : {}),
        }),
    };
};

/**
 * The SP metadata an admin gives the IdP: entity id, assertion consumer service, single logout
 * service and encryption certificate. node-saml always names HTTP-POST for the logout service; the
 * portal's takes HTTP-Redirect, so the metadata says so.
 */
export const spMetadata = (db: Executor, box: SecretBox, provider: IdentityProvider, publicUrl: string) =>
    serviceProvider(db, box, provider, publicUrl)
        .saml.generateServiceProviderMetadata(provider.spCertificate)
        .replace(/(<SingleLogoutService Binding=")[^"]*/, `$1${REDIRECT_BINDING}`);

/** The AuthnRequest's id (kept with the attempt) and the IdP address the browser goes to. */
export const startSaml = async (db: Executor, box: SecretBox, provider: IdentityProvider, publicUrl: string) => {
    const requestId = `_${randomBytes(20).toString('hex')}`;
    const url = await serviceProvider(db, box, provider, publicUrl, requestId).saml.getAuthorizeUrlAsync(
        '',
        undefined,
        {}
    );
    return { url, requestId };
};

/** The assertion's id and end of validity, from the assertion node-saml verified. */
const assertionFacts = (profile: Profile) => {
    const assertion = (
        profile.getAssertion?.() as {
            Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] };
        }
    )?.Assertion;
    const id = assertion?.$?.ID;
    const notOnOrAfter = assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
    return {
        id,
        expiresAt: notOnOrAfter
            ? new Date(Date.parse(notOnOrAfter) + CLOCK_SKEW_MS)
            : new Date(Date.now() + ASSERTION_MEMORY_MS),
    };
};

/**
 * A POSTed SAMLResponse, checked by node-saml, then accepted once: its assertion id is stored, and
 * an assertion seen before is refused as replayed. Answers the request id it responds to.
 */
export const finishSaml = async (
    db: Executor,
    box: SecretBox,
    provider: IdentityProvider,
    publicUrl: string,
    samlResponse: string
): Promise<{ answer: VerifiedAnswer; inResponseTo: string }> => {
    const { saml, idp } = serviceProvider(db, box, provider, publicUrl);
    let profile: Profile | null;
    try {
        ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
        const message = (error as Error).message;
        throw new SsoRefused(
            /status/i.test(message) && !/signature/i.test(message) ? 'providerError' : 'invalidAnswer',
            message
        );
    }
    if (!profile?.nameID || !profile.inResponseTo) throw new SsoRefused('invalidAnswer', 'no NameID or InResponseTo');
    const facts = assertionFacts(profile);
    if (!facts.id) throw new SsoRefused('invalidAnswer', 'assertion without an ID');
    // Ids of assertions past their validity are refused by their time anyway: no need to keep them.
    await db.delete(ssoUsedAssertions).where(lt(ssoUsedAssertions.expiresAt, new Date()));
    const [fresh] = await db
        .insert(ssoUsedAssertions)
        .values({ assertionKey: `${provider.id} ${facts.id}`, expiresAt: facts.expiresAt })
        .onConflictDoNothing()
        .returning();
    if (!fresh) throw new SsoRefused('replayed', `assertion ${facts.id} seen before`);
    const claims: Record<string, unknown> = {
        ...(profile.attributes as Record<string, unknown> | undefined),
        email: profile.email,
    };
    return {
        inResponseTo: String(profile.inResponseTo),
        answer: {
            issuer: String(profile.issuer ?? idp.entityId),
            subject: profile.nameID,
            claims,
            // The IdP signed the assertion: the address in it is the organisation's word.
            emailVerified: true,
            logout: { nameId: profile.nameID, sessionIndex: profile.sessionIndex },
        },
    };
};

/** The IdP's single logout for a session it opened, if the IdP offers one. */
export const samlLogoutUrl = async (
    db: Executor,
    box: SecretBox,
    provider: IdentityProvider,
    publicUrl: string,
    session: { nameId: string | null; sessionIndex: string | null }
) => {
    const { saml, idp } = serviceProvider(db, box, provider, publicUrl);
    if (!idp.sloUrl || !session.nameId) return null;
    return saml.getLogoutUrlAsync(
        {
            issuer: idp.entityId,
            nameID: session.nameId,
            nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
            sessionIndex: session.sessionIndex ?? undefined,
        } as Profile,
        '',
        {}
    );
};

/** What the IdP's single logout sent to the portal's SLO endpoint (HTTP-Redirect binding). */
export type SamlLogoutMessage =
    /** The IdP ended its session after the portal's LogoutRequest. */
    | { kind: 'response' }
    /** The IdP ends a session it opened: the portal's sessions of that subject end, then the answer goes back. */
    | { kind: 'request'; nameId: string; sessionIndex: string | undefined; answerUrl: string };

/**
 * A LogoutRequest or LogoutResponse over HTTP-Redirect, its issuer, time and query signature checked.
 * A LogoutRequest ends sessions, so it must be signed (node-saml lets an unsigned one through).
 * A LogoutResponse only brings the browser back to the login page, the portal's session being
 * over already, so it is not matched to the request it answers.
 */
export const readSamlLogout = async (
    db: Executor,
    box: SecretBox,
    provider: IdentityProvider,
    publicUrl: string,
    query: Record<string, string | undefined>,
    rawQuery: string
): Promise<SamlLogoutMessage> => {
    const { saml } = serviceProvider(db, box, provider, publicUrl, undefined, false);
    if (query.SAMLRequest && !query.Signature) throw new SsoRefused('invalidAnswer', 'unsigned LogoutRequest');
    let profile: Profile | null;
    try {
        ({ profile } = await saml.validateRedirectAsync(query, rawQuery));
    } catch (error) {
        throw new SsoRefused('invalidAnswer', (error as Error).message);
    }
    if (!query.SAMLRequest) return { kind: 'response' };
    if (!profile?.nameID) throw new SsoRefused('invalidAnswer', 'LogoutRequest without a NameID');
    return {
        kind: 'request',
        nameId: profile.nameID,
        sessionIndex: profile.sessionIndex,
        answerUrl: await saml.getLogoutResponseUrlAsync(profile, query.RelayState ?? '', {}, true),
    };
};
