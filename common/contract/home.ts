import { z } from 'zod';
import { documentRequestSchema } from './claimActions';
import { CONNECTION_KINDS } from '../vocabularies/connections';
import { GETTING_STARTED_STEPS } from '../vocabularies/gettingStarted';

/** Home (what needs the caller's attention now) and the getting-started checklist. */

const isoTime = () => z.string().describe('ISO 8601, UTC');

export const checklistStepSchema = z
    .object({
        id: z.enum(GETTING_STARTED_STEPS),
        done: z.boolean(),
        manual: z.boolean().describe('Ticked by the user; the other steps follow from the portal’s data'),
        path: z.string().describe('The screen where the step is done'),
        detail: z.string().nullable().describe('Facts the step is about, e.g. the NPI registry entry to confirm'),
    })
    .meta({ id: 'ChecklistStep' });
export type ChecklistStep = z.infer<typeof checklistStepSchema>;

export const checklistSchema = z
    .object({
        role: z.string(),
        steps: z.array(checklistStepSchema).describe("The role's steps, in the order they are best done"),
        done: z.number().int(),
        total: z.number().int(),
        complete: z.boolean(),
        dismissed: z.boolean().describe('Put away by the user once complete; Home then no longer mentions it'),
    })
    .meta({
        id: 'Checklist',
        examples: [
            {
                role: 'provider',
                steps: [
                    {
                        id: 'confirmNpi',
                        done: true,
                        manual: true,
                        path: '/gettingStarted',
                        detail: 'NPI 1740283969 · PRIYA RAMAN · CHICAGO, IL',
                    },
                    { id: 'secondFactor', done: false, manual: false, path: '/userProfile', detail: null },
                ],
                done: 1,
                total: 2,
                complete: false,
                dismissed: false,
            },
        ],
    });
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistStepParams = z.object({ step: z.enum(GETTING_STARTED_STEPS) });

export const checklistTickSchema = z.object({ done: z.boolean().describe('Ticked (true) or unticked (false)') });
export type ChecklistTick = z.infer<typeof checklistTickSchema>;

export const checklistDismissSchema = z.object({
    dismissed: z.boolean().describe('true puts the completed checklist away; false shows it again'),
});
export type ChecklistDismiss = z.infer<typeof checklistDismissSchema>;

export const homeRequestSchema = z
    .object({
        id: z.uuid(),
        kind: z.enum(CONNECTION_KINDS),
        orgName: z.string().describe('The organisation that asks'),
        name: z.string().describe('The person who asked for it'),
        requestedAt: isoTime(),
    })
    .meta({ id: 'HomeConnectionRequest' });

export const homeClaimSchema = z
    .object({
        id: z.number().int(),
        claimNumber: z.string(),
        status: z.string().describe('Status code of the desk’s vocabulary'),
        statusLabel: z.string().describe('The status in the caller’s language'),
        bucket: z.string(),
        billed: z.number(),
        currency: z.string().describe('ISO 4217 code of the amounts'),
        updatedAt: isoTime(),
    })
    .meta({ id: 'HomeClaim' });
export type HomeClaim = z.infer<typeof homeClaimSchema>;

export const homeSchema = z
    .object({
        requests: z
            .array(homeRequestSchema)
            .nullable()
            .describe(
                'Connection requests waiting for the caller’s answer, oldest first; null without the Connect screen'
            ),
        awaiting: z.number().int().nullable().describe('Requests the caller made that the other side has not answered'),
        listing: z
            .object({ rows: z.number().int(), due: z.number().int(), lastVerifiedAt: isoTime().nullable() })
            .nullable()
            .describe(
                'The caller’s own directory listing (providers): rows, rows due for verification (none in 90 days)'
            ),
        checklist: z
            .object({ done: z.number().int(), total: z.number().int(), next: z.array(z.enum(GETTING_STARTED_STEPS)) })
            .nullable()
            .describe('Unfinished getting-started steps; null once complete or put away'),
        claims: z
            .object({ recent: z.array(homeClaimSchema), changedThisWeek: z.number().int() })
            .nullable()
            .describe('The latest changed claims of the caller’s scope; null without the claim query screen'),
        documentRequests: z
            .array(documentRequestSchema)
            .nullable()
            .describe(
                'The health plan’s open requests for documents on the caller’s claims, soonest due first, late ones marked (healthcare providers); null for other roles'
            ),
    })
    .meta({ id: 'Home' });
export type Home = z.infer<typeof homeSchema>;
export type HomeRequest = z.infer<typeof homeRequestSchema>;
