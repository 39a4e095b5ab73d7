import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { startTestServer, type TestServer } from '../../test/testServer';
import { PLAN_NET_TYPES, SEARCH_PARAMETERS } from './searchParameters';

/**
 * Hostile searches and reads of the FHIR API (it is outside the OpenAPI description, so the
 * API-wide fuzzing does not reach it): whatever the parameters, modifiers, chains and values, no
 * answer is a 5xx, and every answer is FHIR JSON — a Bundle, a resource or an OperationOutcome.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500) / 5;

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDirectory(server.db);
}, 120_000);
afterAll(() => server.close());

const HOSTILE = [
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '𝕏😀中文',
    '1e309',
    'gt',
    'ge2024-13-45',
    'lt2024-02-30T25:61:00Z',
    'eq',
    '|',
    '||',
    ',,,',
    '\\,',
    'Organization/',
    'http://x/Organization/a',
    'after:',
    'before:role-1',
    'after:' + 'x'.repeat(70),
    '-1',
    '101',
    'true',
    '*',
    'a'.repeat(3000),
];

const names = PLAN_NET_TYPES.flatMap(type => Object.keys(SEARCH_PARAMETERS[type]));
const parameter = fc.oneof(
    fc.constantFrom(...names, '_count', '_cursor', '_include', '_revinclude', '_summary', '_sort', '_has'),
    fc
        .tuple(
            fc.constantFrom(...names),
            fc.constantFrom(':exact', ':contains', ':text', ':missing', ':below', ':Location', ':'),
            fc.constantFrom('', '.name', '.address-postalcode', '.nope', '.location.address', '..')
        )
        .map(parts => parts.join('')),
    fc.string({ maxLength: 20 })
);
const value = fc.oneof(
    fc.constantFrom(...HOSTILE),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('Raman', '02134', '207Q00000X', 'ntwk')
);
const search = fc.record({
    type: fc.oneof(fc.constantFrom(...PLAN_NET_TYPES), fc.constantFrom('Patient', 'metadata', '_history', '')),
    parameters: fc.array(fc.tuple(parameter, value), { maxLength: 6 }),
    id: fc.option(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 70 })), { nil: undefined }),
});

it('answers every hostile search and read with FHIR and never with a 5xx', async () => {
    let requests = 0;
    await fc.assert(
        fc.asyncProperty(search, async ({ type, parameters, id }) => {
            const query = parameters
                .map(([name, text]) => `${encodeURIComponent(name)}=${encodeURIComponent(text)}`)
                .join('&');
            const url = `/fhir/${encodeURIComponent(type)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}?${query}`;
            const response = await server.app.inject({
                url,
                remoteAddress: `10.40.${requests % 250}.${++requests % 250}`,
            });
            expect(response.statusCode, url).toBeLessThan(500);
            expect(response.headers['content-type'], url).toMatch(/^application\/fhir\+json/);
            const body = response.json();
            expect(typeof body.resourceType, url).toBe('string');
            if (response.statusCode >= 400) expect(body.resourceType, url).toBe('OperationOutcome');
        }),
        { numRuns: REQUESTS }
    );
}, 300_000);
