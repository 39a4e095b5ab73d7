import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClaimDesk } from '../../../common/claims/desks';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import {
    cargoFilingDayQuery,
    cargoFilingInput,
    cargoFilingQuery,
    cargoFilingSchema,
} from '../../../common/contract/claimActions';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../routes/context';
import { fileCargoClaim, readCargoFiling } from './cargoFilings';

/** Cargo filings: the forwarder files its claim and sees the deadlines that apply to it. */
export const cargoFilingRoutes: FastifyPluginAsyncZod<RouteContext & { desk: ClaimDesk }> = async (
    app,
    { database, desk }
) => {
    const { db } = database;
    const access = (action: string) => ({ access: { screen: CLAIM_QUERY_PATH, action } as const });
    const answer =
        'Answers the filing with its deadlines (each with its last day, days left and state: waiting, open, ' +
        'due_soon, last_day — still in time — or passed) and the checklist of documents by mode and event.';

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
            ok(await fileCargoClaim(db, desk, request.auth!.user, request.body, request.origin, request.query.today))
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
};
