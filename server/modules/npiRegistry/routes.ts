import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { npiEntrySchema, npiQuery } from '../../../common/contract/account';
import { errorResponses, okSchema } from '../../../common/contract/envelope';
import { ok } from '../../http/envelope';
import type { RouteContext } from '../../shared/routeContext';
import { describeEntry, findNpi } from './registry';

/**
 * The NPI lookup of the registration page: public, so budgeted per address, and answering only
 * what registration shows for confirmation.
 */
export const npiRegistryRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    app.get(
        '/api/user/npiFind',
        {
            config: { access: 'public', budget: { max: 60, windowMinutes: 1 } },
            schema: {
                tags: ['account'],
                summary: 'Look up an NPI in the registry',
                description:
                    'Checks the format and the check digit, then the NPI registry. Answers name, credential, primary taxonomy and practice address.',
                querystring: npiQuery,
                response: { 200: okSchema(npiEntrySchema), ...errorResponses(400, 404, 429) },
            },
        },
        async request => ok(describeEntry(await findNpi(context.database.db, request.query.providerId)))
    );
};
