import { z } from 'zod';
import { APPROVAL_STATES, ORGANISATION_KINDS } from '../vocabularies/organisations';
import { USER_STATUSES } from '../vocabularies/users';

/** Organisations as records, and the admission of new accounts into them: admins only. */

const identifier = (description: string) =>
    z.string().trim().min(1).max(200).nullable().optional().describe(description);

export const organisationFieldsSchema = z
    .object({
        kind: z.enum(ORGANISATION_KINDS),
        name: z.string().trim().min(1).max(200),
        npi: identifier('NPI of a provider organisation or practice'),
        planName: identifier('The plan name claims carry, for a health plan'),
        contractId: identifier('CMS contract or plan id, for a health plan'),
        ncpdp: identifier('NCPDP provider id'),
    })
    .strict()
    .meta({
        id: 'OrganisationFields',
        examples: [{ kind: 'health_plan', name: 'Evergreen Health', planName: 'Evergreen Health Advantage PPO' }],
    });
export type OrganisationFields = z.input<typeof organisationFieldsSchema>;

export const organisationSchema = z
    .object({
        id: z.uuid(),
        kind: z.enum(ORGANISATION_KINDS),
        name: z.string(),
        npi: z.string().nullable(),
        planName: z.string().nullable(),
        contractId: z.string().nullable(),
        ncpdp: z.string().nullable(),
        members: z.number().int().describe('Accounts approved into it'),
        createdAt: z.string(),
        updatedAt: z.string(),
    })
    .meta({ id: 'Organisation' });
export type OrganisationRecord = z.infer<typeof organisationSchema>;
export const organisationListSchema = z.array(organisationSchema);

export const organisationIdParams = z.object({ id: z.uuid() });

/** An account waiting for an admin: what it declared, and what the portal knows of it. */
export const applicantSchema = z
    .object({
        id: z.uuid(),
        username: z.string(),
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        role: z.string(),
        status: z.enum(USER_STATUSES).describe('`pending` until the applicant used the activation link'),
        approval: z.enum(APPROVAL_STATES),
        approvalReason: z.string().nullable(),
        declared: z
            .object({ orgName: z.string(), providerId: z.string().nullable(), planName: z.string().nullable() })
            .describe('What the applicant typed: never trusted, shown to the admin who decides'),
        npiEntry: z
            .object({ npi: z.string(), entityType: z.string(), name: z.string(), deactivated: z.boolean() })
            .nullable()
            .describe("The NPI registry's entry for a provider's declared NPI"),
        npiHeldBy: z
            .object({
                organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
                accounts: z.array(z.string()),
            })
            .describe('Who already holds the declared NPI: an admin links the applicant only knowingly'),
        suggestedOrganisationId: z
            .uuid()
            .nullable()
            .describe('The organisation whose identifier the declaration names'),
        createdAt: z.string(),
    })
    .meta({ id: 'Applicant' });
export type Applicant = z.infer<typeof applicantSchema>;
export const applicantListSchema = z.array(applicantSchema);

export const approvalSchema = z
    .object({ organisationId: z.uuid().describe('The organisation the account joins') })
    .strict()
    .meta({ id: 'Approval' });
export type Approval = z.input<typeof approvalSchema>;

export const rejectionSchema = z
    .object({ reason: z.string().trim().min(1).max(500).describe('Told to the applicant by e-mail') })
    .strict()
    .meta({ id: 'Rejection' });
export type Rejection = z.input<typeof rejectionSchema>;
