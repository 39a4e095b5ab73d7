/** Single sign-on with the organisation's identity provider (OpenID Connect, SAML 2.0). */
export { ssoRoutes } from './routes';
export { localPasswordRefusal } from './localPasswords';
