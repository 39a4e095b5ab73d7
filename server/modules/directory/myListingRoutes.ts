import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryRowSchema, listingSchema, rowParams, rowUpdateSchema } from '../../../common/contract/directory';
import { errorResponses } from '../../../common/contract/envelope';
import { MY_LISTING_PATH } from '../../../common/routes';
import { confirmListing, correctListing, myListings } from './directoryListing';
import type { RouteContext } from '../../shared/routeContext';

/** A provider's own directory listing: see it, correct it, confirm it is accurate. */
export const myListingRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database }) => {
    const { db } = database;

    app.get(
        '/api/directory/myListing',
        {
            config: { access: { screen: MY_LISTING_PATH, action: 'list' } },
            schema: {
                tags: ['directory'],
                summary: "The caller's own listing",
                description:
                    "Per table with an NPI column, the live rows holding the caller's NPI; empty without an NPI.",
                response: { 200: z.array(listingSchema), ...errorResponses(401, 403) },
            },
        },
        async request => myListings(db, request.auth!.user.providerId)
    );

    app.put(
        '/api/directory/myListing/:tableId/:id',
        {
            config: { access: { screen: MY_LISTING_PATH, action: 'correct' } },
            schema: {
                tags: ['directory'],
                summary: 'Correct the own listing',
                description:
                    'Only columns the table lets providers edit (others answer 403 naming the column), only rows of the ' +
                    "caller's NPI (403). `version` as for any row edit: a stale one answers 409 with `data.current`.",
                params: rowParams,
                body: rowUpdateSchema,
                response: { 200: directoryRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
            },
        },
        async request =>
            correctListing(
                db,
                request.auth!.user,
                request.origin,
                request.auth!.user.providerId,
                request.params.tableId,
                request.params.id,
                request.body
            )
    );

    app.post(
        '/api/directory/myListing/:tableId/:id/confirm',
        {
            config: { access: { screen: MY_LISTING_PATH, action: 'confirm' } },
            schema: {
                tags: ['directory'],
                summary: 'Confirm the own listing is accurate',
                description: "Sets last verified to now, by the caller. Only rows of the caller's NPI (403 otherwise).",
                params: rowParams,
                response: { 200: directoryRowSchema, ...errorResponses(401, 403, 404) },
            },
        },
        async request =>
            confirmListing(
                db,
                request.auth!.user,
                request.origin,
                request.auth!.user.providerId,
                request.params.tableId,
                request.params.id
            )
    );
};
