import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDirectory } from '../../db/demoDirectory';
import { startTestServer, type TestServer } from '../../test/testServer';
import { evaluate } from './fhirPath';
import type { FhirResource } from './fhirTypes';
import { PROFILE } from './planNet';
import { SEARCH_PARAMETERS, type PlanNetType } from './searchParameters';

/**
 * Plan-Net 1.1.0 conformance, driven by the guide's own package (planNetPackage/) the way the
 * Inferno Plan-Net test kit is: every SHALL interaction, search parameter, chain, _include and
 * _revinclude of the guide's CapabilityStatement is asked for with a value taken from the
 * directory's own resources, and must find the resource the value came from; every resource
 * carries its profile and the profile's required elements, and the must-support elements are
 * filled wherever the directory has the data.
 */

const packageFile = (name: string) =>
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'planNetPackage', name), 'utf8')) as unknown;

interface PackageSearchParam {
    name: string;
    definition: string;
    type: string;
    extension?: { valueCode: string }[];
}
interface PackageResource {
    type: PlanNetType;
    supportedProfile: string[];
    interaction: { code: string; extension?: { valueCode: string }[] }[];
    searchParam: PackageSearchParam[];
    searchInclude?: string[];
    searchRevInclude?: string[];
}
interface PackageSearchParameter {
    url: string;
    code: string;
    base: string[];
    type: string;
    expression: string;
    target?: string[];
    chain?: string[];
}
interface ElementDefinition {
    id: string;
    path: string;
    min?: number;
    max?: string;
    mustSupport?: boolean;
}
interface Profile {
    url: string;
    type: string;
    differential: { element: ElementDefinition[] };
}

const guide = packageFile('capability-statement.json') as { rest: [{ resource: PackageResource[] }] };
const guideResources = guide.rest[0].resource;
const guideParameters = packageFile('search-parameters.json') as PackageSearchParameter[];
const parameterByUrl = new Map(guideParameters.map(parameter => [parameter.url, parameter]));
const profiles = packageFile('profiles.json') as Profile[];

const expectation = (item: { extension?: { valueCode: string }[] }) => item.extension?.[0]?.valueCode;

let server: TestServer;
/** Every public resource, gathered by paging through each type's search. */
const everything = new Map<PlanNetType, FhirResource[]>();

/** A Bundle, or any resource the API answered with (`id` when it is one). */
interface Answer {
    resourceType: string;
    id?: string;
    total: number;
    link: { relation: string; url: string }[];
    entry?: { resource: FhirResource & { issue?: { diagnostics: string }[] }; search: { mode: string } }[];
}

const get = async (url: string) => {
    const response = await server.app.inject({ url, remoteAddress: '10.20.0.1' });
    return { status: response.statusCode, body: response.json() as Answer };
};
const searchAll = async (url: string) => {
    const found: FhirResource[] = [];
    const outcomes: string[] = [];
    let next: string | undefined = url;
    while (next) {
        const { status, body } = await get(next);
        expect(status, `${next}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
        expect(body.resourceType).toBe('Bundle');
        for (const entry of body.entry ?? []) {
            if (entry.search.mode === 'match') found.push(entry.resource);
            if (entry.search.mode === 'outcome') outcomes.push(...(entry.resource.issue ?? []).map(i => i.diagnostics));
        }
        const link = body.link.find(candidate => candidate.relation === 'next')?.url;
        next = link ? link.replace(/^https?:\/\/[^/]+/, '') : undefined;
    }
    return { found, outcomes };
};

beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDirectory(server.db);
    for (const { type } of guideResources) everything.set(type, (await searchAll(`/fhir/${type}?_count=100`)).found);
}, 120_000);
afterAll(() => server.close());

/** A value of `parameter` on `resource`, in the form a search takes, as Inferno picks its values. */
const searchValueOf = (resource: FhirResource, type: string, expression: string): string | undefined => {
    const value = evaluate(resource, expression)[0];
    if (value === undefined) return undefined;
    if (type === 'reference') return (value as { reference: string }).reference;
    if (type === 'date') return typeof value === 'string' ? value : (value as { start?: string }).start;
    if (type === 'token') {
        if (typeof value === 'string') return value;
        const coding = (value as { coding?: { system: string; code: string }[] }).coding?.[0];
        const identifier = value as { system?: string; value?: string };
        return coding
            ? `${coding.system}|${coding.code}`
            : identifier.value && `${identifier.system ?? ''}|${identifier.value}`;
    }
    const texts = (item: unknown): string[] =>
        typeof item === 'string'
            ? [item]
            : item && typeof item === 'object'
              ? Object.entries(item)
                    .filter(([name]) => !['use', 'type'].includes(name))
                    .flatMap(([, inner]) => texts(inner))
              : [];
    return texts(value)[0]?.split(/[ ,]/)[0];
};

const expressionOf = (type: PlanNetType, name: string) => SEARCH_PARAMETERS[type][name]!.expression;

describe('the CapabilityStatement at /fhir/metadata', () => {
    it('promises every SHALL interaction, search parameter, include and revinclude of the guide', async () => {
        const { status, body } = await get('/fhir/metadata');
        expect(status).toBe(200);
        const ours = (body as unknown as { rest: [{ resource: PackageResource[] }] }).rest[0].resource;
        for (const theirs of guideResources) {
            const mine = ours.find(resource => resource.type === theirs.type);
            expect(mine, theirs.type).toBeDefined();
            expect(mine!.supportedProfile).toEqual(expect.arrayContaining(theirs.supportedProfile));
            const required = theirs.interaction.filter(item => expectation(item) !== 'MAY').map(item => item.code);
            expect(mine!.interaction.map(item => item.code)).toEqual(expect.arrayContaining(required));
            for (const parameter of theirs.searchParam.filter(item => expectation(item) === 'SHALL')) {
                expect(mine!.searchParam, `${theirs.type}?${parameter.name}`).toContainEqual(
                    expect.objectContaining({
                        name: parameter.name,
                        type: parameter.type,
                        definition: parameter.definition,
                    })
                );
            }
            expect(mine!.searchInclude ?? []).toEqual(expect.arrayContaining(theirs.searchInclude ?? []));
            expect(mine!.searchRevInclude ?? []).toEqual(expect.arrayContaining(theirs.searchRevInclude ?? []));
        }
    });

    it('evaluates each guide parameter by the guide’s own expression', () => {
        for (const theirs of guideResources) {
            for (const parameter of theirs.searchParam) {
                const definition = parameterByUrl.get(parameter.definition);
                if (!definition) continue;
                const mine = SEARCH_PARAMETERS[theirs.type][parameter.name];
                expect(mine, `${theirs.type}.${parameter.name}`).toMatchObject({
                    type: definition.type,
                    expression: definition.expression,
                });
            }
        }
    });
});

describe.each(guideResources.map(resource => [resource.type, resource] as const))('%s', (type, theirs) => {
    it('has resources in the demo directory', () => {
        expect(everything.get(type)!.length).toBeGreaterThan(0);
    });

    it('answers read and vread of each resource with that resource', async () => {
        const sample = everything.get(type)!.slice(0, 3);
        for (const resource of sample) {
            const read = await get(`/fhir/${type}/${resource.id}`);
            expect(read.status).toBe(200);
            expect(read.body).toEqual(resource);
            const vread = await get(`/fhir/${type}/${resource.id}/_history/${resource.meta.versionId}`);
            expect(vread.status).toBe(200);
            expect(vread.body.id).toBe(resource.id);
        }
    });

    it.each(theirs.searchParam.filter(parameter => expectation(parameter) === 'SHALL').map(p => [p.name, p] as const))(
        'answers the SHALL search ?%s= and finds the resource the value came from',
        async (name, parameter) => {
            const expression = expressionOf(type, name);
            const resource = everything
                .get(type)!
                .find(candidate => searchValueOf(candidate, parameter.type, expression));
            const value = resource ? searchValueOf(resource, parameter.type, expression)! : 'no-such-value';
            const { found, outcomes } = await searchAll(
                `/fhir/${type}?${name}=${encodeURIComponent(value)}&_count=100`
            );
            // A parameter the server did not know would be ignored and reported: each is known.
            expect(outcomes).toEqual([]);
            if (resource) {
                expect(found.map(match => match.id)).toContain(resource.id);
                // The matches satisfy the value, not the whole type.
                if (name !== '_lastUpdated') expect(found.length).toBeLessThanOrEqual(everything.get(type)!.length);
            } else {
                expect(found).toEqual([]);
            }
        }
    );

    const chains = theirs.searchParam
        .map(parameter => ({ parameter, definition: parameterByUrl.get(parameter.definition) }))
        .filter(({ definition }) => definition?.type === 'reference' && definition.chain)
        .flatMap(({ parameter, definition }) =>
            definition!.chain!.map(chain => [`${parameter.name}.${chain}`, definition!, chain] as const)
        );
    it.each(chains)('answers the chained search ?%s=', async (key, definition, chain) => {
        const targets = (definition.target ?? []) as PlanNetType[];
        let expected: { id: string; value: string } | undefined;
        for (const resource of everything.get(type)!) {
            const reference = searchValueOf(resource, 'reference', definition.expression);
            if (!reference) continue;
            const [targetType = '', targetId] = reference.split('/');
            if (!targets.includes(targetType as PlanNetType) || !SEARCH_PARAMETERS[targetType as PlanNetType][chain])
                continue;
            const target = everything.get(targetType as PlanNetType)?.find(candidate => candidate.id === targetId);
            const targetParameter = SEARCH_PARAMETERS[targetType as PlanNetType][chain]!;
            const value = target && searchValueOf(target, targetParameter.type, targetParameter.expression);
            if (value) {
                expected = { id: resource.id, value };
                break;
            }
        }
        const { found, outcomes } = await searchAll(
            `/fhir/${type}?${key}=${encodeURIComponent(expected?.value ?? 'no-such-value')}&_count=100`
        );
        expect(outcomes).toEqual([]);
        if (expected) expect(found.map(match => match.id)).toContain(expected.id);
        else expect(found).toEqual([]);
    });

    it.each((theirs.searchInclude ?? []).map(include => [include]))('answers _include=%s', async include => {
        const [, parameter = ''] = include.split(':');
        const { body } = await get(`/fhir/${type}?_include=${include}&_count=100`);
        const entries = body.entry ?? [];
        expect(entries.filter(entry => entry.search.mode === 'outcome')).toEqual([]);
        const referenced = new Set(
            entries
                .filter(entry => entry.search.mode === 'match')
                .flatMap(entry => evaluate(entry.resource, expressionOf(type, parameter)))
                .map(value => (value as { reference: string }).reference)
        );
        const included = new Set(
            entries
                .filter(entry => entry.search.mode === 'include')
                .map(entry => `${entry.resource.resourceType}/${entry.resource.id}`)
        );
        const matched = new Set(
            entries
                .filter(entry => entry.search.mode === 'match')
                .map(entry => `${entry.resource.resourceType}/${entry.resource.id}`)
        );
        for (const reference of referenced)
            expect(included.has(reference) || matched.has(reference), reference).toBe(true);
    });

    it.each((theirs.searchRevInclude ?? []).map(include => [include]))('answers _revinclude=%s', async revinclude => {
        const [source = '', parameter = ''] = revinclude.split(':');
        const referrer = everything
            .get(source as PlanNetType)!
            .find(candidate => evaluate(candidate, expressionOf(source as PlanNetType, parameter)).length > 0);
        const target = referrer
            ? (evaluate(referrer, expressionOf(source as PlanNetType, parameter))[0] as { reference: string }).reference
            : undefined;
        const [targetType, targetId] = target?.split('/') ?? [];
        const id = targetType === type ? targetId : everything.get(type)![0]!.id;
        const { body } = await get(`/fhir/${type}?_id=${id}&_revinclude=${revinclude}`);
        const entries = body.entry ?? [];
        expect(entries.filter(entry => entry.search.mode === 'outcome')).toEqual([]);
        if (referrer && targetType === type) {
            expect(entries).toContainEqual(
                expect.objectContaining({
                    search: { mode: 'include' },
                    resource: expect.objectContaining({ resourceType: source, id: referrer.id }),
                })
            );
        }
    });
});

/** The values at an element path (`Practitioner.name.given`) of a resource. */
const valuesAt = (resource: FhirResource, elementPath: string) => evaluate(resource, elementPath);

/**
 * Must-support elements no directory column feeds: the portal's tables hold no data for them,
 * so no resource has them (a server need not invent data to fill a must-support element).
 * Paths of the Network profile, an Organization, are written `Network.…`.
 */
const UNFED_MUST_SUPPORT = new Set([
    'Endpoint.contact',
    'Endpoint.contact.system',
    'Endpoint.contact.value',
    'HealthcareService.identifier.type',
    'HealthcareService.identifier.value',
    'HealthcareService.type',
    'HealthcareService.coverageArea',
    'HealthcareService.appointmentRequired',
    'HealthcareService.notAvailable',
    'HealthcareService.notAvailable.description',
    'HealthcareService.notAvailable.during',
    'HealthcareService.availableTime.availableStartTime',
    'HealthcareService.availableTime.availableEndTime',
    'HealthcareService.endpoint',
    'InsurancePlan.identifier.type',
    'InsurancePlan.identifier.assigner',
    'InsurancePlan.alias',
    'InsurancePlan.coverageArea',
    'InsurancePlan.contact.name',
    'InsurancePlan.contact.name.text',
    'InsurancePlan.endpoint',
    'InsurancePlan.plan.type',
    'InsurancePlan.plan.coverageArea',
    'Location.identifier.type',
    'Location.identifier.value',
    'Location.alias',
    'Location.description',
    'Location.type',
    'Location.telecom.system',
    'Location.telecom.value',
    'Location.position',
    'Location.partOf',
    'Location.hoursOfOperation',
    'Location.hoursOfOperation.daysOfWeek',
    'Location.hoursOfOperation.allDay',
    'Location.hoursOfOperation.openingTime',
    'Location.hoursOfOperation.closingTime',
    'Location.availabilityExceptions',
    'Location.endpoint',
    'Organization.contact',
    'Organization.contact.name',
    'Organization.contact.telecom',
    'Organization.contact.telecom.system',
    'Organization.contact.telecom.value',
    'Organization.contact.telecom.use',
    'Organization.partOf',
    'Network.identifier.type',
    'Network.contact',
    'Network.contact.name',
    'Network.contact.telecom',
    'Network.contact.telecom.system',
    'Network.contact.telecom.value',
    'OrganizationAffiliation.identifier.type',
    'OrganizationAffiliation.identifier.value',
    'OrganizationAffiliation.period',
    'OrganizationAffiliation.telecom',
    'OrganizationAffiliation.telecom.system',
    'OrganizationAffiliation.telecom.value',
    'OrganizationAffiliation.telecom.rank',
    'OrganizationAffiliation.endpoint',
    'Practitioner.telecom',
    'Practitioner.address',
    'Practitioner.qualification.identifier',
    'Practitioner.qualification.period',
    'Practitioner.qualification.issuer',
    'PractitionerRole.identifier.type',
    'PractitionerRole.identifier.value',
    'PractitionerRole.healthcareService',
    'PractitionerRole.availableTime',
    'PractitionerRole.availableTime.daysOfWeek',
    'PractitionerRole.availableTime.allDay',
    'PractitionerRole.availableTime.availableStartTime',
    'PractitionerRole.availableTime.availableEndTime',
    'PractitionerRole.notAvailable',
    'PractitionerRole.notAvailable.description',
    'PractitionerRole.notAvailable.during',
    'PractitionerRole.endpoint',
]);

describe.each(profiles.map(profile => [profile.url.split('/').at(-1)!, profile] as const))(
    'profile %s',
    (_name, profile) => {
        const ofProfile = () =>
            [...everything.values()].flat().filter(resource => resource.meta.profile.includes(profile.url));

        it('is named in meta.profile of the resources it describes, with meta.lastUpdated', () => {
            const resources = ofProfile();
            expect(resources.length).toBeGreaterThan(0);
            for (const resource of resources) {
                expect(resource.resourceType).toBe(profile.type);
                expect(Date.parse(resource.meta.lastUpdated)).not.toBeNaN();
            }
            if (profile.url === PROFILE.Network) {
                for (const network of resources) expect(valuesAt(network, 'type.coding.code')).toContain('ntwk');
            }
        });

        const elements = profile.differential.element.filter(
            element => !element.id.includes(':') && element.id.includes('.')
        );

        it('carries every element the profile requires', () => {
            for (const element of elements.filter(candidate => (candidate.min ?? 0) > 0)) {
                const parentPath = element.path.split('.').slice(0, -1).join('.');
                const last = element.path.split('.').at(-1)!;
                for (const resource of ofProfile()) {
                    const parents = parentPath === profile.type ? [resource] : valuesAt(resource, parentPath);
                    for (const parent of parents) {
                        expect(
                            (parent as Record<string, unknown>)[last],
                            `${resource.id}: ${element.path}`
                        ).toBeDefined();
                    }
                }
            }
            for (const element of elements.filter(candidate => candidate.max === '0')) {
                for (const resource of ofProfile()) expect(valuesAt(resource, element.path), element.path).toEqual([]);
            }
        });

        it('fills each must-support element the directory has data for', () => {
            const mustSupport = elements
                .filter(element => element.mustSupport && element.path !== `${profile.type}.meta.lastUpdated`)
                .map(element => element.path);
            const filled = (elementPath: string) =>
                ofProfile().some(resource => valuesAt(resource, elementPath).length > 0);
            const unfed = (elementPath: string) =>
                UNFED_MUST_SUPPORT.has(
                    profile.url === PROFILE.Network ? elementPath.replace(/^Organization/, 'Network') : elementPath
                );
            expect(mustSupport.filter(elementPath => !filled(elementPath) && !unfed(elementPath))).toEqual([]);
            // The list of elements without data stays true: none of them is filled after all.
            expect(mustSupport.filter(elementPath => filled(elementPath) && unfed(elementPath))).toEqual([]);
        });
    }
);
