import { ACCURACY_FIGURES } from '../../../common/directory/accuracyFigures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
    accuracyDashboardSchema,
    changeApplyInput,
    changeIdParams,
    changeListQuery,
    changeProposalInput,
    changeRejectInput,
    CHANGE_DUE_BUSINESS_DAYS,
    directoryChangeSchema,
    directoryInquirySchema,
    inquiryAnswerInput,
    inquiryListQuery,
    tableOwnerInput,
} from '../../../common/contract/directoryChanges';
import { rowParams } from '../../../common/contract/directory';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import {
    DIRECTORY_ACCURACY_PATH,
    DIRECTORY_QUEUE_PATH,
    EDIT_TABLE_PATH,
    MY_LISTING_PATH,
} from '../../../common/routes';
import type { MessageKey } from '../../../i18n/types';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import { attachment } from '../directory';
import { actorOf, recordAudit } from '../../shared/audit';
import { csvStream } from '../linkExcel';
import { accuracyPolicy } from '../directoryAccuracy';
import {
    answerInquiry,
    listInquiries,
    mailInquiryAnswer,
    staffTableScope,
    type OpenReportedChange,
} from '../directoryReports';
import { accuracyDashboard } from './accuracyDashboard';
import { createChangeNotices } from './changeMail';
import { applyChange, listChanges, proposeCorrection, rejectChange, setTableOrganisation } from './changes';
import { directoryChanges } from './tables';
import { getTable } from '../directory';
import { openChange } from './changes';

const SCOPE =
    'Admins see every table; health plan staff only the tables an admin assigned to their organisation — a change or question ' +
    'of another table answers 404, as one that does not exist. Other roles: 403.';

/** A reported error about a listing, opened as a change for the member's question (see the public forms). */
export const openReportedChange: OpenReportedChange = async (tx, origin, report) =>
    openChange(tx, origin, {
        table: await getTable(tx, report.tableId),
        rowId: report.rowId,
        source: 'member',
        proposed: {},
        note: report.note,
        inquiryId: report.inquiryId,
        receivedAt: report.receivedAt,
    });

/** The columns of the dashboard export, in order. */
const EXPORT_COLUMNS = ['tableName', 'organisation', ...ACCURACY_FIGURES] as const;

/**
 * The directory team's daily work: the queue of changes (2 business days) and member questions (1
 * business day), a provider's request for a correction, and the accuracy dashboard with its export.
 */
export const directoryChangeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { config, database, mailer }) => {
    const { db } = database;
    const notices = createChangeNotices({
        db,
        mailer,
        publicUrl: config.publicUrl,
        profile: config.profile,
        log: app.log,
    });
    const policy = accuracyPolicy();
    const queue = (action: string) => ({ access: { screen: DIRECTORY_QUEUE_PATH, action } as const });
    const changesOf = async (inquiryIds: string[]) => {
        if (inquiryIds.length === 0) return new Map<string, string>();
        const rows = await db
            .select({ id: directoryChanges.id, inquiryId: directoryChanges.inquiryId })
            .from(directoryChanges)
            .where(inArray(directoryChanges.inquiryId, inquiryIds));
        return new Map(rows.map(row => [row.inquiryId!, row.id]));
    };

    app.post(
        '/api/directory/myListing/:tableId/:id/changes',
        {
            config: { access: { screen: MY_LISTING_PATH, action: 'propose' } },
            schema: {
                tags: ['directory changes'],
                summary: 'Ask staff to change the own listing',
                description:
                    `Any column of a row holding the caller's NPI (403 otherwise; an unknown column 400). Opens a change due ` +
                    `${CHANGE_DUE_BUSINESS_DAYS} business days after the day received (weekends and US federal holidays, the ` +
                    'observed dates, skipped; America/New_York). The provider is e-mailed when staff apply or reject it. ' +
                    'Audited (`directory.changeOpen`).',
                params: rowParams,
                body: changeProposalInput,
                response: {
                    200: okSchema(z.object({ id: z.uuid(), dueOn: z.string() })),
                    ...errorResponses(400, 401, 403, 404),
                },
            },
        },
        async request => {
            const change = await proposeCorrection(
                db,
                request.auth!.user,
                request.origin,
                request.auth!.user.providerId,
                request.params.tableId,
                request.params.id,
                request.body,
                new Date()
            );
            return ok({ id: change.id, dueOn: change.dueOn });
        }
    );

    app.get(
        '/api/directory-changes',
        {
            config: queue('changes'),
            schema: {
                tags: ['directory changes'],
                summary: 'The queue of changes asked of listings',
                description: `Open ones the earliest due first (late ones marked); decided ones the latest first. ${SCOPE}`,
                querystring: changeListQuery,
                response: { 200: okSchema(z.array(directoryChangeSchema)), ...errorResponses(401, 403) },
            },
        },
        async request => {
            const scope = await staffTableScope(db, request.auth!.user);
            return ok(await listChanges(db, scope, request.query.status, new Date(), request.locale));
        }
    );

    app.post(
        '/api/directory-changes/:id/apply',
        {
            config: queue('apply'),
            schema: {
                tags: ['directory changes'],
                summary: 'Apply a change: write the values to the listing',
                description:
                    'The row is written as any staff edit: values checked against the columns (400 naming the field), `version` ' +
                    'as read (409 with `data.current` when it moved on), the change in the row history and audited ' +
                    '(`directory.rowUpdate`, `directory.changeApply`). A decided change answers 409. The provider is e-mailed; a ' +
                    `member who reported the error is answered by e-mail. ${SCOPE}`,
                params: changeIdParams,
                body: changeApplyInput,
                response: { 200: okSchema(directoryChangeSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const user = request.auth!.user;
            const scope = await staffTableScope(db, user);
            const decision = await applyChange(db, user, request.origin, scope, request.params.id, request.body);
            await notices.decided(decision, decision.answeredMember);
            const [change] = (await listChanges(db, scope, 'applied', new Date(), request.locale)).filter(
                entry => entry.id === decision.change.id
            );
            return ok(change!);
        }
    );

    app.post(
        '/api/directory-changes/:id/reject',
        {
            config: queue('reject'),
            schema: {
                tags: ['directory changes'],
                summary: 'Reject a change, with the reason',
                description:
                    'The listing stays as it is. A decided change answers 409. The provider is e-mailed the reason; a member who ' +
                    `reported the error is answered with it. Audited (\`directory.changeReject\`). ${SCOPE}`,
                params: changeIdParams,
                body: changeRejectInput,
                response: { 200: okSchema(directoryChangeSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const user = request.auth!.user;
            const scope = await staffTableScope(db, user);
            const decision = await rejectChange(
                db,
                user,
                request.origin,
                scope,
                request.params.id,
                request.body.reason
            );
            await notices.decided(decision, decision.answeredMember);
            const [change] = (await listChanges(db, scope, 'rejected', new Date(), request.locale)).filter(
                entry => entry.id === decision.change.id
            );
            return ok(change!);
        }
    );

    app.get(
        '/api/directory-inquiries',
        {
            config: queue('inquiries'),
            schema: {
                tags: ['directory changes'],
                summary: "Members' questions and reported errors",
                description:
                    'Unanswered ones the earliest due first (1 business day; late ones marked), or answered ones the latest first. ' +
                    `A question about no known table is for admins only. ${SCOPE}`,
                querystring: inquiryListQuery,
                response: { 200: okSchema(z.array(directoryInquirySchema)), ...errorResponses(401, 403) },
            },
        },
        async request => {
            const scope = await staffTableScope(db, request.auth!.user);
            return ok(await listInquiries(db, scope, request.query.answered === 'yes', new Date(), changesOf));
        }
    );

    app.post(
        '/api/directory-inquiries/:id/answer',
        {
            config: queue('answer'),
            schema: {
                tags: ['directory changes'],
                summary: "Answer a member's question",
                description:
                    'The answer is kept with the question (2 years from receipt) and e-mailed to the member in the language the ' +
                    `question came in. An answered question answers 409. Audited (\`directory.inquiryAnswer\`). ${SCOPE}`,
                params: changeIdParams,
                body: inquiryAnswerInput,
                response: { 200: okSchema(directoryInquirySchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const user = request.auth!.user;
            const scope = await staffTableScope(db, user);
            const answered = await answerInquiry(
                db,
                user,
                request.origin,
                scope,
                request.params.id,
                request.body.answer
            );
            await mailInquiryAnswer({ mailer, profile: config.profile, log: app.log }, answered);
            const [inquiry] = (await listInquiries(db, scope, true, new Date(), changesOf)).filter(
                entry => entry.id === answered.id
            );
            return ok(inquiry!);
        }
    );

    app.put(
        '/api/directory/tables/:tableId/organisation',
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'owner' } },
            schema: {
                tags: ['directory changes'],
                summary: 'Assign a table to the health plan that answers for it',
                description:
                    "The plan's staff then see the table's changes, member questions and accuracy; null leaves it to admins. " +
                    'Admins only (403). An organisation that is not a health plan answers 400. Audited (`directory.tableOwner`).',
                params: z.object({ tableId: z.uuid() }),
                body: tableOwnerInput,
                response: {
                    200: okSchema(z.object({ tableId: z.uuid(), organisationId: z.uuid().nullable() })),
                    ...errorResponses(400, 401, 403, 404),
                },
            },
        },
        async request =>
            ok(
                await setTableOrganisation(
                    db,
                    request.auth!.user,
                    request.origin,
                    request.params.tableId,
                    request.body.organisationId
                )
            )
    );

    const dashboardAccess = (action: string) => ({ access: { screen: DIRECTORY_ACCURACY_PATH, action } as const });

    app.get(
        '/api/directory-accuracy',
        {
            config: dashboardAccess('view'),
            schema: {
                tags: ['directory changes'],
                summary: 'The accuracy dashboard',
                description:
                    'Per table: live listings, verified within 90 days, overdue (past due but public: grace or held), suppressed ' +
                    '(out of the public directory), changes and member questions open and late. Week by week (weeks ending on ' +
                    'Sunday, America/New_York): listings and those verified within 90 days at the week’s end, changes and questions ' +
                    `received, and those whose deadline fell in the week and was missed. ${SCOPE}`,
                response: { 200: okSchema(accuracyDashboardSchema), ...errorResponses(401, 403) },
            },
        },
        async request => {
            const scope = await staffTableScope(db, request.auth!.user);
            return ok(await accuracyDashboard(db, scope, policy, new Date()));
        }
    );

    app.get(
        '/api/directory-accuracy/export',
        {
            config: dashboardAccess('export'),
            schema: {
                tags: ['directory changes'],
                summary: 'Export the accuracy dashboard per table as CSV',
                description:
                    "The dashboard's tables, titled in the caller's language (UTF-8 with a byte-order mark, for Excel). " +
                    `Audited (\`directory.accuracyExport\`). ${SCOPE}`,
                response: {
                    200: {
                        description:
                            'The file, with `Content-Disposition: attachment; filename="directory-accuracy.csv"`',
                        content: { 'text/csv': { schema: z.string().describe('UTF-8 with a byte-order mark') } },
                    },
                    ...errorResponses(401, 403),
                },
            },
        },
        async (request, reply) => {
            const user = request.auth!.user;
            const scope = await staffTableScope(db, user);
            const dashboard = await accuracyDashboard(db, scope, policy, new Date());
            await recordAudit(db, request.origin, {
                action: 'directory.accuracyExport',
                outcome: 'success',
                actor: actorOf(user),
                targetType: 'directoryTables',
                reason: `${dashboard.tables.length} tables`,
            });
            const header = EXPORT_COLUMNS.map(name =>
                request.t(`directoryWork.dashboard.columns.${name}` as MessageKey)
            );
            const batches = (async function* () {
                yield dashboard.tables.map(table => EXPORT_COLUMNS.map(name => String(table[name] ?? '')));
            })();
            reply
                .header('Content-Type', 'text/csv; charset=utf-8')
                .header('Content-Disposition', attachment('directory-accuracy.csv'))
                .header('Cache-Control', 'no-store');
            return reply.send(csvStream(header, batches) as unknown as string);
        }
    );
};
