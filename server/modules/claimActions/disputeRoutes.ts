import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
    disputeDecisionInput,
    disputeIdParams,
    disputeListQuery,
    disputeOpenInput,
    disputeRequestInput,
    disputeSchema,
    type Dispute,
} from '../../../common/contract/claimActions';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import type { MessageKey } from '../../../i18n/types';
import { ok } from '../../http/envelope';
import type { Translate } from '../../shared/i18n';
import type { RouteContext } from '../../shared/routeContext';
import { attachment } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import { csvStream } from '../linkExcel';
import { DISPUTE_ROLES } from '../../../common/claimActions/vocabularies';
import { decisionLetter, decisionLetterFileName } from './decisionLetter';
import { createDisputeNotices } from './disputeMail';
import {
    decideDispute,
    DISPUTE_LIST_MAX,
    findDispute,
    listDisputes,
    openDispute,
    requestDocuments,
    type DisputeDesk,
} from './disputes';

/** The columns of a dispute export, in order, each with its value as the reader reads it. */
const EXPORT_COLUMNS: [string, (dispute: Dispute, t: Translate) => string][] = [
    ['claimNumber', dispute => dispute.claimNumber],
    ['planName', dispute => dispute.planName ?? ''],
    ['billingNpi', dispute => dispute.billingNpi ?? ''],
    ['disputeType', (dispute, t) => t(`claimActions.types.${dispute.disputeType}`)],
    ['reason', (dispute, t) => t(`claimActions.reasons.${dispute.reason}`)],
    ['status', (dispute, t) => t(`claimActions.statuses.${dispute.status}`)],
    ['openedBy', dispute => dispute.openedBy],
    ['openedAt', dispute => dispute.openedAt.slice(0, 16).replace('T', ' ')],
    ['dueOn', dispute => dispute.dueOn],
    ['overdue', (dispute, t) => t(dispute.overdue ? 'claimActions.yes' : 'claimActions.no')],
    ['outcome', (dispute, t) => (dispute.outcome ? t(`claimActions.outcomes.${dispute.outcome}`) : '')],
    ['decidedAt', dispute => dispute.decidedAt?.slice(0, 16).replace('T', ' ') ?? ''],
];

/** Disputes of healthcare claims: opened by providers, handled and decided by the plan's staff. */
export const disputeRoutes: FastifyPluginAsyncZod<RouteContext & { disputes: DisputeDesk }> = async (
    app,
    { config, database, mailer, disputes }
) => {
    const { db } = database;
    const { desk } = disputes;
    const notices = createDisputeNotices({
        db,
        mailer,
        publicUrl: config.publicUrl,
        profile: config.profile,
        log: app.log,
    });
    const access = (action: string) => ({ access: { screen: CLAIM_QUERY_PATH, action } as const });
    const visibility =
        "A dispute is seen by whoever sees its claim in the claim query (a provider: the disputes of its claims; the plan's staff: " +
        "those of the plan's claims); one on a claim outside the caller's scope answers 404, as one that does not exist.";
    const handlers = `Roles ${DISPUTE_ROLES.handle.join(', ')} (403 for others).`;

    app.post(
        '/api/claim-disputes',
        {
            config: access('disputes'),
            schema: {
                tags: ['claim disputes'],
                summary: 'Dispute a denied or partly paid claim',
                description:
                    `Providers only (403 for others), on the claim \`claimId\` if they see it (404 otherwise). A claim neither denied nor paid less ` +
                    'than billed answers 400. A claim has at most one dispute that is not decided: another answers 409. ' +
                    `The decision is due ${Object.entries(disputes.dueDays)
                        .map(([type, days]) => `${days} days after a ${type}`)
                        .join(
                            ', '
                        )} is opened (DISPUTE_DUE_DAYS). The claim moves to P2 (payer review), with a line in ` +
                    "its history; the plan's staff are e-mailed. Documents are added with `POST /api/claim-documents?claimId=&dispute=`, the dispute's id as `dispute`. " +
                    'Audited (`claimDispute.open`).',
                body: disputeOpenInput,
                response: { 200: okSchema(disputeSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const dispute = await openDispute(
                db,
                disputes,
                request.auth!.user,
                request.body,
                request.t,
                request.origin
            );
            await notices.send(dispute, 'opened', request.auth!.user);
            return ok(dispute);
        }
    );

    app.get(
        '/api/claim-disputes',
        {
            config: access('disputes'),
            schema: {
                tags: ['claim disputes'],
                summary: 'The disputes of the claims I see: the plan’s queue, the provider’s own',
                description:
                    'Open disputes first, soonest due first; decided ones after. Filters: status, outcome, kind, overdue, ' +
                    `claim number, claim id (a claim's own disputes). At most ${DISPUTE_LIST_MAX.toLocaleString('en')} (400 beyond: narrow the filter). ${visibility} ` +
                    'Audited (`claimDispute.list`).',
                querystring: disputeListQuery,
                response: { 200: okSchema(z.array(disputeSchema)), ...errorResponses(400, 401, 403) },
            },
        },
        async request => ok(await listDisputes(db, desk, request.auth!.user, request.query, request.origin))
    );

    app.get(
        '/api/claim-disputes/export',
        {
            config: access('disputes'),
            schema: {
                tags: ['claim disputes'],
                summary: 'Export the disputes of the list as CSV',
                description:
                    "The list's disputes with the same filters, as CSV (UTF-8 with a byte-order mark, for Excel), titled and " +
                    "worded in the caller's language; a cell that a spreadsheet would read as a formula gets a leading '. " +
                    `${visibility} Audited (\`claimDispute.export\`).`,
                querystring: disputeListQuery,
                response: {
                    200: {
                        description: 'The file, with `Content-Disposition: attachment; filename="claim-disputes.csv"`',
                        content: { 'text/csv': { schema: z.string().describe('UTF-8 with a byte-order mark') } },
                    },
                    ...errorResponses(400, 401, 403),
                },
            },
        },
        async (request, reply) => {
            const rows = await listDisputes(db, desk, request.auth!.user, request.query, request.origin, 'export');
            const t = request.t;
            const header = EXPORT_COLUMNS.map(([name]) => t(`claimActions.columns.${name}` as MessageKey));
            const batches = (async function* () {
                yield rows.map(dispute => EXPORT_COLUMNS.map(([, value]) => value(dispute, t)));
            })();
            reply
                .header('Content-Type', 'text/csv; charset=utf-8')
                .header('Content-Disposition', attachment('claim-disputes.csv'))
                .header('Cache-Control', 'no-store');
            return reply.send(csvStream(header, batches) as unknown as string);
        }
    );

    app.post(
        '/api/claim-disputes/:disputeId/document-requests',
        {
            config: access('disputes'),
            schema: {
                tags: ['claim disputes'],
                summary: 'Ask the provider for more documents for a dispute',
                description:
                    `${handlers} The dispute shows documents requested and the claim R0 (information requested), with the ` +
                    'note in its history; the provider who opened it is e-mailed. A decided dispute answers 409. ' +
                    `${visibility} Audited (\`claimDispute.requestDocuments\`).`,
                params: disputeIdParams,
                body: disputeRequestInput,
                response: { 200: okSchema(disputeSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const dispute = await requestDocuments(
                db,
                desk,
                request.auth!.user,
                request.params.disputeId,
                request.body.note,
                request.t,
                request.origin
            );
            await notices.send(dispute, 'requested', request.auth!.user);
            return ok(dispute);
        }
    );

    app.post(
        '/api/claim-disputes/:disputeId/decision',
        {
            config: access('disputes'),
            schema: {
                tags: ['claim disputes'],
                summary: 'Decide a dispute: upheld, overturned or partly overturned, with the written decision',
                description:
                    `${handlers} Upheld returns the claim to its status before the dispute; overturned, wholly or in part, ` +
                    'moves it to P1 (in process) to be paid; either with a line in its history. The provider and the ' +
                    "plan's staff are e-mailed; the decision letter is then at `GET /api/claim-disputes/{disputeId}/decision-letter`. " +
                    `A dispute already decided answers 409. ${visibility} Audited (\`claimDispute.decide\`).`,
                params: disputeIdParams,
                body: disputeDecisionInput,
                response: { 200: okSchema(disputeSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const dispute = await decideDispute(
                db,
                desk,
                request.auth!.user,
                request.params.disputeId,
                request.body,
                request.t,
                request.origin
            );
            await notices.send(dispute, 'decided', request.auth!.user);
            return ok(dispute);
        }
    );

    app.get(
        '/api/claim-disputes/:disputeId/decision-letter',
        {
            config: access('show'),
            schema: {
                tags: ['claim disputes'],
                summary: 'The written decision on a dispute, as a PDF',
                description:
                    "In the caller's language (Chinese and Japanese need the system's CJK font, fonts-wqy-microhei; without " +
                    `it the letter is in English). A dispute not decided yet answers 409. ${visibility}`,
                params: disputeIdParams,
                response: {
                    200: {
                        description: 'The letter, with `Content-Disposition: attachment`',
                        content: { 'application/pdf': { schema: z.string().describe('binary') } },
                    },
                    ...errorResponses(400, 401, 403, 404, 409),
                },
            },
        },
        async (request, reply) => {
            const { dispute } = await findDispute(db, desk, request.auth!.user, request.params.disputeId);
            if (dispute.status !== 'decided') throw new AppError(ErrorCode.conflict, 'claimActions.letter.notDecided');
            const letter = await decisionLetter(dispute, request.locale);
            reply
                .header('Content-Type', 'application/pdf')
                .header('Content-Disposition', attachment(decisionLetterFileName(dispute)))
                .header('Cache-Control', 'private, no-store');
            return reply.send(letter as unknown as string);
        }
    );
};
