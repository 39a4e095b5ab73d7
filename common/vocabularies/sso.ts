/** Single sign-on's vocabulary, for the server and the screens: protocols and the reasons of refusals. */
export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Why a sign-in through a provider was refused: the login page shows `sso.refusals.<reason>`. */
export const SSO_REFUSALS = [
    'unknownProvider',
    'expired',
    'wrongBrowser',
    'providerError',
    'invalidAnswer',
    'replayed',
    'noRole',
    'unknownUser',
    'accountTaken',
    'accountInactive',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];
