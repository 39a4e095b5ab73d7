import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLAIM_DESKS } from '../../../common/claims/desks';
import type { RouteContext } from '../../shared/routeContext';
import { cargoFilingRoutes } from './cargoFilingRoutes';
import { disputeRoutes } from './disputeRoutes';
import { documentRequestRoutes } from './documentRequestRoutes';
import { documentRoutes } from './documentRoutes';
import type { DocumentDesk } from './documentStore';

export { listDocumentRequests } from './documentRequests';

/**
 * Claim actions: what people do about a claim beyond looking at it. Documents on the claims of
 * both desks; on the healthcare desk, disputes of an adjudication and the plan's requests for documents;
 * on the cargo desk, the forwarder's filing with its deadlines.
 */
export const claimActionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
    const { config } = context;
    const desk = CLAIM_DESKS[config.profile];
    const documents: DocumentDesk = {
        desk,
        profile: config.profile,
        limits: config.claimDocuments,
    };
    await app.register(documentRoutes, { ...context, documents });
    if (config.profile === 'healthcare') {
        await app.register(disputeRoutes, { ...context, disputes: { desk, dueDays: config.disputeDueDays } });
        await app.register(documentRequestRoutes, { ...context, desk });
    } else {
        await app.register(cargoFilingRoutes, { ...context, desk });
    }
};
