import type { Role } from '../profiles';

/**
 * The organisation vocabulary: the kinds of organisation a portal account belongs to, which role
 * belongs to which kind, and where an account stands in its admission. Labels live in the
 * catalogs under `organisations.kinds.*` and `organisations.approval.*`.
 */
export const ORGANISATION_KINDS = [
    'health_plan',
    'provider_organisation',
    'pharma_company',
    'carrier',
    'forwarder',
] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/** The kind of organisation an account of each role belongs to; admins belong to none. */
export const KIND_OF_ROLE: Record<Exclude<Role, 'admin'>, OrganisationKind> = {
    provider: 'provider_organisation',
    healthplan: 'health_plan',
    pharma: 'pharma_company',
    editor: 'carrier',
    claims_adjuster: 'carrier',
    freight_forwarder: 'forwarder',
};

/**
 * An account's admission: `pending` until an admin approves it (linking it to an organisation)
 * or rejects it. Only an approved account reaches anything beyond its own session and profile.
 */
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * Roles that reach every organisation's data or change it: granted by an admin only, never
 * offered to self-registration.
 */
export const PRIVILEGED_ROLES: readonly Role[] = ['admin', 'editor', 'claims_adjuster'];
