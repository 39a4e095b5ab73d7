import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryRowSchema, rowParams } from '../../../common/contract/directory';
import {
    confirmListingsSchema,
    listingCampaignSchema,
    phoneVerificationSchema,
    publicationHoldSchema,
    reminderOpenQuery,
} from '../../../common/contract/directoryAccuracy';
import { errorResponses } from '../../../common/contract/envelope';
import { EDIT_TABLE_PATH, MY_LISTING_PATH } from '../../../common/routes';
import type { RouteContext } from '../../shared/routeContext';
import { tableFor } from '../directory';
import { confirmListings } from '../directory';
import { listingCampaign, openReminder, recordPhoneVerification, setPublicationHold } from './listingVerification';
import { REMINDER_LINK_PATH } from './reminders';

/**
 * "My listing" relative to the reminder's link, so that it stays on the host and under the path the
 * reader came by (PUBLIC_URL may hold a path, a proxy another host name).
 */
const MY_LISTING_FROM_LINK = `${'../'.repeat(REMINDER_LINK_PATH.split('/').length - 2)}#${MY_LISTING_PATH}`;

/** Following a reminder's link, per address: generous for a person, tight for a guesser. */
const OPEN_BUDGET = { max: 30, windowMinutes: 10 };

/** The verification clock's endpoints: staff's phone verification, holds and campaign view; the reminder link. */
export const directoryAccuracyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    const { db } = database;
    const rowPath = '/api/directory/tables/:tableId/rows/:id';

    app.post(
        `${rowPath}/phoneVerification`,
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'verifyRows' } },
            schema: {
                tags: ['directory'],
                summary: 'Record a verification by phone',
                description:
                    'Staff confirmed the listing with the provider by phone: last verified now, by the caller, method ' +
                    '`phone`, with the note. Audited as `directory.rowVerify`.',
                params: rowParams,
                body: phoneVerificationSchema,
                response: { 200: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return recordPhoneVerification(
                db,
                request.auth!.user,
                request.origin,
                table,
                request.params.id,
                request.body.note
            );
        }
    );

    app.put(
        `${rowPath}/publicationHold`,
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'holdPublication' } },
            schema: {
                tags: ['directory'],
                summary: 'Keep the listing public while overdue',
                description:
                    'The listing stays in the public directory although its verification is overdue, for the reason ' +
                    'given, until the hold is released. Audited as `directory.publicationHold`.',
                params: rowParams,
                body: publicationHoldSchema,
                response: { 200: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            const { user } = request.auth!;
            return setPublicationHold(db, user, request.origin, table, request.params.id, request.body.reason);
        }
    );

    app.delete(
        `${rowPath}/publicationHold`,
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'holdPublication' } },
            schema: {
                tags: ['directory'],
                summary: 'Release the publication hold',
                description:
                    'The listing follows its verification clock again (withdrawn at once when overdue). ' +
                    'Audited as `directory.publicationRelease`; 409 when it is not held.',
                params: rowParams,
                response: { 200: directoryRowSchema, ...errorResponses(401, 403, 404, 409) },
            },
        },
        async request => {
            const table = await tableFor(db, request, request.params.tableId, 'edit');
            return setPublicationHold(db, request.auth!.user, request.origin, table, request.params.id, null);
        }
    );

    app.get(
        `${rowPath}/campaign`,
        {
            config: { access: { screen: EDIT_TABLE_PATH, action: 'rowHistory' } },
            schema: {
                tags: ['directory'],
                summary: "A listing's verification campaign",
                description:
                    'The reminders sent for the listing (to whom, when, at which threshold, whether the link was ' +
                    'followed) and each withdrawal from the public directory, newest first.',
                params: rowParams,
                response: { 200: listingCampaignSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request =>
            listingCampaign(db, await tableFor(db, request, request.params.tableId, 'view'), request.params.id)
    );

    app.post(
        '/api/directory/myListing/confirm',
        {
            config: { access: { screen: MY_LISTING_PATH, action: 'confirm' } },
            schema: {
                tags: ['directory'],
                summary: 'Confirm several own listings at once',
                description:
                    'After review, every listing named is verified now by the caller, or none when one is not a ' +
                    "listing of the caller's NPI (403).",
                body: confirmListingsSchema,
                response: { 200: z.array(directoryRowSchema), ...errorResponses(400, 401, 403, 404) },
            },
        },
        async request =>
            confirmListings(
                db,
                request.auth!.user,
                request.origin,
                request.auth!.user.providerId,
                request.body.listings
            )
    );

    app.get(
        REMINDER_LINK_PATH,
        {
            config: { access: 'public', budget: OPEN_BUDGET },
            schema: {
                tags: ['directory'],
                summary: "A reminder's link",
                description:
                    'Marks the reminder opened (the first time) and sends the reader to "My listing", where it signs ' +
                    'in if it has not. An unknown token leads there too, marking nothing.',
                querystring: reminderOpenQuery,
                response: { 303: z.null() },
            },
        },
        async (request, reply) => {
            await openReminder(db, request.query.token);
            return reply.redirect(MY_LISTING_FROM_LINK, 303);
        }
    );
};
