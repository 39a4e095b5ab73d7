import { z } from 'zod';

/**
 * Directory accuracy work of the plan's staff, one contract for both sides: changes asked of a
 * listing (a provider's correction, a member's reported error) due in 2 business days, members'
 * questions due in 1, the public forms members send them with, and the accuracy dashboard.
 */

import {
    CHANGE_SOURCES,
    CHANGE_STATUSES,
    DECISION_TEXT_MAX,
    INQUIRY_KINDS,
    REPORT_TEXT_MAX,
} from '../vocabularies/directoryChanges';

export * from '../vocabularies/directoryChanges';

const isoInstant = z.string().describe('ISO 8601, UTC');
const calendarDate = z.string().describe('YYYY-MM-DD, the last business day in the directory team’s time zone');

export const directoryChangeSchema = z
    .object({
        id: z.uuid(),
        tableId: z.uuid(),
        tableName: z.string(),
        rowId: z.number().int(),
        listingName: z.string().describe('What the listing is called (its name columns), for the queue'),
        rowVersion: z.number().int().describe('The row version now: send it back when applying'),
        source: z.enum(CHANGE_SOURCES),
        proposed: z.record(z.string(), z.unknown()).describe('The values asked for, by column name'),
        current: z.record(z.string(), z.unknown()).describe('The row’s values now, by column name'),
        columns: z.array(z.object({ name: z.string(), label: z.string() })).describe('The table’s columns'),
        note: z.string(),
        requestedBy: z.string().nullable().describe('User name of the provider, none for a member'),
        receivedAt: isoInstant,
        dueOn: calendarDate,
        late: z.boolean().describe('Open past its due date, or decided after it'),
        status: z.enum(CHANGE_STATUSES),
        decidedAt: isoInstant.nullable(),
        decidedBy: z.string().nullable(),
        reason: z.string().nullable(),
    })
    .meta({ id: 'DirectoryChange' });
export type DirectoryChange = z.infer<typeof directoryChangeSchema>;

export const changeListQuery = z.object({
    status: z.enum(CHANGE_STATUSES).default('open').describe('Which changes; open by default'),
});

export const changeIdParams = z.object({ id: z.uuid().describe('The change id') });

export const changeProposalInput = z.object({
    values: z.record(z.string(), z.unknown()).describe('The corrected values, by column name (any column)'),
    note: z.string().trim().max(REPORT_TEXT_MAX).default('').describe('What changed and why'),
});

export const changeApplyInput = z.object({
    version: z.number().int().describe('The row version the values were read at (409 when it moved on)'),
    values: z
        .record(z.string(), z.unknown())
        .describe('The values to write, by column name: what was asked, as staff confirmed or corrected it'),
});

export const changeRejectInput = z.object({
    reason: z.string().trim().min(1).max(DECISION_TEXT_MAX).describe('Why, as the provider and the member read it'),
});

export const directoryInquirySchema = z
    .object({
        id: z.uuid(),
        kind: z.enum(INQUIRY_KINDS),
        tableId: z.uuid().nullable(),
        tableName: z.string().nullable(),
        resourceRef: z.string(),
        question: z.string(),
        email: z.string(),
        receivedAt: isoInstant,
        dueOn: calendarDate,
        late: z.boolean().describe('Unanswered past its due date, or answered after it'),
        answer: z.string().nullable(),
        answeredAt: isoInstant.nullable(),
        answeredBy: z.string().nullable(),
        changeId: z.uuid().nullable().describe('The change a reported error opened'),
    })
    .meta({ id: 'DirectoryInquiry' });
export type DirectoryInquiry = z.infer<typeof directoryInquirySchema>;

export const inquiryListQuery = z.object({
    answered: z.enum(['no', 'yes']).default('no').describe('Unanswered questions (default) or answered ones'),
});

export const inquiryAnswerInput = z.object({
    answer: z.string().trim().min(1).max(DECISION_TEXT_MAX).describe('Sent to the member by e-mail and kept'),
});

export const tableOwnerInput = z.object({
    organisationId: z.uuid().nullable().describe('A health plan organisation, or null for admins only'),
});

export const humanCheckSchema = z
    .object({
        token: z.string().describe('Opaque; send it back with the form'),
        difficulty: z.number().int().describe('Leading zero bits of SHA-256(`${token}:${nonce}`) the nonce must give'),
        expiresAt: isoInstant,
    })
    .meta({ id: 'HumanCheck' });
export type HumanCheck = z.infer<typeof humanCheckSchema>;

export const memberReportInput = z.object({
    kind: z.enum(INQUIRY_KINDS).describe('error: something in the listing is wrong; network: is it in my network?'),
    resourceRef: z
        .string()
        .regex(/^[A-Za-z]{1,40}\/[A-Za-z0-9\-.]{1,64}$/)
        .describe('The public resource read, Type/id as in /fhir'),
    question: z.string().trim().min(1).max(REPORT_TEXT_MAX),
    email: z.email().max(254).describe('Where the answer goes'),
    token: z.string().max(200).describe('From GET /api/public/directory/human-check'),
    nonce: z.string().max(12).describe('The work done on the token'),
});
export type MemberReportInput = z.infer<typeof memberReportInput>;

export const memberReportAnswer = z.object({
    id: z.uuid(),
    dueOn: calendarDate.describe('When the member is answered at the latest'),
});

export const accuracyCountsSchema = z.object({
    listings: z.number().int().describe('Live listings'),
    verifiedWithin90Days: z.number().int(),
    overdue: z.number().int().describe('Past due but still public (grace or held)'),
    suppressed: z.number().int().describe('Out of the public directory'),
    changesOpen: z.number().int(),
    changesLate: z.number().int().describe('Open past their due date, or decided after it'),
    inquiriesOpen: z.number().int(),
    inquiriesLate: z.number().int().describe('Unanswered past their due date, or answered after it'),
});
export type AccuracyCounts = z.infer<typeof accuracyCountsSchema>;

export const accuracyDashboardSchema = z
    .object({
        asOf: isoInstant,
        tables: z.array(
            accuracyCountsSchema.extend({
                tableId: z.uuid(),
                tableName: z.string(),
                organisationId: z.uuid().nullable().describe('The health plan answering for the table'),
                organisation: z.string().nullable().describe('Its name'),
            })
        ),
        weeks: z
            .array(
                z.object({
                    weekEnding: z.string().describe('YYYY-MM-DD, a Sunday'),
                    listings: z.number().int(),
                    verifiedWithin90Days: z.number().int(),
                    changesReceived: z.number().int(),
                    changesLate: z.number().int(),
                    inquiriesReceived: z.number().int(),
                    inquiriesLate: z.number().int(),
                })
            )
            .describe('Oldest first, the tables in scope together'),
    })
    .meta({ id: 'AccuracyDashboard' });
export type AccuracyDashboard = z.infer<typeof accuracyDashboardSchema>;
