import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
    humanCheckSchema,
    INQUIRY_DUE_BUSINESS_DAYS,
    memberReportAnswer,
    memberReportInput,
} from '../../../common/contract/directoryChanges';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import type { Executor } from '../../shared/database';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import type { Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { loadSecretKey } from '../../shared/secretBox';
import { checkSolution, issueChallenge } from './humanCheck';
import { openInquiry } from './inquiries';
import { sharedSpentChallenges } from './sharedSpentChallenges';

/** A reported error about one listing row, handed to the change queue (2 business days). */
export type OpenReportedChange = (
    tx: Executor,
    origin: Origin,
    report: { tableId: string; rowId: number; inquiryId: string; note: string; receivedAt: Date }
) => Promise<unknown>;

/** Forms one address may send per hour, and challenges it may ask for per 10 minutes. */
export const REPORT_BUDGET = { max: 5, windowMinutes: 60 };
export const CHALLENGE_BUDGET = { max: 30, windowMinutes: 10 };

/**
 * The public directory's member forms, no sign-in: "Report an error in this listing" and "Is this
 * provider in my network?". Each form needs a solved human check (proof of work signed by the server)
 * and is counted against a budget per address.
 */
export const memberReportRoutes: FastifyPluginAsyncZod<
    RouteContext & { openReportedChange: OpenReportedChange }
> = async (app, { config, database, shared, openReportedChange }) => {
    const { db } = database;
    // The servers share SECRET_KEY (or the data folder's key), so a challenge one issues another accepts.
    const key = createHmac('sha256', await loadSecretKey(config.secretKey, config.dataDir))
        .update('directory report human check')
        .digest();
    const spent = sharedSpentChallenges(shared);

    app.get(
        '/api/public/directory/human-check',
        {
            config: { access: 'public', budget: CHALLENGE_BUDGET },
            schema: {
                tags: ['public directory'],
                summary: 'A human check to solve before sending a member form',
                description:
                    'Find a decimal `nonce` (at most 12 digits) such that SHA-256 of `${token}:${nonce}` starts with `difficulty` zero bits, ' +
                    `then send \`token\` and \`nonce\` with the form before \`expiresAt\`. One solution sends one form. ` +
                    `${CHALLENGE_BUDGET.max} per address in ${CHALLENGE_BUDGET.windowMinutes} minutes (429 beyond).`,
                response: { 200: okSchema(humanCheckSchema), ...errorResponses(429) },
            },
        },
        async () => ok(issueChallenge(key, new Date()))
    );

    app.post(
        '/api/public/directory/reports',
        {
            config: { access: 'public', budget: REPORT_BUDGET },
            schema: {
                tags: ['public directory'],
                summary: 'Report an error in a listing, or ask whether a provider is in my network',
                description:
                    `Kept as a member question due within ${INQUIRY_DUE_BUSINESS_DAYS} business day (weekends and US federal holidays ` +
                    'skipped, America/New_York); the answer is e-mailed to `email` and kept with the question for 2 years. ' +
                    'A reported error about a listing also opens a change for staff, due in 2 business days. ' +
                    'Without a valid, unspent human check: 400 naming the problem, nothing kept. ' +
                    `${REPORT_BUDGET.max} per address in an hour (429 beyond). Audited (\`directory.inquiryOpen\`), without the member's words or address.`,
                body: memberReportInput,
                response: { 200: okSchema(memberReportAnswer), ...errorResponses(400, 429) },
            },
        },
        async request => {
            const { token, nonce, ...report } = request.body;
            const now = new Date();
            const problem = await checkSolution(key, spent, token, nonce, now);
            if (problem) {
                throw new AppError(
                    ErrorCode.invalidInput,
                    `directoryReports.errors.humanCheck.${problem}`,
                    {},
                    { problem }
                );
            }
            const inquiry = await db.transaction(async tx => {
                const opened = await openInquiry(tx, request.origin, report, request.locale, now);
                if (report.kind === 'error' && opened.listing) {
                    await openReportedChange(tx, request.origin, {
                        ...opened.listing,
                        inquiryId: opened.inquiry.id,
                        note: report.question,
                        receivedAt: now,
                    });
                }
                return opened.inquiry;
            });
            return ok({ id: inquiry.id, dueOn: inquiry.dueOn });
        }
    );
};
