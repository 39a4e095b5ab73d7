import { z } from 'zod';

/** Staff's verification by phone: what the provider's office confirmed, in a sentence or two. */
export const phoneVerificationSchema = z.object({ note: z.string().trim().min(3).max(1000) });

/** Staff keep an overdue listing public: why, for the audit trail and the next reader. */
export const publicationHoldSchema = z.object({ reason: z.string().trim().min(3).max(500) });

/** A provider's reviewed listings, attested together. */
export const confirmListingsSchema = z.object({
    listings: z
        .array(z.object({ tableId: z.uuid(), id: z.number().int().positive() }))
        .min(1)
        .max(200),
});

export const listingCampaignSchema = z
    .object({
        reminders: z.array(
            z.object({
                sentAt: z.string(),
                recipient: z.string().describe('Username of the provider user reminded'),
                email: z.string(),
                dueAt: z.string(),
                daysBefore: z.number().int().describe('Days before the due date; 0 = sent once overdue'),
                openedAt: z.string().nullable().describe("When the reminder's link was followed"),
            })
        ),
        suppressions: z.array(z.object({ recordedAt: z.string(), dueAt: z.string() })),
    })
    .meta({ id: 'ListingCampaign' });
export type ListingCampaignRecord = z.infer<typeof listingCampaignSchema>;

export const reminderOpenQuery = z.object({ token: z.string().min(10).max(100) });
