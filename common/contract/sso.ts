import { z } from 'zod';
import { ALL_ROLES, type Role } from '../profiles';
import { SSO_PROTOCOLS } from '../vocabularies/sso';

/**
 * Single sign-on: identity providers (OpenID Connect or SAML 2.0) that admins configure, and what
 * the login page learns about them. Secrets go in, never out.
 */

export { SSO_PROTOCOLS, SSO_REFUSALS, type SsoProtocol, type SsoRefusal } from '../vocabularies/sso';

const isoTime = () => z.string().describe('ISO 8601, UTC');
const claimName = () => z.string().trim().min(1).max(200);
const roleEnum = () => z.enum(ALL_ROLES as [Role, ...Role[]]);

export const roleMappingSchema = z.object({
    claim: claimName().describe('The claim or attribute holding groups or roles, e.g. `groups`'),
    rules: z
        .array(z.object({ value: z.string().trim().min(1).max(200), role: roleEnum() }))
        .max(50)
        .describe('The first rule whose value the claim holds gives the role'),
    defaultRole: roleEnum().nullable().describe('The role when no rule matches; null refuses the sign-in'),
});
export type RoleMapping = z.infer<typeof roleMappingSchema>;

/** The profile fields a provider may fill, each from a claim or attribute name. */
export const PROFILE_FIELDS = ['email', 'firstName', 'lastName', 'orgName', 'providerId', 'planName'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const profileMappingSchema = z
    .partialRecord(z.enum(PROFILE_FIELDS), claimName())
    .describe('Profile field → claim or attribute name; unnamed fields use the standard claims');
export type ProfileMapping = z.infer<typeof profileMappingSchema>;

const domain = z
    .string()
    .trim()
    .toLowerCase()
    .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'an e-mail domain such as example.org'
    );

const commonFields = {
    name: z.string().trim().min(1).max(80).describe('Shown on the login button: "Sign in with <name>"'),
    enabled: z.boolean().default(true),
    emailDomains: z.array(domain).max(20).default([]).describe('Typing an address of these domains leads here'),
    roleMapping: roleMappingSchema,
    profileMapping: profileMappingSchema.default({}),
    createUsers: z.boolean().default(false).describe('Whether an unknown subject becomes a new active account'),
    linkLocalAccounts: z
        .boolean()
        .default(false)
        .describe('Whether a first sign-in may link the local account of the same, verified e-mail address'),
    localPasswords: z.boolean().default(true).describe('Whether users this provider signs in may still use a password'),
    organisationId: z
        .uuid()
        .nullable()
        .default(null)
        .describe('The organisation the accounts it creates join; required when it creates users'),
};

export const oidcSettingsSchema = z.object({
    issuer: z
        .url()
        .max(500)
        .describe('Its discovery document is read from `<issuer>/.well-known/openid-configuration`'),
    clientId: z.string().trim().min(1).max(500),
    clientSecret: z
        .string()
        .min(1)
        .max(2000)
        .optional()
        .describe('Write-only, sealed with SECRET_KEY; left out on a change, the stored one stays'),
    scopes: z
        .array(
            z
                .string()
                .trim()
                .regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/)
        )
        .max(20)
        .default(['openid', 'email', 'profile']),
});

export const samlSettingsSchema = z.object({
    metadataXml: z.string().max(200_000).optional().describe('The IdP metadata document'),
    metadataUrl: z
        .url()
        .max(500)
        .optional()
        .describe('Where the IdP metadata is read from, if not given; on a change, neither keeps the stored metadata'),
});

export const providerInputSchema = z.discriminatedUnion('protocol', [
    z.object({ protocol: z.literal('oidc'), ...commonFields, oidc: oidcSettingsSchema }),
    z.object({ protocol: z.literal('saml'), ...commonFields, saml: samlSettingsSchema }),
]);
export type ProviderInput = z.input<typeof providerInputSchema>;

export const providerRecordSchema = z
    .object({
        id: z.uuid(),
        protocol: z.enum(SSO_PROTOCOLS),
        name: z.string(),
        enabled: z.boolean(),
        emailDomains: z.array(z.string()),
        roleMapping: roleMappingSchema,
        profileMapping: profileMappingSchema,
        createUsers: z.boolean(),
        linkLocalAccounts: z.boolean(),
        localPasswords: z.boolean(),
        organisationId: z.uuid().nullable(),
        oidc: z
            .object({
                issuer: z.string(),
                clientId: z.string(),
                scopes: z.array(z.string()),
                clientSecretSet: z.boolean().describe('The secret itself is never answered'),
                redirectUri: z.string().describe('To register at the provider'),
            })
            .nullable(),
        saml: z
            .object({
                metadataUrl: z.string().nullable(),
                idpEntityId: z.string(),
                spEntityId: z.string().describe('To register at the IdP'),
                acsUrl: z.string().describe('Assertion consumer service (HTTP-POST)'),
                sloUrl: z.string().describe('Single logout service (HTTP-Redirect)'),
                spMetadataUrl: z.string().describe('The portal’s SP metadata, to give the IdP'),
            })
            .nullable(),
        createdAt: isoTime(),
        updatedAt: isoTime(),
    })
    .meta({ id: 'IdentityProvider' });
export type ProviderRecord = z.infer<typeof providerRecordSchema>;

export const providerIdParams = z.object({ id: z.uuid() });

/** What the login page shows: enabled providers only. */
export const loginProviderSchema = z
    .object({
        id: z.uuid(),
        name: z.string(),
        protocol: z.enum(SSO_PROTOCOLS),
        emailDomains: z.array(z.string()),
        startUrl: z.string().describe('Open it in the browser (append `?redirect=<route>`)'),
    })
    .meta({ id: 'SsoLoginProvider' });
export type LoginProvider = z.infer<typeof loginProviderSchema>;

export const startQuery = z.object({
    redirect: z.string().max(2000).optional().describe('The portal route to open after signing in'),
});

export const sessionProviderSchema = z.object({
    provider: z.object({ id: z.uuid(), name: z.string() }).nullable().describe('Null for a password sign-in'),
    logoutUrl: z.string().nullable().describe("The provider's own sign-out, to open after the portal's"),
});
export type SessionProvider = z.infer<typeof sessionProviderSchema>;
