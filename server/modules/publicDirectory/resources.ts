import { createHash } from 'node:crypto';
import { displayValue, taxonomyDescription, type CellValue, type RowValues } from '../../../common/directory/values';
import { CODE_SYSTEM, EXTENSION, PROFILE } from './planNet';
import { concept, referenceTo, type FhirResource, type Reference } from './fhirTypes';

/**
 * The Plan-Net resources made from the published rows of the directory tables. A table feeds the
 * resources of its template: a practitioner row a Practitioner and its PractitionerRole; a pharmacy
 * row an Organization, a HealthcareService and an OrganizationAffiliation with its networks; an
 * organization row an Organization (and its affiliation); a location row a Location; a network row
 * a Network and its InsurancePlan. What rows name is resolved: a practice by its name, a place by its
 * address, a network by its name — to the row of that name or address when there is one, otherwise
 * to a resource made from the name or address itself, shared by every row that names it.
 * Only the columns named here leave the server, and only when the row's table has them.
 */

/** A published row as the projection reads it. */
export interface SourceRow {
    id: number;
    template: string;
    /** The columns its table has: a value counts only under a column the table still defines. */
    columns: ReadonlySet<string>;
    values: RowValues;
    updatedAt: Date;
    /** When the listing was last attested as true, if ever. */
    verifiedAt: Date | null;
    /** The organisation the row belongs to (a health plan, of its networks); none: the publisher's. */
    owner?: RowOwner;
}

/** An organisation record as the directory names it: the payer that owns and runs a network. */
export interface RowOwner {
    id: string;
    name: string;
    updatedAt: Date;
}

/**
 * This server's own extension (Plan-Net has no element for it): the day a listing was last
 * attested as true, which members are told next to the listing.
 */
export const LAST_VERIFIED_EXTENSION = 'urn:rx-connect-portal:fhir:StructureDefinition:last-verified';

/** The organisation that publishes the directory: owner of its networks and plans. */
export interface Publisher {
    name: string;
    phone: string;
    email: string;
}

export const PUBLISHER_ID = 'publisher';

const text = (row: SourceRow, column: string): string | undefined => {
    const value: CellValue | undefined = row.columns.has(column) ? row.values[column] : undefined;
    return value === null || value === undefined || value === '' ? undefined : String(value);
};
const list = (row: SourceRow, column: string): string[] => {
    const value = row.columns.has(column) ? row.values[column] : undefined;
    return Array.isArray(value) ? value.map(String) : [];
};
const flag = (row: SourceRow, column: string): boolean | undefined => {
    const value = row.columns.has(column) ? row.values[column] : undefined;
    return typeof value === 'boolean' ? value : undefined;
};

/** A short stable id part for a name or an address: the same words, the same id. */
const digest = (words: string) => createHash('sha1').update(words.toLowerCase()).digest('hex').slice(0, 16);
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

const phone = (value: string) => displayValue({ type: 'phone' }, value);

const npiIdentifier = (npi: string | undefined) =>
    npi
        ? [{ use: 'official', type: concept(CODE_SYSTEM.identifierType, 'NPI'), system: CODE_SYSTEM.npi, value: npi }]
        : [];

const taxonomyConcept = (code: string) => concept(CODE_SYSTEM.nucc, code, taxonomyDescription(code));

interface Address {
    line: string;
    city: string;
    state: string;
    postalCode: string;
}

const addressOf = (row: SourceRow): Address | undefined => {
    const line = text(row, 'addressLine');
    const city = text(row, 'city');
    const state = text(row, 'state');
    const postalCode = text(row, 'zip');
    if (!line && !city && !postalCode) return undefined;
    return { line: line ?? '', city: city ?? '', state: state ?? '', postalCode: postalCode ?? '' };
};

const fhirAddress = (address: Address) => ({
    use: 'work',
    type: 'both',
    text: `${address.line}, ${address.city}, ${address.state} ${address.postalCode}`.replace(/^, /, ''),
    ...(address.line ? { line: [address.line] } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    country: 'US',
});

const addressKey = (address: Address) =>
    [address.line, address.city, address.state, address.postalCode].map(nameKey).join('|');

const telecomOf = (row: SourceRow) => [
    ...(text(row, 'phone') ? [{ system: 'phone', value: phone(text(row, 'phone')!), use: 'work', rank: 1 }] : []),
    ...(text(row, 'fax') ? [{ system: 'fax', value: phone(text(row, 'fax')!), use: 'work' }] : []),
    ...(text(row, 'email') ? [{ system: 'email', value: text(row, 'email'), use: 'work' }] : []),
    ...(text(row, 'website') ? [{ system: 'url', value: text(row, 'website'), use: 'work' }] : []),
];

const languagesOf = (row: SourceRow) => list(row, 'languages').map(tag => concept(CODE_SYSTEM.language, tag));

/** ProviderRoleCS code of a credential; a physician unless the credential says otherwise. */
const roleOfCredential = (credential: string | undefined) => {
    const upper = (credential ?? '').toUpperCase();
    if (upper.startsWith('PA')) return 'pa';
    if (upper.startsWith('NP') || upper === 'APRN') return 'apn';
    if (upper === 'RN') return 'rn';
    return 'ph';
};

/** InsuranceProductTypeCS code of a network's plan type. */
const PRODUCT_TYPES: Record<string, string> = { HMO: 'commhmo', PPO: 'commppo', EPO: 'commepo', POS: 'commpos' };

/** Resources keyed `Type/id`, each row's contribution merged into what earlier rows made. */
class ResourceSet {
    readonly resources = new Map<string, FhirResource>();

    put(resource: FhirResource, updatedAt: Date) {
        const key = `${resource.resourceType}/${resource.id}`;
        const existing = this.resources.get(key);
        if (existing) {
            if (updatedAt.toISOString() > existing.meta.lastUpdated)
                existing.meta.lastUpdated = updatedAt.toISOString();
            return existing;
        }
        resource.meta.lastUpdated = updatedAt.toISOString();
        this.resources.set(key, resource);
        return resource;
    }
}

/**
 * What an organisation's rows say of its part in the networks of one owner, gathered into one
 * OrganizationAffiliation: each health plan publishes its own networks' affiliations.
 */
interface Affiliation {
    id: string;
    owner: Reference;
    participant: Reference;
    networks: Map<string, Reference>;
    locations: Map<string, Reference>;
    updatedAt: Date;
    code: string;
    services: Reference[];
    specialties: Set<string>;
}

const meta = (profile: string) => ({ lastUpdated: '', profile: [profile] });

/**
 * The templates whose rows others resolve to — a network by its name, a place by its address, a
 * practice by its name —, given whole and first; then the listings' rows, a slice at a time.
 */
export const RESOLVED_TEMPLATES: readonly string[] = ['network', 'location', 'organization'];
/** The templates of the listings, in the order their rows are given: a place takes the first name given for it. */
export const LISTING_TEMPLATES: readonly string[] = ['practitioner', 'pharmacy'];

/**
 * Makes the resources of a directory with memory bounded by what rows share, not by how many
 * rows there are: a listing's own resources (a practitioner's Practitioner and PractitionerRole, a
 * pharmacy's Organization and HealthcareService) are finished as its slice is given, while what
 * many rows contribute to (networks, plans, places, practices, affiliations, the publisher) is
 * finished once every row has been given.
 */
export interface DirectoryBuilder {
    /** Every row of the RESOLVED_TEMPLATES, before any listing. */
    addResolved(rows: readonly SourceRow[]): void;
    /** A slice of listing rows (LISTING_TEMPLATES in order, each in id order): their own resources, finished. */
    addListings(rows: readonly SourceRow[]): FhirResource[];
    /** The resources that many rows contribute to, finished once every row is given. */
    finish(): FhirResource[];
}

export const directoryBuilder = (publisher: Publisher): DirectoryBuilder => {
    const set = new ResourceSet();
    let newest = new Date(0);
    const seen = (rows: readonly SourceRow[]) => {
        for (const row of rows) if (row.updatedAt > newest) newest = row.updatedAt;
    };
    /** A resource only its own row makes: finished at once. */
    const own = (resource: FhirResource, updatedAt: Date) => {
        resource.meta.lastUpdated = updatedAt.toISOString();
        return resource;
    };

    // Its lastUpdated is the newest row's, known when every row has been given.
    const publisherOrg = set.put(
        {
            resourceType: 'Organization',
            id: PUBLISHER_ID,
            meta: meta(PROFILE.Organization),
            active: true,
            type: [concept(CODE_SYSTEM.organizationType, 'payer', 'Payer')],
            name: publisher.name,
            telecom: [
                ...(publisher.phone ? [{ system: 'phone', value: publisher.phone, use: 'work' }] : []),
                ...(publisher.email ? [{ system: 'email', value: publisher.email, use: 'work' }] : []),
            ],
            address: [{ country: 'US' }],
        },
        newest
    );
    const publisherRef = referenceTo(publisherOrg);
    const ownerOf = (row: SourceRow): Reference => {
        if (!row.owner) return publisherRef;
        const owner = set.put(
            {
                resourceType: 'Organization',
                id: `organisation-${row.owner.id}`,
                meta: meta(PROFILE.Organization),
                active: true,
                type: [concept(CODE_SYSTEM.organizationType, 'payer', 'Payer')],
                name: row.owner.name,
                address: [{ country: 'US' }],
            },
            row.owner.updatedAt
        );
        return { ...referenceTo(owner), display: row.owner.name };
    };

    // Networks: the network rows first, then every other name a row lists. Each network and its
    // plan are its owner's: the health plan whose row it is, else the publisher.
    const networksByName = new Map<string, Reference>();
    const ownerOfNetwork = new Map<string, Reference>();
    const addNetworks = (rows: readonly SourceRow[]) => {
        for (const row of rows) {
            const name = text(row, 'networkName');
            if (!name) continue;
            const owner = ownerOf(row);
            const network = set.put(
                {
                    resourceType: 'Organization',
                    id: `network-${row.id}`,
                    meta: meta(PROFILE.Network),
                    active: true,
                    type: [concept(CODE_SYSTEM.organizationType, 'ntwk', 'Network')],
                    name,
                    partOf: owner,
                },
                row.updatedAt
            );
            networksByName.set(nameKey(name), { ...referenceTo(network), display: name });
            ownerOfNetwork.set(referenceTo(network).reference, owner);
            const planType = PRODUCT_TYPES[text(row, 'planType') ?? ''] ?? 'commppo';
            const effective = text(row, 'effectiveDate');
            const termination = text(row, 'terminationDate');
            set.put(
                {
                    resourceType: 'InsurancePlan',
                    id: `plan-${row.id}`,
                    meta: meta(PROFILE.InsurancePlan),
                    ...(text(row, 'contractPlanId')
                        ? { identifier: [{ system: CODE_SYSTEM.maPlanId, value: text(row, 'contractPlanId') }] }
                        : {}),
                    status: 'active',
                    type: [concept(CODE_SYSTEM.insuranceProductType, planType)],
                    name,
                    ...(effective || termination
                        ? {
                              period: {
                                  ...(effective ? { start: effective } : {}),
                                  ...(termination ? { end: termination } : {}),
                              },
                          }
                        : {}),
                    ownedBy: owner,
                    administeredBy: owner,
                    ...(text(row, 'website')
                        ? { contact: [{ telecom: [{ system: 'url', value: text(row, 'website') }] }] }
                        : {}),
                    network: [referenceTo(network)],
                },
                row.updatedAt
            );
            if (text(row, 'website')) {
                network.endpoint = [referenceTo(endpointFor(set, network, text(row, 'website')!, row.updatedAt))];
            }
        }
    };
    const networksOf = (row: SourceRow): Reference[] =>
        list(row, 'networks').map(name => {
            const key = nameKey(name);
            let reference = networksByName.get(key);
            if (!reference) {
                const network = set.put(
                    {
                        resourceType: 'Organization',
                        id: `network-${digest(key)}`,
                        meta: meta(PROFILE.Network),
                        active: true,
                        type: [concept(CODE_SYSTEM.organizationType, 'ntwk', 'Network')],
                        name,
                        partOf: publisherRef,
                    },
                    row.updatedAt
                );
                reference = { ...referenceTo(network), display: name };
                networksByName.set(key, reference);
            }
            set.put(set.resources.get(reference.reference)!, row.updatedAt);
            return reference;
        });

    // Places: the location rows first, then every other address a row gives.
    const locationsByAddress = new Map<string, FhirResource>();
    const addLocations = (rows: readonly SourceRow[]) => {
        for (const row of rows) {
            const address = addressOf(row);
            const accessibility = list(row, 'accessibility');
            const location = set.put(
                {
                    resourceType: 'Location',
                    id: `location-${row.id}`,
                    meta: meta(PROFILE.Location),
                    ...(accessibility.length > 0
                        ? {
                              extension: accessibility.map(code => ({
                                  url: EXTENSION.accessibility,
                                  valueCodeableConcept: concept(CODE_SYSTEM.accessibility, code),
                              })),
                          }
                        : {}),
                    status: 'active',
                    name: text(row, 'locationName'),
                    telecom: telecomOf(row),
                    ...(address ? { address: fhirAddress(address) } : {}),
                    ...(text(row, 'hours') ? { availabilityExceptions: text(row, 'hours') } : {}),
                },
                row.updatedAt
            );
            if (address) locationsByAddress.set(addressKey(address), location);
        }
    };
    const locationOf = (row: SourceRow, name: string | undefined, managedBy: Reference | undefined) => {
        const address = addressOf(row);
        if (!address) return undefined;
        const key = addressKey(address);
        const known = locationsByAddress.get(key);
        if (known) return referenceTo(set.put(known, row.updatedAt));
        const location = set.put(
            {
                resourceType: 'Location',
                id: `address-${digest(key)}`,
                meta: meta(PROFILE.Location),
                status: 'active',
                ...(name ? { name } : {}),
                address: fhirAddress(address),
                ...(managedBy ? { managingOrganization: managedBy } : {}),
            },
            row.updatedAt
        );
        locationsByAddress.set(key, location);
        return referenceTo(location);
    };

    // Organisations: the organization rows first, then every practice a practitioner names.
    const organizationsByName = new Map<string, FhirResource>();
    const affiliations = new Map<string, Affiliation>();
    const affiliate = (
        organization: FhirResource,
        row: SourceRow,
        networks: Reference[],
        location: Reference | undefined,
        code: string,
        service?: Reference
    ) => {
        for (const network of networks) {
            const owner = ownerOfNetwork.get(network.reference) ?? publisherRef;
            // The publisher's affiliation keeps the id it always had; a plan's is told apart by its owner.
            const id =
                owner.reference === publisherRef.reference
                    ? `affiliation-${organization.id}`
                    : `affiliation-${organization.id}-${digest(owner.reference).slice(0, 8)}`;
            const entry: Affiliation = affiliations.get(id) ?? {
                id,
                owner,
                participant: referenceTo(organization),
                networks: new Map(),
                locations: new Map(),
                updatedAt: row.updatedAt,
                code,
                services: [],
                specialties: new Set<string>(),
            };
            entry.networks.set(network.reference, network);
            if (location) entry.locations.set(location.reference, location);
            if (service && !entry.services.some(known => known.reference === service.reference)) {
                entry.services.push(service);
            }
            if (text(row, 'taxonomy')) entry.specialties.add(text(row, 'taxonomy')!);
            if (row.updatedAt > entry.updatedAt) entry.updatedAt = row.updatedAt;
            affiliations.set(id, entry);
        }
    };
    const organizationResource = (id: string, name: string, row: SourceRow, type: string): FhirResource => {
        const address = addressOf(row);
        const organization: FhirResource = {
            resourceType: 'Organization',
            id,
            meta: meta(PROFILE.Organization),
            ...(npiIdentifier(text(row, 'npi')).length > 0 ? { identifier: npiIdentifier(text(row, 'npi')) } : {}),
            active: true,
            type: [concept(CODE_SYSTEM.organizationType, type)],
            name,
            telecom: telecomOf(row).filter(point => point.system === 'phone' || point.system === 'url'),
            address: [address ? fhirAddress(address) : { country: 'US' }],
        };
        return organization;
    };
    const addOrganizations = (rows: readonly SourceRow[]) => {
        for (const row of rows) {
            const name = text(row, 'organizationName');
            if (!name) continue;
            const organization = set.put(organizationResource(`org-${row.id}`, name, row, 'prvgrp'), row.updatedAt);
            organizationsByName.set(nameKey(name), organization);
            if (text(row, 'website')) {
                organization.endpoint = [
                    referenceTo(endpointFor(set, organization, text(row, 'website')!, row.updatedAt)),
                ];
            }
            affiliate(organization, row, networksOf(row), locationOf(row, name, referenceTo(organization)), 'group');
        }
    };
    const practiceOf = (row: SourceRow) => {
        const name = text(row, 'organizationName');
        if (!name) return undefined;
        const key = nameKey(name);
        const known = organizationsByName.get(key);
        if (known) return set.put(known, row.updatedAt);
        const practice = set.put(organizationResource(`group-${digest(key)}`, name, row, 'prvgrp'), row.updatedAt);
        // A practice made from a name has no telephone of its own: its clinicians' are theirs.
        practice.telecom = [];
        if (text(row, 'website')) {
            practice.endpoint = [referenceTo(endpointFor(set, practice, text(row, 'website')!, row.updatedAt))];
        }
        organizationsByName.set(key, practice);
        return practice;
    };

    const practitionerResources = (row: SourceRow): FhirResource[] => {
        const given = text(row, 'firstName');
        const family = text(row, 'lastName');
        if (!given && !family) return [];
        const credential = text(row, 'credential');
        const fullName = [given, family].filter(Boolean).join(' ') + (credential ? `, ${credential}` : '');
        const practitioner = own(
            {
                resourceType: 'Practitioner',
                id: `practitioner-${row.id}`,
                meta: meta(PROFILE.Practitioner),
                ...(npiIdentifier(text(row, 'npi')).length > 0 ? { identifier: npiIdentifier(text(row, 'npi')) } : {}),
                active: true,
                name: [
                    {
                        use: 'official',
                        text: fullName,
                        ...(family ? { family } : {}),
                        ...(given ? { given: [given] } : {}),
                        ...(credential ? { suffix: [credential] } : {}),
                    },
                ],
                ...(credential ? { qualification: [{ code: { text: credential } }] } : {}),
                ...(languagesOf(row).length > 0 ? { communication: languagesOf(row) } : {}),
            },
            row.updatedAt
        );
        const practice = practiceOf(row);
        const location = locationOf(row, text(row, 'organizationName'), practice ? referenceTo(practice) : undefined);
        const networks = networksOf(row);
        if (practice) affiliate(practice, row, networks, location, 'group');
        const accepting = text(row, 'acceptingPatients');
        const taxonomy = text(row, 'taxonomy');
        const effective = text(row, 'effectiveDate');
        const telecom = telecomOf(row);
        const telehealth = flag(row, 'telehealth');
        const role = own(
            {
                resourceType: 'PractitionerRole',
                id: `role-${row.id}`,
                meta: meta(PROFILE.PractitionerRole),
                extension: [
                    ...(accepting
                        ? [
                              {
                                  url: EXTENSION.newPatients,
                                  extension: [
                                      {
                                          url: 'acceptingPatients',
                                          valueCodeableConcept: concept(CODE_SYSTEM.acceptingPatients, accepting),
                                      },
                                  ],
                              },
                          ]
                        : []),
                    ...networks.map(network => ({ url: EXTENSION.networkReference, valueReference: network })),
                    // Plan-Net's delivery-method extension may sit on any element: a practitioner
                    // who sees patients by video says so the way the guide's services do.
                    ...(telehealth
                        ? [
                              {
                                  url: EXTENSION.deliveryMethod,
                                  extension: [
                                      {
                                          url: 'type',
                                          valueCodeableConcept: concept(CODE_SYSTEM.deliveryMethod, 'virtual'),
                                      },
                                  ],
                              },
                          ]
                        : []),
                    ...(row.verifiedAt
                        ? [{ url: LAST_VERIFIED_EXTENSION, valueDate: row.verifiedAt.toISOString().slice(0, 10) }]
                        : []),
                ],
                active: true,
                ...(effective ? { period: { start: effective } } : {}),
                practitioner: { ...referenceTo(practitioner), display: fullName },
                ...(practice ? { organization: { ...referenceTo(practice), display: practice.name as string } } : {}),
                code: [concept(CODE_SYSTEM.providerRole, roleOfCredential(credential))],
                ...(taxonomy ? { specialty: [taxonomyConcept(taxonomy)] } : {}),
                ...(location ? { location: [location] } : {}),
                ...(telecom.length > 0 ? { telecom } : {}),
            },
            row.updatedAt
        );
        return [practitioner, role].map(finished);
    };

    const pharmacyResources = (row: SourceRow): FhirResource[] => {
        const name = text(row, 'pharmacyName');
        if (!name) return [];
        const pharmacy = own(organizationResource(`pharmacy-${row.id}`, name, row, 'fac'), row.updatedAt);
        const location = locationOf(row, name, referenceTo(pharmacy));
        const taxonomy = text(row, 'taxonomy');
        const allDay = flag(row, 'open24Hours');
        const delivery = flag(row, 'delivery');
        const service = own(
            {
                resourceType: 'HealthcareService',
                id: `service-${row.id}`,
                meta: meta(PROFILE.HealthcareService),
                extension: [
                    {
                        url: EXTENSION.deliveryMethod,
                        extension: [
                            { url: 'type', valueCodeableConcept: concept(CODE_SYSTEM.deliveryMethod, 'physical') },
                        ],
                    },
                ],
                active: true,
                providedBy: { ...referenceTo(pharmacy), display: name },
                category: [concept(CODE_SYSTEM.healthcareServiceCategory, 'pharm', 'Pharmacy')],
                ...(taxonomy ? { specialty: [taxonomyConcept(taxonomy)] } : {}),
                ...(location ? { location: [location] } : {}),
                name,
                ...(delivery !== undefined
                    ? { comment: delivery ? 'Home delivery available' : 'No home delivery' }
                    : {}),
                telecom: telecomOf(row),
                ...(languagesOf(row).length > 0 ? { communication: languagesOf(row) } : {}),
                ...(allDay
                    ? {
                          availableTime: [
                              { daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], allDay: true },
                          ],
                      }
                    : {}),
                ...(text(row, 'hours') && !allDay ? { availabilityExceptions: text(row, 'hours') } : {}),
            },
            row.updatedAt
        );
        affiliate(pharmacy, row, networksOf(row), location, 'pharmacy', referenceTo(service));
        return [pharmacy, service].map(finished);
    };

    const finish = (): FhirResource[] => {
        set.put(publisherOrg, newest);
        for (const entry of affiliations.values()) {
            set.put(
                {
                    resourceType: 'OrganizationAffiliation',
                    id: entry.id,
                    meta: meta(PROFILE.OrganizationAffiliation),
                    active: true,
                    organization: entry.owner,
                    participatingOrganization: entry.participant,
                    network: [...entry.networks.values()],
                    code: [concept(CODE_SYSTEM.organizationAffiliationRole, entry.code)],
                    ...(entry.specialties.size > 0
                        ? { specialty: [...entry.specialties].sort().map(taxonomyConcept) }
                        : {}),
                    ...(entry.locations.size > 0 ? { location: [...entry.locations.values()] } : {}),
                    ...(entry.services.length > 0 ? { healthcareService: entry.services } : {}),
                },
                entry.updatedAt
            );
        }
        return [...set.resources.values()].map(finished);
    };

    return {
        addResolved(rows) {
            seen(rows);
            addNetworks(rows.filter(row => row.template === 'network'));
            addLocations(rows.filter(row => row.template === 'location'));
            addOrganizations(rows.filter(row => row.template === 'organization'));
        },
        addListings(rows) {
            seen(rows);
            return rows.flatMap(row =>
                row.template === 'practitioner'
                    ? practitionerResources(row)
                    : row.template === 'pharmacy'
                      ? pharmacyResources(row)
                      : []
            );
        },
        finish,
    };
};

/** FHIR JSON has no empty arrays, objects or strings: an element without a value is left out. */
const finished = (resource: FhirResource) => withoutEmpty(resource) as FhirResource;
const withoutEmpty = (value: unknown): unknown => {
    if (Array.isArray(value)) {
        const items = value.map(withoutEmpty).filter(item => item !== undefined);
        return items.length > 0 ? items : undefined;
    }
    if (value && typeof value === 'object') {
        const entries = Object.entries(value)
            .map(([name, item]) => [name, withoutEmpty(item)] as const)
            .filter(([, item]) => item !== undefined);
        return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return value === '' || value === undefined || value === null ? undefined : value;
};

/** An organisation's web site as a Plan-Net Endpoint (a non-FHIR REST address, no payload). */
const endpointFor = (set: ResourceSet, organization: FhirResource, address: string, updatedAt: Date) =>
    set.put(
        {
            resourceType: 'Endpoint',
            id: `endpoint-${organization.id}`,
            meta: meta(PROFILE.Endpoint),
            status: 'active',
            connectionType: {
                system: CODE_SYSTEM.endpointConnectionType,
                code: 'rest-non-fhir',
                display: 'REST (not FHIR)',
            },
            name: `Web site of ${String(organization.name)}`,
            managingOrganization: referenceTo(organization),
            payloadType: [concept(CODE_SYSTEM.endpointPayloadType, 'NA', 'Not Applicable')],
            payloadMimeType: ['text/html'],
            address,
        },
        updatedAt
    );

/** The prefixes of the ids of resources made from one row: `role-42` is row 42's PractitionerRole. */
const ROW_RESOURCE_ID = /^[A-Za-z]+\/(?:network|plan|location|org|practitioner|role|pharmacy|service)-(\d{1,15})$/;

/**
 * The directory row a public resource (`Type/id`) was made from, or null for one that no single row
 * makes (the publisher, a place or network named by many rows): how a member's report finds its row.
 */
export const sourceRowOf = (resourceRef: string): number | null => {
    const match = ROW_RESOURCE_ID.exec(resourceRef);
    return match ? Number(match[1]) : null;
};
