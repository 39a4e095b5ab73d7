/**
 * The Find-a-provider page's only source: the public FHIR API at `/fhir` (Plan-Net), read as any
 * app would read it, without a token. Searches ask for practitioner roles with their
 * practitioners, locations and networks in the same Bundle, and are shaped here into the
 * listings the page shows.
 */

const TIMEOUT_MS = 15_000;

interface Reference {
    reference: string;
    display?: string;
}
interface Coding {
    system?: string;
    code?: string;
    display?: string;
}
interface Resource {
    resourceType: string;
    id: string;
    meta?: { lastUpdated?: string };
    [element: string]: unknown;
}
interface Bundle {
    resourceType: 'Bundle';
    total?: number;
    link?: { relation: string; url: string }[];
    entry?: { resource: Resource; search?: { mode: string } }[];
}

export interface ProviderSearch {
    name: string;
    specialty: string;
    /** A ZIP code (five digits) or a city. */
    place: string;
    /** A network's resource id, or empty for any. */
    network: string;
    /** A BCP-47 tag of a language the practitioner speaks, or empty for any. */
    language: string;
    acceptingNew: boolean;
    telehealth: boolean;
}

export interface Listing {
    id: string;
    name: string;
    specialty?: string;
    practice?: string;
    address?: string;
    phones: string[];
    emails: string[];
    websites: string[];
    networks: string[];
    languages: string[];
    accepting?: string;
    telehealth: boolean;
    lastUpdated?: string;
    /** The day the listing was last attested as true (YYYY-MM-DD). */
    lastVerified?: string;
}

export interface ListingPage {
    total: number;
    listings: Listing[];
    /** Where the neighbouring pages are (the Bundle's own links, kept on this origin). */
    next?: string;
    previous?: string;
}

export class DirectoryUnavailable extends Error {}

/** The directory's own extension (Plan-Net has none) for the day a listing was last attested as true. */
const LAST_VERIFIED = 'urn:rx-connect-portal:fhir:StructureDefinition:last-verified';

const INCLUDES = ['PractitionerRole:practitioner', 'PractitionerRole:location', 'PractitionerRole:network'];
const PAGE_SIZE = 10;

const fetchBundle = async (url: string): Promise<Bundle | undefined> => {
    let response: Response;
    try {
        response = await fetch(url, {
            headers: { accept: 'application/fhir+json' },
            signal: AbortSignal.timeout(TIMEOUT_MS),
        });
    } catch {
        throw new DirectoryUnavailable();
    }
    if (response.status === 404 || response.status === 410) return undefined;
    if (!response.ok) throw new DirectoryUnavailable();
    return (await response.json()) as Bundle;
};

/** A link of the Bundle, as a path on this origin: the page reads `/fhir` wherever it is served. */
const localLink = (bundle: Bundle, relation: string) => {
    const url = bundle.link?.find(link => link.relation === relation)?.url;
    if (!url) return undefined;
    const parsed = new URL(url, window.location.origin);
    return `${parsed.pathname}${parsed.search}`;
};

const searchUrl = (search: ProviderSearch) => {
    const parameters = new URLSearchParams();
    if (search.name.trim()) parameters.set('practitioner.name', search.name.trim());
    if (search.specialty.trim()) parameters.set('specialty:text', search.specialty.trim());
    const place = search.place.trim();
    if (/^\d{5}$/.test(place)) parameters.set('location.address-postalcode', place);
    else if (place) parameters.set('location.address-city', place);
    if (search.network) parameters.set('network', `Organization/${search.network}`);
    if (search.language) parameters.set('practitioner.communication', `urn:ietf:bcp:47|${search.language}`);
    if (search.acceptingNew) parameters.set('accepting-patients', 'newpt');
    if (search.telehealth) parameters.set('delivery-method', 'virtual');
    for (const include of INCLUDES) parameters.append('_include', include);
    parameters.set('_count', String(PAGE_SIZE));
    return `/fhir/PractitionerRole?${parameters.toString()}`;
};

const codings = (concepts: unknown): Coding[] =>
    ((concepts as { coding?: Coding[] }[] | undefined) ?? []).flatMap(concept => concept.coding ?? []);

const telecoms = (role: Resource, system: string) =>
    ((role.telecom as { system: string; value: string }[] | undefined) ?? [])
        .filter(point => point.system === system)
        .map(point => point.value);

const listingOf = (role: Resource, related: Map<string, Resource>): Listing => {
    const practitioner = related.get((role.practitioner as Reference | undefined)?.reference ?? '');
    const location = related.get((role.location as Reference[] | undefined)?.[0]?.reference ?? '');
    const extensions =
        (role.extension as { url: string; valueReference?: Reference; valueDate?: string; extension?: unknown[] }[]) ??
        [];
    const newPatients = extensions.find(extension => extension.url.endsWith('/newpatients'));
    const accepting = (
        newPatients?.extension as { url: string; valueCodeableConcept?: { coding?: Coding[] } }[] | undefined
    )?.find(part => part.url === 'acceptingPatients')?.valueCodeableConcept?.coding?.[0]?.code;
    const name =
        (practitioner?.name as { text?: string }[] | undefined)?.[0]?.text ??
        (role.practitioner as Reference | undefined)?.display ??
        role.id;
    return {
        id: role.id,
        name,
        specialty: codings(role.specialty)
            .map(coding => coding.display ?? coding.code)
            .join(', '),
        practice: (role.organization as Reference | undefined)?.display,
        address: (location?.address as { text?: string } | undefined)?.text,
        phones: telecoms(role, 'phone'),
        emails: telecoms(role, 'email'),
        websites: telecoms(role, 'url'),
        networks: extensions
            .filter(extension => extension.url.endsWith('/network-reference'))
            .map(extension => extension.valueReference?.display ?? extension.valueReference?.reference ?? ''),
        languages: codings(practitioner?.communication).map(coding => coding.code ?? ''),
        accepting,
        telehealth: extensions.some(
            extension =>
                extension.url.endsWith('/delivery-method') &&
                (extension.extension as { url: string; valueCodeableConcept?: { coding?: Coding[] } }[]).some(
                    part => part.url === 'type' && part.valueCodeableConcept?.coding?.[0]?.code === 'virtual'
                )
        ),
        lastUpdated: role.meta?.lastUpdated,
        lastVerified: extensions.find(extension => extension.url === LAST_VERIFIED)?.valueDate,
    };
};

const pageOf = (bundle: Bundle): ListingPage => {
    const related = new Map(
        (bundle.entry ?? [])
            .filter(entry => entry.search?.mode === 'include')
            .map(entry => [`${entry.resource.resourceType}/${entry.resource.id}`, entry.resource])
    );
    return {
        total: bundle.total ?? 0,
        listings: (bundle.entry ?? [])
            .filter(entry => entry.search?.mode === 'match')
            .map(entry => listingOf(entry.resource, related)),
        next: localLink(bundle, 'next'),
        previous: localLink(bundle, 'previous'),
    };
};

/** The first page of a search, or the page at a link of an earlier one. */
export const searchProviders = async (search: ProviderSearch | string): Promise<ListingPage> => {
    const bundle = await fetchBundle(typeof search === 'string' ? search : searchUrl(search));
    return bundle ? pageOf(bundle) : { total: 0, listings: [] };
};

/** One listing with everything it links to; undefined when it left the directory. */
export const fetchListing = async (id: string): Promise<Listing | undefined> => {
    const parameters = new URLSearchParams({ _id: id });
    for (const include of INCLUDES) parameters.append('_include', include);
    const bundle = await fetchBundle(`/fhir/PractitionerRole?${parameters.toString()}`);
    return bundle ? pageOf(bundle).listings[0] : undefined;
};

export interface Network {
    id: string;
    name: string;
}

/** The directory's networks, by name. */
export const fetchNetworks = async (): Promise<Network[]> => {
    const bundle = await fetchBundle('/fhir/Organization?type=ntwk&_count=100');
    return (bundle?.entry ?? [])
        .filter(entry => entry.search?.mode === 'match')
        .map(entry => ({ id: entry.resource.id, name: String(entry.resource.name ?? entry.resource.id) }))
        .sort((a, b) => a.name.localeCompare(b.name));
};
