import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as samlify from 'samlify';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

// samlify checks messages against the SAML schema only through a validator module of the caller's
// choice; the portal's side (node-saml) does its own checks, which are what the tests are about.
samlify.setSchemaValidator({ validate: async () => 'skipped' });

/** Who signs in at the IdP, and what it asserts of them. */
export interface SamlUser {
    nameId: string;
    email: string;
    givenName?: string;
    sn?: string;
    groups?: string[];
}

/** What an answer may have wrong on purpose: the tests' tampering. */
export interface Tampering {
    audience?: string;
    inResponseTo?: string;
    /** Validity window, relative to now, in minutes. */
    notBeforeMinutes?: number;
    notOnOrAfterMinutes?: number;
    /** Sign with a key the portal does not know. */
    foreignKey?: boolean;
    /** Send the assertion without any signature. */
    unsigned?: boolean;
    /** Encrypt the signed assertion to the portal's certificate (from its SP metadata). */
    encrypted?: boolean;
    /** Change the assertion after it was signed. */
    afterSigning?: (xml: string) => string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const attributeStatement = (user: SamlUser) => {
    const values: [string, string[]][] = [
        ['email', [user.email]],
        ['givenName', user.givenName ? [user.givenName] : []],
        ['sn', user.sn ? [user.sn] : []],
        ['groups', user.groups ?? []],
    ];
    const attributes = values
        .filter(([, list]) => list.length > 0)
        .map(
            ([name, list]) =>
                `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${list
                    .map(value => `<saml:AttributeValue xsi:type="xs:string">${escape(value)}</saml:AttributeValue>`)
                    .join('')}</saml:Attribute>`
        )
        .join('');
    return `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>`;
};

/**
 * A SAML 2.0 identity provider played by samlify: it reads the portal's AuthnRequest (HTTP-Redirect
 * binding) and answers with a Response whose assertion it signs with the fixture key, to be POSTed
 * to the portal's assertion consumer service.
 */
export const createSamlIdp = () => {
    const settings = {
        entityID: 'https://idp.test/saml/metadata',
        singleSignOnService: [{ Binding: REDIRECT, Location: 'https://idp.test/saml/sso' }],
        singleLogoutService: [{ Binding: REDIRECT, Location: 'https://idp.test/saml/slo' }],
        nameIDFormat: [UNSPECIFIED],
    };
    const idp = samlify.IdentityProvider({
        ...settings,
        privateKey: fixture('idp-key.pem'),
        signingCert: fixture('idp-cert.pem'),
    });
    const encrypting = samlify.IdentityProvider({
        ...settings,
        privateKey: fixture('idp-key.pem'),
        signingCert: fixture('idp-cert.pem'),
        isAssertionEncrypted: true,
    });
    const impostor = samlify.IdentityProvider({
        ...settings,
        privateKey: fixture('other-idp-key.pem'),
        signingCert: fixture('other-idp-cert.pem'),
    });

    /** The SAMLResponse (base64) for the portal's request at `requestUrl`, signed unless told otherwise. */
    const answer = async (spMetadataXml: string, requestUrl: string, user: SamlUser, tampering: Tampering = {}) => {
        const sp = samlify.ServiceProvider({ metadata: spMetadataXml });
        const query = Object.fromEntries(new URL(requestUrl).searchParams);
        const { extract } = await idp.parseLoginRequest(sp, 'redirect', { query });
        const minutes = (offset: number) => new Date(Date.now() + offset * 60_000).toISOString();
        const values = (template: string) => {
            const id = `_${crypto.randomUUID()}`;
            const acs = sp.entityMeta.getAssertionConsumerService(samlify.Constants.wording.binding.post) as string;
            // Values are escaped as text: the statements, which are markup, go into the template first.
            const statements = template.replace(
                '{AuthnStatement}{AttributeStatement}',
                `<saml:AuthnStatement AuthnInstant="${minutes(0)}" SessionIndex="_session-${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${attributeStatement(user)}`
            );
            const context = samlify.SamlLib.replaceTagsByValue(statements, {
                ID: id,
                AssertionID: `_${crypto.randomUUID()}`,
                Destination: acs,
                Audience: tampering.audience ?? sp.entityMeta.getEntityID(),
                SubjectRecipient: acs,
                Issuer: settings.entityID,
                IssueInstant: minutes(0),
                StatusCode: samlify.Constants.StatusCode.Success,
                ConditionsNotBefore: minutes(tampering.notBeforeMinutes ?? -1),
                ConditionsNotOnOrAfter: minutes(tampering.notOnOrAfterMinutes ?? 5),
                SubjectConfirmationDataNotOnOrAfter: minutes(tampering.notOnOrAfterMinutes ?? 5),
                NameIDFormat: UNSPECIFIED,
                NameID: user.nameId,
                InResponseTo: tampering.inResponseTo ?? String(extract.request?.id),
            });
            return { id, context };
        };
        if (tampering.unsigned) {
            return Buffer.from(values(samlify.SamlLib.defaultLoginResponseTemplate.context).context).toString('base64');
        }
        const signer = tampering.foreignKey ? impostor : tampering.encrypted ? encrypting : idp;
        const { context } = await signer.createLoginResponse(sp, { extract }, 'post', {}, values);
        if (!tampering.afterSigning) return context;
        return Buffer.from(tampering.afterSigning(Buffer.from(context, 'base64').toString('utf8'))).toString('base64');
    };

    return { metadata: idp.getMetadata(), entityId: settings.entityID, answer };
};
