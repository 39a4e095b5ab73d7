import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClaimDesk } from '../../../common/claims/desks';
import { CARGO_HANDLERS, CARGO_STEP_RULES } from '../../../common/claimActions/cargoHandling';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import {
    cargoFilingDayQuery,
    cargoFilingInput,
    cargoFilingParams,
    cargoFilingQuery,
    cargoFilingSchema,
    cargoStepInput,
    newCargoClaimInput,
} from '../../../common/contract/claimActions';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import { fileCargoClaim, fileNewCargoClaim, readCargoFiling } from './cargoFilings';
import { takeCargoStep } from './cargoHandling';
import { createCargoNotices, TOLD_STEPS } from './cargoMail';

/**
 * Cargo filings: the forwarder files its claim and sees the deadlines that apply to it; the
 * adjuster handles it a step at a time.
 */
export const cargoFilingRoutes: FastifyPluginAsyncZod<RouteContext & { desk: ClaimDesk }> = async (
    app,
    { config, database, mailer, desk }
) => {
    const { db } = database;
    const notices = createCargoNotices({
        db,
        mailer,
        publicUrl: config.publicUrl,
        profile: config.profile,
        log: app.log,
        desk,
    });
    const access = (action: string) => ({ access: { screen: CLAIM_QUERY_PATH, action } as const });
    const answer =
        'Answers the filing with its deadlines (each with its last day, days left and state: waiting, open, ' +
        'due_soon, last_day — still in time — or passed), the checklist of documents by mode and event, and its ' +
        'handling: the status, the acknowledgement and decision, the carrier’s clocks of 49 CFR 370.5 (acknowledge ' +
        'within 30 days of receipt, decide within 120, a status letter every 60 days after that) and the steps allowed now.';
    const moves = Object.entries(CARGO_STEP_RULES)
        .map(([step, rule]) => `${step}: from ${rule.from.join('/')}${rule.to ? ` to ${rule.to}` : ''}`)
        .join('; ');

    app.post(
        '/api/cargo-filings',
        {
            config: access('file'),
            schema: {
                tags: ['claim documents'],
                summary: 'File a cargo claim',
                description:
                    'The shipment (bill of lading or air waybill number, mode, carrier, origin, destination, delivery date), ' +
                    'what happened and the amount claimed with its currency. Without an amount more than zero and a ' +
                    'currency it is not a claim (49 CFR 370.3(b)): 400 with the reason, nothing kept. A claim is filed ' +
                    `once (409 after). Roles ${CARGO_FILERS.join(', ')} (403 for others), on a claim of their own ` +
                    `organisation (404 otherwise). ${answer} Audited (\`cargoFiling.file\`).`,
                querystring: cargoFilingDayQuery,
                body: cargoFilingInput,
                response: { 200: okSchema(cargoFilingSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            ok(
                await fileCargoClaim(
                    db,
                    desk,
                    request.auth!.user,
                    request.body,
                    request.t,
                    request.origin,
                    request.query.today
                )
            )
    );

    app.post(
        '/api/cargo-claims',
        {
            config: access('file'),
            schema: {
                tags: ['claim documents'],
                summary: 'File a new cargo claim',
                description:
                    'For a claim the claim query does not hold yet: the same filing as `POST /api/cargo-filings`, ' +
                    'without a claim id. The claim is made from it in the same transaction, as the claim of the ' +
                    'caller’s own organisation (the forwarder), received today, `reported`, numbered by the portal ' +
                    `(\`CG-F\` and its id). Without an amount more than zero and a currency it is not a claim ` +
                    `(49 CFR 370.3(b)): 400 with the reason, nothing kept. Roles ${CARGO_FILERS.join(', ')} (403 for ` +
                    `others, and for an account in no organisation). ${answer} Audited (\`cargoFiling.file\`).`,
                querystring: cargoFilingDayQuery,
                body: newCargoClaimInput,
                response: { 200: okSchema(cargoFilingSchema), ...errorResponses(400, 401, 403) },
            },
        },
        async request =>
            ok(
                await fileNewCargoClaim(
                    db,
                    desk,
                    request.auth!.user,
                    request.body,
                    request.t,
                    request.origin,
                    request.query.today
                )
            )
    );

    app.get(
        '/api/cargo-filings',
        {
            config: access('show'),
            schema: {
                tags: ['claim documents'],
                summary: 'A cargo claim’s filing and its deadlines',
                description:
                    "Seen by whoever sees the claim in the claim query; a claim outside the caller's scope, or not filed, " +
                    `answers 404. ${answer} Audited (\`cargoFiling.view\`).`,
                querystring: cargoFilingQuery,
                response: { 200: okSchema(cargoFilingSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request =>
            ok(
                await readCargoFiling(
                    db,
                    desk,
                    request.auth!.user,
                    request.query.claimId,
                    request.origin,
                    request.query.today
                )
            )
    );

    app.post(
        '/api/cargo-filings/:claimId/steps',
        {
            config: access('handle'),
            schema: {
                tags: ['claim documents'],
                summary: 'Take a handling step on a filed cargo claim',
                description:
                    `Roles ${CARGO_HANDLERS.join(', ')} (403 for others), on a filed claim they see (404 otherwise). ` +
                    `Each step is allowed from some statuses and moves the claim to another (${moves}); acknowledging ` +
                    'comes first and once. A step the status does not allow answers 409 naming the status, nothing ' +
                    'changed; paying more than claimed answers 400. Every step writes a line in the claim’s history ' +
                    '(the reserve’s names no amount: the forwarder reads the history) and is audited (`cargoClaim.<step>`); ' +
                    `the forwarder's users are e-mailed of ${TOLD_STEPS.join(', ')}. ` +
                    answer,
                params: cargoFilingParams,
                querystring: cargoFilingDayQuery,
                body: cargoStepInput,
                response: { 200: okSchema(cargoFilingSchema), ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const filing = await takeCargoStep(
                db,
                desk,
                request.auth!.user,
                request.params.claimId,
                request.body,
                request.t,
                request.origin,
                request.query.today
            );
            await notices.stepTaken(filing, request.body, request.auth!.user);
            return ok(filing);
        }
    );
};
