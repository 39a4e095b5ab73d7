import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** What the portal needs from a SAML IdP's metadata document. */
export interface IdpMetadata {
    entityId: string;
    /** Where AuthnRequests go, over the HTTP-Redirect binding (answers come back over HTTP-POST). */
    ssoUrl: string;
    /** Single logout over HTTP-Redirect, when the IdP offers it. */
    sloUrl: string | null;
    /** The IdP's signing certificates, base64 DER, without PEM armour. */
    certificates: string[];
}

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const select = xpath.useNamespaces({
    md: 'urn:oasis:names:tc:SAML:2.0:metadata',
    ds: 'http://www.w3.org/2000/09/xmldsig#',
});

/** A refusal of the metadata, naming what is wrong with it. */
export class MetadataProblem extends Error {}

const attribute = (node: unknown, name: string) => (node as Element | undefined)?.getAttribute(name) || null;

/**
 * Reads an IdP's EntityDescriptor. Throws MetadataProblem when the document is not XML or lacks an
 * entity id, a single sign-on service over HTTP-Redirect or a signing certificate (assertions must be signed).
 */
export const readIdpMetadata = (xml: string): IdpMetadata => {
    const problems: string[] = [];
    const document = new DOMParser({
        errorHandler: (level: string, message: unknown) => {
            if (level !== 'warning') problems.push(String(message));
        },
    }).parseFromString(xml, 'text/xml');
    if (problems.length > 0 || !document.documentElement) throw new MetadataProblem('not an XML document');
    const entity = select('//md:EntityDescriptor[md:IDPSSODescriptor]', document as unknown as Node, true);
    const entityId = attribute(entity, 'entityID');
    if (!entity || !entityId) throw new MetadataProblem('no EntityDescriptor with an IDPSSODescriptor');
    const service = (binding: string, element: string) =>
        attribute(select(`md:IDPSSODescriptor/md:${element}[@Binding='${binding}']`, entity as Node, true), 'Location');
    const ssoUrl = service(REDIRECT, 'SingleSignOnService');
    if (!ssoUrl) throw new MetadataProblem('no SingleSignOnService with the HTTP-Redirect binding');
    const certificates = (
        select(
            "md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']//ds:X509Certificate",
            entity as Node
        ) as Node[]
    )
        .map(node => (node.textContent ?? '').replace(/\s+/g, ''))
        .filter(Boolean);
    if (certificates.length === 0) throw new MetadataProblem('no signing certificate');
    return {
        entityId,
        ssoUrl,
        sloUrl: service(REDIRECT, 'SingleLogoutService'),
        certificates,
    };
};
