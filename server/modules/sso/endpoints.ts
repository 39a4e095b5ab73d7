/**
 * The portal's own addresses for one provider, from PUBLIC_URL: what an admin registers at the
 * identity provider, and where the provider sends the browser back.
 */
export const endpointsOf = (publicUrl: string, providerId: string) => {
    const base = `${publicUrl.replace(/\/+$/, '')}/api/sso`;
    return {
        startUrl: `${base}/providers/${providerId}/start`,
        redirectUri: `${base}/oidc/${providerId}/callback`,
        acsUrl: `${base}/saml/${providerId}/acs`,
        sloUrl: `${base}/saml/${providerId}/slo`,
        spEntityId: `${base}/saml/${providerId}/metadata`,
        spMetadataUrl: `${base}/saml/${providerId}/metadata`,
    };
};
