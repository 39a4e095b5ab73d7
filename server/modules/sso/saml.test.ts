import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/testServer';
import { createBrowser } from './test/browser';
import { createSamlIdp, type SamlUser, type Tampering } from './test/samlIdp';
import { ssoIdentities } from './tables';

const PUBLIC_URL = 'http://portal.test';

/**
 * Signing in with a SAML 2.0 IdP, played by samlify with real signed assertions: the AuthnRequest
 * over HTTP-Redirect, the Response over HTTP-POST, and every check the portal makes of it.
 */
describe('sign-in with a SAML 2.0 identity provider', () => {
    let server: TestServer;
    let adminToken: string;
    let planId: string;
    let providerId: string;
    let spMetadata: string;
    const idp = createSamlIdp();

    const dana: SamlUser = {
        nameId: 'dana@claims.example',
        email: 'dana@claims.example',
        givenName: 'Dana',
        sn: 'Doyle',
        groups: ['rx-plan'],
    };

    /** The round trip: start, the IdP's answer to the request the portal sent, POSTed back. */
    const signIn = async (user: SamlUser, tampering?: Tampering) => {
        const browser = createBrowser(server);
        const start = await browser.send(
            new URL(`${PUBLIC_URL}/api/sso/providers/${providerId}/start?redirect=%2Fhome`)
        );
        expect(start.location).toMatch(/^https:\/\/idp\.test\/saml\/sso\?SAMLRequest=/);
        const samlResponse = await idp.answer(spMetadata, start.location!, user, tampering);
        const landing = await browser.post(`/api/sso/saml/${providerId}/acs`, { SAMLResponse: samlResponse });
        return { browser, landing, samlResponse };
    };

    beforeAll(async () => {
        server = await startTestServer({ env: { PUBLIC_URL } });
        adminToken = await server.login('admin');
        const plan = await server.app.inject({
            method: 'POST',
            url: '/api/organisations',
            headers: { 'x-token': adminToken },
            payload: { kind: 'health_plan', name: 'Ellis Claims Plan', planName: 'Ellis Claims 2026' },
        });
        planId = plan.json().data.id;
        const created = await server.app.inject({
            method: 'POST',
            url: '/api/identity-providers',
            headers: { 'x-token': adminToken },
            payload: {
                protocol: 'saml',
                name: 'Plan ADFS',
                emailDomains: ['claims.example'],
                saml: { metadataXml: idp.metadata },
                roleMapping: { claim: 'groups', rules: [{ value: 'rx-plan', role: 'healthplan' }], defaultRole: null },
                profileMapping: { firstName: 'givenName', lastName: 'sn' },
                createUsers: true,
                organisationId: planId,
            },
        });
        expect(created.statusCode, created.body).toBe(200);
        providerId = created.json().data.id;
        expect(created.json().data.saml.idpEntityId).toBe(idp.entityId);
        const metadata = await server.app.inject(`/api/sso/saml/${providerId}/metadata`);
        expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
        spMetadata = metadata.body;
    });
    afterAll(() => server?.close());

    it('offers SP metadata naming the portal as entity and its assertion consumer service', () => {
        expect(spMetadata).toContain(`entityID="${PUBLIC_URL}/api/sso/saml/${providerId}/metadata"`);
        expect(spMetadata).toContain(`Location="${PUBLIC_URL}/api/sso/saml/${providerId}/acs"`);
        expect(spMetadata).toContain('WantAssertionsSigned="true"');
    });

    it('signs in with a signed assertion over the POST binding: the user is created with the role of the group', async () => {
        const { browser, landing } = await signIn(dana);
        expect(landing.query.get('ssoError')).toBeNull();
        expect(landing.query.get('sso')).toBe(providerId);
        expect(landing.query.get('redirect')).toBe('/home');
        const token = browser.cookie(PUBLIC_URL, 'Admin-Token')!;
        const info = await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } });
        expect(info.json().data.roles).toEqual(['healthplan']);
        const [user] = await server.db.select().from(users).where(eq(users.email, 'dana@claims.example'));
        expect(user).toMatchObject({ firstName: 'Dana', lastName: 'Doyle', role: 'healthplan' });
        const [identity] = await server.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, user!.id));
        expect(identity).toMatchObject({ issuer: idp.entityId, subject: 'dana@claims.example' });
        const session = await server.app.inject({ url: '/api/sso/session', headers: { 'x-token': token } });
        expect(session.json().data.provider.name).toBe('Plan ADFS');
        expect(session.json().data.logoutUrl).toMatch(/^https:\/\/idp\.test\/saml\/slo\?SAMLRequest=/);
    });

    it('accepts an assertion encrypted to the certificate of its SP metadata', async () => {
        expect(spMetadata).toContain('use="encryption"');
        const { browser, landing, samlResponse } = await signIn(dana, { encrypted: true });
        const sent = Buffer.from(samlResponse, 'base64').toString('utf8');
        expect(sent).toContain('EncryptedAssertion');
        expect(sent).not.toContain('rx-plan');
        expect(landing.query.get('ssoError')).toBeNull();
        expect(browser.cookie(PUBLIC_URL, 'Admin-Token')).toBeTruthy();
    });

    it('accepts each assertion once: the same answer posted again is refused as replayed', async () => {
        const { browser, samlResponse } = await signIn(dana);
        const again = await browser.post(`/api/sso/saml/${providerId}/acs`, { SAMLResponse: samlResponse });
        expect(again.query.get('ssoError')).toBe('replayed');
    });

    it.each<[string, Tampering]>([
        ['unsigned', { unsigned: true }],
        ['signed by a key the IdP metadata does not name', { foreignKey: true }],
        ['changed after signing', { afterSigning: xml => xml.replace('rx-plan', 'rx-admins') }],
        ['for another audience', { audience: 'https://another-portal.example/saml' }],
        ['expired', { notBeforeMinutes: -30, notOnOrAfterMinutes: -20 }],
        ['not valid yet', { notBeforeMinutes: 20, notOnOrAfterMinutes: 30 }],
        ['in response to a request the portal never sent', { inResponseTo: '_a-request-of-someone-else' }],
    ])('refuses an assertion %s, and audits why', async (_case, tampering) => {
        const before = await server.db.select().from(auditLog).where(eq(auditLog.outcome, 'failure'));
        const { landing, browser } = await signIn(dana, tampering);
        expect(landing.query.get('ssoError')).toBe('invalidAnswer');
        expect(browser.cookie(PUBLIC_URL, 'Admin-Token')).toBeUndefined();
        const after = await server.db.select().from(auditLog).where(eq(auditLog.outcome, 'failure'));
        expect(after.length).toBe(before.length + 1);
        expect(after.at(-1)?.reason).toMatch(/^sso_invalidAnswer: /);
    });

    it('refuses an answer posted in a browser that did not start the sign-in', async () => {
        const starter = createBrowser(server);
        const start = await starter.send(new URL(`${PUBLIC_URL}/api/sso/providers/${providerId}/start`));
        const samlResponse = await idp.answer(spMetadata, start.location!, dana);
        const landing = await createBrowser(server).post(`/api/sso/saml/${providerId}/acs`, {
            SAMLResponse: samlResponse,
        });
        expect(landing.query.get('ssoError')).toBe('wrongBrowser');
    });

    it('refuses metadata without a signing certificate, naming the problem', async () => {
        const response = await server.app.inject({
            method: 'POST',
            url: '/api/identity-providers',
            headers: { 'x-token': adminToken },
            payload: {
                protocol: 'saml',
                name: 'Broken',
                saml: {
                    metadataXml: idp.metadata.replace(/<(\w+:)?KeyDescriptor[\s\S]*?<\/(\w+:)?KeyDescriptor>/g, ''),
                },
                roleMapping: { claim: 'groups', rules: [], defaultRole: 'provider' },
            },
        });
        expect(response.json()).toMatchObject({
            code: 400,
            message: expect.stringContaining('no signing certificate'),
        });
    });
});
