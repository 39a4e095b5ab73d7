/**
 * Deployment profiles: the two readings of the product, a healthcare provider portal and a
 * claims portal, each with its own roles, organisation types, title and theme colour.
 * Pure data, shared by the SPA and the API server.
 */
export const PROFILES = ['healthcare', 'claims'] as const;
export type Profile = (typeof PROFILES)[number];

export const ROLES_BY_PROFILE = {
    healthcare: ['admin', 'provider', 'healthplan', 'pharma'],
    claims: ['admin', 'editor', 'claims_adjuster', 'freight_forwarder'],
} as const satisfies Record<Profile, readonly string[]>;

export type HealthcareRole = (typeof ROLES_BY_PROFILE.healthcare)[number];
export type ClaimsRole = (typeof ROLES_BY_PROFILE.claims)[number];
export type Role = HealthcareRole | ClaimsRole;

export const ALL_ROLES: readonly Role[] = [
    ...new Set<Role>([...ROLES_BY_PROFILE.healthcare, ...ROLES_BY_PROFILE.claims]),
];

/** The roles whose home is the claim query page: they land there after sign-in and after a page reload. */
export const CLAIMS_DESK_ROLES: readonly Role[] = ['claims_adjuster', 'freight_forwarder'];

export const DEFAULT_THEME_COLOR: Record<Profile, string> = {
    healthcare: '#1890ff',
    claims: '#409EFF',
};

/** Organisation types shown in the top bar; labels live in the catalogs under `orgTypes.*`. */
export const ORG_TYPES = [
    'portal_operator',
    'provider_practice',
    'health_plan',
    'pharma_manufacturer',
    'claims_administrator',
    'insurance_company',
    'freight_forwarder',
] as const;
export type OrgType = (typeof ORG_TYPES)[number];
