import type { ProfileField, ProfileMapping, RoleMapping, SsoProtocol } from '../../../common/contract/sso';
import type { Role } from '../../../common/profiles';

/** A provider's claims (OIDC) or attributes (SAML), by name. */
export type Claims = Record<string, unknown>;

/** Where the profile fields are read when the provider's mapping names no claim for them. */
const STANDARD_CLAIMS: Record<SsoProtocol, Partial<Record<ProfileField, string>>> = {
    oidc: { email: 'email', firstName: 'given_name', lastName: 'family_name' },
    saml: { email: 'email', firstName: 'givenName', lastName: 'sn' },
};

/** A claim's values as strings: a single value, a list, or nothing. */
export const valuesOf = (value: unknown): string[] =>
    (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
        .filter(item => ['string', 'number', 'boolean'].includes(typeof item))
        .map(String);

/** The role the claims give: the first rule whose value the claim holds, else the default (may be none). */
export const roleFromClaims = (mapping: RoleMapping, claims: Claims): Role | null => {
    const held = new Set(valuesOf(claims[mapping.claim]));
    return mapping.rules.find(rule => held.has(rule.value))?.role ?? mapping.defaultRole;
};

/** The profile fields the claims fill, trimmed; a field without a value is left out. */
export const profileFromClaims = (protocol: SsoProtocol, mapping: ProfileMapping, claims: Claims) => {
    const fields: Partial<Record<ProfileField, string>> = {};
    for (const [field, standard] of Object.entries({ ...STANDARD_CLAIMS[protocol], ...mapping })) {
        const value = valuesOf(claims[standard!])[0]?.trim();
        if (value) fields[field as ProfileField] = value.slice(0, 200);
    }
    return fields;
};
