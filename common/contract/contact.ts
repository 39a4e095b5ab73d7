import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/email';
import { catalogMessage } from './messages';

/** The Contact Us dialog: a request to the support team, by e-mail. */

/** Longest accepted value of each field, once surrounding spaces are removed. */
export const CONTACT_LIMITS = { email: 254, subject: 200, description: 5000 } as const;

const email = () =>
    z
        .string()
        .trim()
        .min(1)
        .max(CONTACT_LIMITS.email)
        .regex(EMAIL_PATTERN, { error: catalogMessage('server.contact.emailInvalid') })
        .describe(
            'Address to answer at (Reply-To of the e-mail to support). Letters, digits, `_` and `-`; single dots ' +
                'between runs in the local part; at least one dot in the domain; at most 254 characters.'
        );
const subject = () =>
    z
        .string()
        .trim()
        .min(1)
        .max(CONTACT_LIMITS.subject)
        .describe('1 to 200 characters once surrounding spaces are removed');
const description = () =>
    z
        .string()
        .trim()
        .min(1)
        .max(CONTACT_LIMITS.description)
        .describe('1 to 5000 characters once surrounding spaces are removed');

export const contactRequestSchema = z
    .object({ email: email(), subject: subject(), description: description() })
    .strict()
    .meta({
        id: 'ContactRequest',
        examples: [
            {
                email: 'priya.raman@lakeshore-fm.example',
                subject: 'Cannot find a claim from last week',
                description: 'Claim 2026-0412 for patient J. D. does not show in the claim query. Could you check it?',
            },
        ],
    });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The original form of the call: the same fields as query parameters. */
export const legacyContactQuery = z.object({
    email: email().optional(),
    subject: subject().optional(),
    description: description().optional(),
});

/** Not the usual envelope: `success` and the confirmation as `message`, without `data`. */
export const contactAnswerSchema = z
    .object({
        code: z.literal(200),
        success: z.literal(true),
        message: z.string().describe("Confirmation to show the user, in the caller's language"),
    })
    .meta({
        id: 'ContactAnswer',
        examples: [
            {
                code: 200,
                success: true,
                message: 'Your request is received. We will get back to you as soon as we can.',
            },
        ],
    });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
