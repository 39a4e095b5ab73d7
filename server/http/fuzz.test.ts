import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';

/**
 * Bad input on every operation of the API description, as a stranger, as each role and as an
 * admin: no answer is a 5xx, every refusal is the error envelope with a message, and a refused
 * request changes no data (a digest of every table, taken after each write and before the next
 * write for the reads in between, stays the same; an accepted write sets a new reference).
 * 10,000 requests on the embedded database; 3,000 on PostgreSQL, where the same run repeats the
 * check on the other driver (FUZZ_REQUESTS overrides both).
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (process.env.TEST_DB === 'postgres' ? 3_000 : 10_000));

/** Written by refusals on purpose (the audit trail, the sign-in attempts the throttle counts). */
const BOOKKEEPING = new Set(['audit_log', 'sign_in_attempts']);
/** Columns a request may touch without changing anything (the session's last use). */
const TOUCHED_COLUMNS = ['last_seen_at'];

interface Operation {
    method: string;
    path: string;
    query: { name: string; required: boolean }[];
    body?: { properties: string[]; required: string[] };
}

interface FuzzRequest {
    caller: number;
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
}

const HOSTILE_STRINGS = [
    "' OR 1=1 --",
    "'; drop table users; --",
    '" OR ""="',
    '1; select pg_sleep(5)',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    'a\u0000b',
    '\u202e\u200b\ufeff',
    '𝕏😀中文الْعَرَبِيَّة',
    '{{7*7}}${7*7}',
    '\r\nSet-Cookie: x=1',
    'null',
    'undefined',
    '-1',
    '1e309',
    'NaN',
    '[]',
    '{}',
];

const hostileString = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 4 },
    { arbitrary: fc.integer({ min: 300, max: 300_000 }).map(length => 'x'.repeat(length)), weight: 1 }
);

/** A value of the wrong kind for whatever a field expects. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>(tie => ({
    value: fc.oneof(
        { depthSize: 'small' },
        hostileString,
        fc.constantFrom(null, true, false, 0, -1, 2 ** 31, -(2 ** 63), 1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', '$where')), tie('value'), {
            maxKeys: 3,
        })
    ),
})).value;

const operationsOf = (document: OpenAPIV3_1.Document): Operation[] => {
    const schemas = document.components?.schemas ?? {};
    const resolve = (schema: unknown) => {
        const ref = (schema as { $ref?: string } | undefined)?.$ref;
        return (ref ? schemas[ref.split('/').pop()!] : schema) as OpenAPIV3_1.SchemaObject | undefined;
    };
    return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap(method => {
            const operation = item?.[method];
            if (!operation) return [];
            const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
            const bodySchema = resolve(
                (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json']
                    ?.schema
            );
            return [
                {
                    method: method.toUpperCase(),
                    path,
                    query: parameters
                        .filter(p => p.in === 'query')
                        .map(p => ({ name: p.name, required: Boolean(p.required) })),
                    body: bodySchema
                        ? { properties: Object.keys(bodySchema.properties ?? {}), required: bodySchema.required ?? [] }
                        : undefined,
                },
            ];
        })
    );
};

const queryValue = fc.oneof(
    hostileString,
    hostileValue.map(value => JSON.stringify(value) ?? ''),
    fc.uuid(),
    fc.constant('')
);

/** One bad request to `operation`: path, query and body each possibly broken. */
const requestTo = (operation: Operation, callers: number): fc.Arbitrary<FuzzRequest> => {
    const path = fc
        .tuple(...(operation.path.match(/\{[^}]+\}/g) ?? []).map(() => fc.oneof(fc.uuid(), hostileString)))
        .map(values => {
            let url = operation.path;
            for (const value of values) url = url.replace(/\{[^}]+\}/, encodeURIComponent(value));
            return url;
        });
    const query = fc
        .tuple(
            fc.subarray(operation.query.map(parameter => parameter.name)),
            fc.array(
                fc.tuple(fc.oneof(hostileString, fc.constantFrom('token', 'filter', 'range', 'sort')), queryValue),
                { maxLength: 2 }
            )
        )
        .chain(([names, extra]) =>
            fc
                .tuple(
                    ...names.map(name =>
                        fc
                            .array(queryValue, { minLength: 1, maxLength: 2 })
                            .map(values => values.map(value => [name, value]))
                    )
                )
                .map(pairs => new URLSearchParams([...pairs.flat(), ...extra] as [string, string][]).toString())
        );
    const fields = operation.body?.properties ?? [];
    const jsonBody = fc.oneof(
        // The declared fields, each missing or of the wrong kind, plus unexpected ones.
        fc
            .tuple(fc.subarray(fields), fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }))
            .chain(([present, extra]) =>
                fc
                    .tuple(...present.map(() => hostileValue))
                    .map(values => ({ ...extra, ...Object.fromEntries(present.map((name, i) => [name, values[i]])) }))
            ),
        hostileValue
    );
    const body = fc.oneof(
        jsonBody.map(value => ({ type: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
        fc
            .constantFrom('{', '{"a":', '[1,2', '{"a":1}}', '\u0000', '', 'null')
            .map(payload => ({ type: 'application/json', payload })),
        fc
            .tuple(
                fc.constantFrom(
                    'text/plain',
                    'application/xml',
                    'multipart/form-data; boundary=x',
                    'application/x-www-form-urlencoded'
                ),
                hostileString
            )
            .map(([type, payload]) => ({ type, payload })),
        fc.constant(undefined)
    );
    return fc
        .tuple(
            fc.integer({ min: 0, max: callers }),
            path,
            query,
            operation.method === 'GET' ? fc.constant(undefined) : body,
            fc.constantFrom('en', 'zh', 'es', 'ja', '*', 'xx-invalid')
        )
        .map(([caller, url, search, content, language]) => ({
            caller,
            method: operation.method,
            url: search ? `${url}?${search}` : url,
            headers: { 'accept-language': language, ...(content ? { 'content-type': content.type } : {}) },
            payload: content?.payload,
        }));
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const parsed = (body: string): { code?: unknown; message?: unknown; success?: unknown } => {
    try {
        return JSON.parse(body) ?? {};
    } catch {
        return {};
    }
};

describe('every operation of the API under bad input', () => {
    let server: TestServer;
    let document: OpenAPIV3_1.Document;
    const tokens: (string | undefined)[] = [undefined];
    const usernames = ['admin', 'provider', 'healthplan', 'pharma'];
    let digestQuery: ReturnType<typeof sql.raw>;

    beforeAll(async () => {
        // The general budgets would answer most of the run with 429: every request comes from one process.
        server = await startTestServer({
            env: { REQUESTS_PER_MINUTE_PER_ADDRESS: '0', REQUESTS_PER_MINUTE_PER_SESSION: '0' },
        });
        document = (await server.app.inject('/api/openapi.json')).json();
        for (const username of usernames) tokens.push(await server.login(username));
        const tables = rowsOf<{ name: string }>(
            await server.db.execute(
                sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`
            )
        )
            .map(row => row.name)
            .filter(name => !BOOKKEEPING.has(name));
        // Every write leaves its transaction id on the rows it writes: their sum and the row count
        // change with any insert, update or delete. Sessions are compared by content instead, as
        // a request may note a session's last use.
        const content = `md5(coalesce(string_agg(md5((to_jsonb(t) ${TOUCHED_COLUMNS.map(column => `- '${column}'`).join(' ')})::text), '' order by t.id), ''))`;
        digestQuery = sql.raw(
            tables
                .map(name =>
                    name === 'sessions'
                        ? `select '${name}' as name, ${content} as digest from "${name}" t`
                        : `select '${name}' as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as digest from "${name}"`
                )
                .join(' union all ')
        );
    });
    afterAll(() => server?.close());

    const digest = async () =>
        Object.fromEntries(
            rowsOf<{ name: string; digest: string }>(await server.db.execute(digestQuery)).map(row => [
                row.name,
                row.digest,
            ])
        );

    // Ten thousand requests and their digests take one to two minutes on an idle two-core machine.
    it(
        `answers ${REQUESTS.toLocaleString('en')} generated requests without a 5xx, refusing with the envelope and changing nothing`,
        { timeout: 900_000 },
        async () => {
            const operations = operationsOf(document);
            expect(operations.length).toBeGreaterThan(20);
            const request = fc.oneof(...operations.map(operation => requestTo(operation, usernames.length)));
            let reference = await digest();
            /** Reads since the last digest: checked together, before the next write or at the end. */
            let readsSince: string[] = [];
            const unchanged = async (what: string) => {
                const now = await digest();
                const changed = Object.keys(now).filter(table => now[table] !== reference[table]);
                if (changed.length > 0) throw new Error(`${what} changed ${changed.join(', ')}`);
            };
            const started = Date.now();
            const seen = { requests: 0, refused: 0, accepted: 0, byStatus: new Map<number, number>() };

            const result = await fc.check(
                fc.asyncProperty(request, fc.ipV4(), async (fuzz, address) => {
                    // The account and session endpoints answer GET too (the links of their e-mails,
                    // sign-out): they may write. Every other GET is a read.
                    const reading = fuzz.method === 'GET' && !fuzz.url.startsWith('/api/user/');
                    if (!reading && readsSince.length > 0) {
                        await unchanged(`one of these reads: ${readsSince.join(' | ')}`);
                        readsSince = [];
                    }
                    const token = tokens[fuzz.caller];
                    const response = await server.app.inject({
                        method: fuzz.method as 'GET',
                        url: fuzz.url,
                        headers: { ...fuzz.headers, ...(token ? { 'x-token': token } : {}) },
                        payload: fuzz.payload,
                        // Each from an address of its own, so that the per-address budgets do not answer everything.
                        remoteAddress: address,
                    });
                    seen.requests++;
                    seen.byStatus.set(response.statusCode, (seen.byStatus.get(response.statusCode) ?? 0) + 1);
                    const where = `${fuzz.method} ${fuzz.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
                    if (response.statusCode >= 500) throw new Error(`a server error: ${where}`);
                    const refused = response.statusCode >= 400;
                    if (refused) {
                        seen.refused++;
                        const body = parsed(response.body);
                        const envelope =
                            typeof body.code === 'number' &&
                            typeof body.message === 'string' &&
                            /\S/.test(body.message) &&
                            body.success === false;
                        if (!envelope) throw new Error(`a refusal without the envelope: ${where}`);
                    } else {
                        seen.accepted++;
                    }
                    // Reads change nothing, refused or not: a digest after each of them would double the run's time.
                    if (reading) readsSince.push(where.slice(0, 160));
                    else if (refused) await unchanged(`a refused request: ${where}`);
                    else reference = await digest();
                    // A session ended by an accepted request (sign-out, a password change) is opened again.
                    if (token && response.statusCode === 401) {
                        const still = await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } });
                        if (still.statusCode === 401) {
                            if (readsSince.length > 0) await unchanged(`one of these reads: ${readsSince.join(' | ')}`);
                            readsSince = [];
                            tokens[fuzz.caller] = await server.login(usernames[fuzz.caller - 1]!);
                            reference = await digest();
                        }
                    }
                }),
                { numRuns: REQUESTS, endOnFailure: true }
            );
            if (!result.failed && readsSince.length > 0)
                await unchanged(`one of these reads: ${readsSince.join(' | ')}`);
            // The failing request in a sentence (the counterexample itself may hold a 300 kB string).
            if (result.failed)
                throw new Error(`${(result.errorInstance as Error | undefined)?.message} (seed ${result.seed})`);
            console.log(
                `fuzz: ${seen.requests} requests on ${operations.length} operations in ${Math.round((Date.now() - started) / 1000)} s, ${seen.refused} refused, ${seen.accepted} accepted; statuses ${[
                    ...seen.byStatus,
                ]
                    .sort(([a], [b]) => a - b)
                    .map(([status, count]) => `${status}×${count}`)
                    .join(' ')}`
            );
            expect(seen.requests).toBeGreaterThanOrEqual(REQUESTS);
        }
    );
});
