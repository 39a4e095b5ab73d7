import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { en } from '../../../i18n/en';
import type { RouteContext } from '../../shared/routeContext';
import { AppError, ErrorCode } from '../../shared/errors';
import { finishHook } from '../../http/hookCompletion';
import { failureForLog } from '../../http/logging';
import { capabilityStatement } from './capabilityStatement';
import { directoryProjection } from './projection';
import { FhirError, operationOutcome, outcomeOf, type Issue } from './outcome';
import { accuracyPolicy } from '../directoryAccuracy';
import { parseCount, parseCursor, type Cursor } from './paging';
import { parseIncludes, resolveCriteria, searchCriteria, type Query } from './search';
import { chainResolver, includedIn, pageOf, readResource, totalOf, type StoredResource } from './store';
import { PLAN_NET_TYPES, type PlanNetType } from './searchParameters';

/**
 * The public provider directory as a FHIR R4 API under `/fhir` (Da Vinci PDex Plan-Net 1.1.0):
 * no account and no token, read-only, `application/fhir+json`. Every answer — refusals
 * included — is FHIR (an OperationOutcome when refused), readable from any origin, and counted
 * against a request budget per address, shared by the servers through Redis when there is one.
 */

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
/** On every answer of the directory: readable from any origin, by pages of other sites and apps too. */
const DIRECTORY_HEADERS = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag, Last-Modified, Location, Content-Location, Retry-After',
    'cross-origin-resource-policy': 'cross-origin',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
};

/** The release of the API's behaviour that the CapabilityStatement names. */
const SOFTWARE_VERSION = '1.0.0';

const isPlanNetType = (type: string): type is PlanNetType => (PLAN_NET_TYPES as readonly string[]).includes(type);

/** A weak validator of an answer's bytes: the same answer, the same tag. */
const tagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const notModified = (request: FastifyRequest, etag: string) =>
    String(request.headers['if-none-match'] ?? '')
        .split(',')
        .map(tag => tag.trim())
        .some(tag => tag === etag || tag === '*' || tag === etag.slice(2));

const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: object | string,
    options: { etag?: string; lastModified?: string | number; status?: number } = {}
) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const etag = options.etag ?? tagOf(text);
    reply.header('content-type', FHIR_JSON).header('etag', etag);
    if (options.lastModified) reply.header('last-modified', new Date(options.lastModified).toUTCString());
    if ((options.status ?? 200) === 200 && notModified(request, etag)) return reply.status(304).send();
    return reply.status(options.status ?? 200).send(text);
};

const refuse = (reply: FastifyReply, request: FastifyRequest, error: FhirError) =>
    reply
        .status(error.status)
        .header('content-type', FHIR_JSON)
        .send(JSON.stringify(outcomeOf(error, request.t)));

const resourceKey = (type: string, id: string) => `${type}/${id}`;

export const publicDirectoryRoutes: FastifyPluginAsync<RouteContext> = async (app, { config, database, budgets }) => {
    const upToDate = directoryProjection(
        database,
        {
            name: en.app.title[config.profile],
            phone: config.supportPhone,
            email: config.contactEmail,
        },
        // Read once at start, so that a mistyped grace stops the server instead of every search.
        accuracyPolicy()
    );
    const startedAt = new Date().toISOString();
    const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/fhir`;

    const budget = { max: config.requestsPerMinute.perAddress, windowMinutes: 1 };
    const takeBudget = (request: FastifyRequest) =>
        budget.max === 0 ? undefined : budgets.take(request, `fhir|${request.ip}`, budget, false);
    // A callback hook: a request whose budget is counted in this process waits for nothing, and an
    // async hook costs a promise on every request.
    app.addHook('onRequest', (request, reply, done) => {
        reply.headers(DIRECTORY_HEADERS);
        finishHook(done, takeBudget, request);
    });

    app.setErrorHandler((error, request, reply) => {
        if (error instanceof FhirError) return refuse(reply, request, error);
        if (error instanceof AppError && error.code === ErrorCode.tooManyAttempts) {
            const retryAt = String((error.data as { retryAt?: string } | undefined)?.retryAt ?? '');
            const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
            reply.header('retry-after', String(seconds));
            return refuse(reply, request, new FhirError(429, 'throttled', 'fhir.tooManyRequests', { retryAt }));
        }
        request.log.error({ failure: failureForLog(error) }, 'unexpected failure');
        return refuse(reply, request, new FhirError(500, 'exception', 'fhir.unexpected'));
    });

    const hidden = { schema: { hide: true } };

    app.options('/*', hidden, async (request, reply) =>
        reply
            .status(204)
            .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
            .header(
                'access-control-allow-headers',
                String(request.headers['access-control-request-headers'] ?? 'Accept, If-None-Match, If-Modified-Since')
            )
            .header('access-control-max-age', '86400')
            .send()
    );
    app.route({
        method: ['POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        ...hidden,
        handler: async request => {
            throw new FhirError(405, 'not-supported', 'fhir.readOnly', { method: request.method });
        },
    });

    // The base itself and any other path, long ids included (longer than a route parameter may be): nothing there.
    const nothingThere = async (request: FastifyRequest) => {
        throw new FhirError(404, 'not-found', 'fhir.unknownPath', { path: request.url.split('?')[0]!.slice(0, 100) });
    };
    app.get('/', hidden, nothingThere);
    app.get('/*', hidden, nothingThere);

    app.get('/metadata', hidden, async (request, reply) =>
        send(request, reply, capabilityStatement(baseOf(request), SOFTWARE_VERSION, startedAt))
    );

    const typeOf = (type: string): PlanNetType => {
        if (!isPlanNetType(type)) {
            throw new FhirError(404, 'not-supported', 'fhir.unknownType', { type, types: PLAN_NET_TYPES.join(', ') });
        }
        return type;
    };

    const current = async (type: string, id: string) => {
        const resourceType = typeOf(type);
        const key = resourceKey(resourceType, id);
        if (!FHIR_ID.test(id)) throw new FhirError(404, 'not-found', 'fhir.notFound', { resource: key });
        await upToDate();
        const stored = await readResource(database.db, resourceType, id);
        if (stored?.state === 'public') return { key, ...stored };
        if (stored?.state === 'gone') throw new FhirError(410, 'deleted', 'fhir.gone', { resource: key });
        throw new FhirError(404, 'not-found', 'fhir.notFound', { resource: key });
    };

    const sendResource = (
        request: FastifyRequest,
        reply: FastifyReply,
        resource: { json: string; versionId: string; lastUpdated: number }
    ) =>
        send(request, reply, resource.json, {
            etag: `W/"${resource.versionId}"`,
            lastModified: resource.lastUpdated,
        });

    app.get<{ Params: { type: string; id: string } }>('/:type/:id', hidden, async (request, reply) =>
        sendResource(request, reply, await current(request.params.type, request.params.id))
    );

    app.get<{ Params: { type: string; id: string; version: string } }>(
        '/:type/:id/_history/:version',
        hidden,
        async (request, reply) => {
            const resource = await current(request.params.type, request.params.id);
            if (resource.versionId !== request.params.version) {
                throw new FhirError(404, 'not-found', 'fhir.versionNotFound', {
                    resource: resource.key,
                    version: request.params.version,
                    current: resource.versionId,
                });
            }
            return sendResource(request, reply, resource);
        }
    );

    app.get<{ Params: { type: string }; Querystring: Query }>('/:type', hidden, async (request, reply) => {
        const type = typeOf(request.params.type);
        const query = request.query;
        const single = (name: string) => {
            const value = query[name];
            return Array.isArray(value) ? value.at(-1) : value;
        };
        const count = parseCount(single('_count'));
        const cursor = parseCursor(single('_cursor'));
        const list = (name: string) => [query[name] ?? []].flat().filter(value => value !== '');
        const includes = parseIncludes(type, 'include', list('_include'));
        const revincludes = parseIncludes(type, 'revinclude', list('_revinclude'));
        const summaryCount = single('_summary') === 'count';

        const result = searchCriteria(type, query);
        await upToDate();
        const criteria = await resolveCriteria(result, chainResolver(database.db));
        const [page, total] = await Promise.all([
            pageOf(database.db, type, criteria, summaryCount ? 0 : count, cursor),
            totalOf(database.db, type, criteria),
        ]);
        const extra = await includedIn(database.db, page.items, includes.accepted, revincludes.accepted);

        const base = baseOf(request);
        const linkTo = (at: Cursor | undefined) => {
            const parameters = new URLSearchParams(result.applied);
            for (const value of list('_include'))
                if (!includes.ignored.includes(value)) parameters.append('_include', value);
            for (const value of list('_revinclude')) {
                if (!revincludes.ignored.includes(value)) parameters.append('_revinclude', value);
            }
            if (summaryCount) parameters.set('_summary', 'count');
            parameters.set('_count', String(count));
            if (at) parameters.set('_cursor', `${at.direction}:${at.id}`);
            return `${base}/${type}?${parameters.toString()}`;
        };
        const issues: Issue[] = [
            ...result.ignored.map(parameter => ({
                severity: 'warning' as const,
                code: 'not-supported' as const,
                diagnostics: request.t('fhir.ignoredParameter', { parameter }),
            })),
            ...[
                ...includes.ignored.map(value => ['_include', value]),
                ...revincludes.ignored.map(value => ['_revinclude', value]),
            ].map(([parameter, value]) => ({
                severity: 'warning' as const,
                code: 'not-supported' as const,
                diagnostics: request.t('fhir.ignoredInclude', { parameter: parameter!, value: value! }),
            })),
        ];
        // The stored resources are sent as the text they were stored as: the Bundle is written around them.
        const entry = (resource: StoredResource, mode: 'match' | 'include') =>
            `{"fullUrl":${JSON.stringify(`${base}/${resource.type}/${resource.id}`)},"resource":${resource.json},"search":{"mode":"${mode}"}}`;
        const entries = [
            ...page.items.map(resource => entry(resource, 'match')),
            ...extra.map(resource => entry(resource, 'include')),
            ...(issues.length > 0
                ? [JSON.stringify({ resource: operationOutcome(issues), search: { mode: 'outcome' } })]
                : []),
        ];
        const links = [
            { relation: 'self', url: linkTo(cursor) },
            ...(page.next ? [{ relation: 'next', url: linkTo(page.next) }] : []),
            ...(page.previous ? [{ relation: 'previous', url: linkTo(page.previous) }] : []),
        ];
        const rest = `"type":"searchset","total":${total},"link":${JSON.stringify(links)}${entries.length > 0 ? `,"entry":[${entries.join(',')}]` : ''}}`;
        // The time of the answer is no part of what it says: the tag covers the rest.
        const etag = tagOf(`{"resourceType":"Bundle",${rest}`);
        const meta = JSON.stringify({ lastUpdated: new Date().toISOString() });
        return send(request, reply, `{"resourceType":"Bundle","meta":${meta},${rest}`, { etag });
    });
};
