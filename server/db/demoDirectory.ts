import { count, eq, inArray } from 'drizzle-orm';
import { TEMPLATES, DEMO_NETWORKS } from '../../common/directory/templates';
import type { RowValues } from '../../common/directory/values';
import { npiCheckDigit } from '../../common/validation/npi';
import type { Actor } from '../shared/audit';
import { insertRows } from '../modules/directory';
import { createTable, type DirectoryTable } from '../modules/directory';
import type { Db } from '../shared/database';
import { directoryTables, users } from './schema';
import { seedDemoRequests } from './demoRequests';
import { seededRandom, type SeededRandom } from './seededRandom';
import { listingStory, writeListingStories, type DemoVerification, type ListingStory } from './demoVerification';

/**
 * Generated directory listings for the demo and the benchmarks: deterministic (the same seed
 * gives the same rows), synthetic (made-up names, fictional 555-01xx phone numbers, `.example`
 * addresses) and valid by the column rules (NPIs with their check digit, real taxonomy codes).
 */

const FIRST_NAMES = [
    'Priya',
    'Chidi',
    'Maria',
    'James',
    'Wei',
    'Aisha',
    'Carlos',
    'Emily',
    'Hiroshi',
    'Fatima',
    'David',
    'Sofia',
    'Michael',
    'Linh',
    'Omar',
    'Grace',
    'Daniel',
    'Ana',
    'Robert',
    'Mei',
    'Samuel',
    'Olivia',
    'Jorge',
    'Hannah',
    'Kwame',
    'Yuki',
    'Elena',
    'Thomas',
    'Nadia',
    'Benjamin',
];
const LAST_NAMES = [
    'Raman',
    'Okafor',
    'Garcia',
    'Smith',
    'Chen',
    'Khan',
    'Rodriguez',
    'Johnson',
    'Tanaka',
    'Ali',
    'Miller',
    'Rossi',
    'Brown',
    'Nguyen',
    'Haddad',
    'Kim',
    'Cohen',
    'Silva',
    'Williams',
    'Wang',
    'Mensah',
    'Davis',
    'Hernandez',
    'Sato',
    'Petrov',
    'Wilson',
    'Lopez',
    'Park',
    'Moore',
    'Singh',
];
const CREDENTIALS = ['MD', 'DO', 'NP', 'PA-C', 'MD', 'MD'];
const PRACTITIONER_TAXONOMIES = [
    '207Q00000X',
    '207R00000X',
    '208000000X',
    '207RC0000X',
    '208600000X',
    '207X00000X',
    '2084P0800X',
    '363L00000X',
    '367500000X',
    '152W00000X',
    '1223G0001X',
    '207V00000X',
    '207N00000X',
];
const PHARMACY_TAXONOMIES = ['3336C0003X', '333600000X', '3336S0011X', '3336M0002X'];
const PRACTICES = [
    'Lakeshore Family Medicine',
    'Harbor Internal Medicine',
    'Riverside Pediatrics',
    'Summit Heart Center',
    'Valley Orthopaedics',
    'Northgate Primary Care',
    'Cedar Behavioral Health',
    'Bayview Women’s Health',
];
const PHARMACY_NAMES = [
    'Harbor Pharmacy',
    'Main Street Drug',
    'CareWell Pharmacy',
    'Lakeside Apothecary',
    'Evergreen Rx',
    'Corner Drug Store',
];
const STREETS = [
    'Orchard Ave',
    'Medical Center Blvd',
    'Main St',
    'Elm St',
    'Harbor Rd',
    'Washington St',
    'Park Ave',
    'Lake Shore Dr',
    'Maple Ave',
    'Commonwealth Ave',
];
/** Real city, state, ZIP and area code combinations (ZIPs of New England keep their leading zero). */
const PLACES = [
    ['Boston', 'MA', '02134', '617'],
    ['Cambridge', 'MA', '02139', '617'],
    ['Hartford', 'CT', '06103', '860'],
    ['Newark', 'NJ', '07102', '973'],
    ['Providence', 'RI', '02903', '401'],
    ['Evanston', 'IL', '60201', '847'],
    ['Chicago', 'IL', '60611', '312'],
    ['Houston', 'TX', '77030', '713'],
    ['Austin', 'TX', '78701', '512'],
    ['Phoenix', 'AZ', '85004', '602'],
    ['Seattle', 'WA', '98104', '206'],
    ['Miami', 'FL', '33136', '305'],
    ['New York', 'NY', '10016', '212'],
    ['Denver', 'CO', '80218', '303'],
    ['San Juan', 'PR', '00901', '787'],
] as const;
const LANGUAGE_SETS = [
    ['en'],
    ['en'],
    ['en', 'es'],
    ['en', 'zh'],
    ['en', 'ase'],
    ['en', 'vi'],
    ['es', 'en'],
    ['en', 'ko'],
    ['en', 'ht'],
    ['en', 'ar'],
];
const ACCEPTING = ['newpt', 'newpt', 'existptonly', 'existptfam', 'nopt'];
const DAY = 86_400_000;

/** The demo provider's NPI: its own listing is the first practitioner row. */
const DEMO_PROVIDER_NPI = '1740283969';

/** An NPI built from a running number, with its check digit: unique per number. */
const npiFor = (serial: number) => {
    const base = `1${String(serial).padStart(8, '0')}`;
    return `${base}${npiCheckDigit(base)}`;
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const place = (random: SeededRandom) => {
    const [city, state, zip, areaCode] = random.pick(PLACES);
    return {
        addressLine: `${1 + Math.floor(random.next() * 9800)} ${random.pick(STREETS)}`,
        city,
        state,
        zip,
        phone: `${areaCode}5550${100 + Math.floor(random.next() * 100)}`,
    };
};

/**
 * The stories draw from a stream of their own, so that a listing's values do not depend on its
 * verification history.
 */
const storySeed = (seed: number) => seed * 7919 + 1;

/**
 * The demo provider attested its own listing 57 days ago: current by default, due soon for a
 * reminder sent 60 days ahead.
 */
const demoProviderAttestation = (now: number): DemoVerification => ({
    at: new Date(now - 57 * DAY),
    method: 'attestation',
    by: 'provider',
    note: null,
});

const listing = (values: RowValues, story: ListingStory) => ({
    values: withoutEmptyLists(values),
    verifiedAt: story.verifications.at(-1)?.at ?? null,
    story,
});

const subset = (random: SeededRandom, items: readonly string[]) => items.filter(() => random.next() < 0.4);

/**
 * `count` practitioners, the first the demo provider's listing. `firstIndex` continues a larger
 * set batch by batch (benchmarks), each index giving its own NPI.
 */
export const practitionerRows = (count: number, seed = 11, now = Date.now(), firstIndex = 0) => {
    const random = seededRandom(seed);
    const stories = seededRandom(storySeed(seed));
    return Array.from({ length: count }, (_, offset) => {
        const index = firstIndex + offset;
        const firstName = index === 0 ? 'Priya' : random.pick(FIRST_NAMES);
        const lastName = index === 0 ? 'Raman' : random.pick(LAST_NAMES);
        const practice = index === 0 ? 'Lakeshore Family Medicine' : random.pick(PRACTICES);
        const where = place(random);
        const values: RowValues = {
            npi: index === 0 ? DEMO_PROVIDER_NPI : npiFor(10_000_000 + index),
            firstName,
            lastName,
            credential: random.pick(CREDENTIALS),
            taxonomy: index === 0 ? '207Q00000X' : random.pick(PRACTITIONER_TAXONOMIES),
            organizationName: practice,
            ...where,
            email: `${slug(firstName)}.${slug(lastName)}${index}@${slug(practice)}.example`,
            website: `https://www.${slug(practice)}.example`,
            acceptingPatients: random.pick(ACCEPTING),
            languages: random.pick(LANGUAGE_SETS),
            telehealth: random.next() < 0.5,
            networks: subset(random, DEMO_NETWORKS),
            effectiveDate: new Date(now - Math.floor(random.next() * 3000) * DAY).toISOString().slice(0, 10),
        };
        return listing(values, listingStory(stories, now, index === 0 ? demoProviderAttestation(now) : undefined));
    });
};

/** `count` pharmacies. */
export const pharmacyRows = (count: number, seed = 29, now = Date.now()) => {
    const random = seededRandom(seed);
    const stories = seededRandom(storySeed(seed));
    return Array.from({ length: count }, (_, index) => {
        const where = place(random);
        const open24Hours = random.next() < 0.15;
        const values: RowValues = {
            npi: npiFor(20_000_000 + index),
            pharmacyName: `${random.pick(PHARMACY_NAMES)} #${100 + index}`,
            taxonomy: random.pick(PHARMACY_TAXONOMIES),
            ...where,
            fax: where.phone.replace(/(\d{2})$/, (digits: string) =>
                String((Number(digits) + 50) % 100).padStart(2, '0')
            ),
            hours: open24Hours ? '24/7' : random.pick(['Mon–Fri 8–8, Sat 9–5', 'Mon–Sat 9–9, Sun 10–6', 'Mon–Fri 9–6']),
            open24Hours,
            delivery: random.next() < 0.4,
            languages: random.pick(LANGUAGE_SETS),
            networks: subset(random, DEMO_NETWORKS),
        };
        return listing(values, listingStory(stories, now));
    });
};

const withoutEmptyLists = (values: RowValues): RowValues =>
    Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, Array.isArray(value) && value.length === 0 ? null : value])
    );

/** The demo networks, one row each, with the plan type and contract id their InsurancePlan carries. */
export const networkRows = (now = Date.now()) => {
    const stories = seededRandom(storySeed(3));
    return DEMO_NETWORKS.map((networkName, index) =>
        listing(
            {
                networkName,
                planType: /HMO|Medicaid|Medicare/.test(networkName) ? 'HMO' : 'PPO',
                contractPlanId: `H${String(3100 + index)}-00${index + 1}`,
                website: `https://www.${slug(networkName)}.example`,
                effectiveDate: new Date(now - 400 * DAY).toISOString().slice(0, 10),
                terminationDate: null,
            },
            // The plans' staff confirm their networks every few weeks.
            listingStory(stories, now, {
                at: new Date(now - (index + 1) * DAY),
                method: 'attestation',
                by: 'healthplan',
                note: null,
            })
        )
    );
};

export const DEMO_PRACTITIONERS = 300;
export const DEMO_PHARMACIES = 120;

/** The demo accounts that verify listings, by username; the administrator stands in for one missing. */
const verifiers = async (db: Db, admin: string) => {
    const accounts = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['healthplan', 'provider']));
    const idOf = (username: string) => accounts.find(account => account.username === username)?.id ?? admin;
    return { admin, healthplan: idOf('healthplan'), provider: idOf('provider') };
};

/**
 * A Practitioner, a Pharmacy and a Network table with generated rows and their verification history,
 * and the changes and member questions of the past weeks, on a database without tables.
 */
export const seedDemoDirectory = async (db: Db, now = Date.now()): Promise<DirectoryTable[]> => {
    const [{ tables }] = (await db.select({ tables: count() }).from(directoryTables)) as [{ tables: number }];
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    if (tables > 0 || !admin) return [];
    const accounts = await verifiers(db, admin.id);
    const actor: Actor = { id: admin.id, username: admin.username, role: admin.role };
    const origin = { ip: '', userAgent: 'demo data' };
    const practitioners = await createTable(db, actor, origin, {
        name: 'Practitioners',
        description: 'Clinicians of the Evergreen networks (demo data).',
        template: 'practitioner',
        columns: TEMPLATES.practitioner,
    });
    const practitionerListings = practitionerRows(DEMO_PRACTITIONERS, 11, now);
    await insertRows(db, practitioners, practitionerListings, actor.id);
    await writeListingStories(
        db,
        practitioners.id,
        practitionerListings.map(row => row.story),
        accounts,
        now
    );
    const pharmacies = await createTable(db, actor, origin, {
        name: 'Pharmacies',
        description: 'Retail, specialty and mail-order pharmacies (demo data).',
        template: 'pharmacy',
        columns: TEMPLATES.pharmacy,
    });
    const pharmacyListings = pharmacyRows(DEMO_PHARMACIES, 29, now);
    await insertRows(db, pharmacies, pharmacyListings, actor.id);
    await writeListingStories(
        db,
        pharmacies.id,
        pharmacyListings.map(row => row.story),
        accounts,
        now
    );
    const networks = await createTable(db, actor, origin, {
        name: 'Plan networks',
        description: 'The Evergreen networks and their plans (demo data).',
        template: 'network',
        columns: TEMPLATES.network,
    });
    // The demo health plan's own networks are its organisation's; the others the publisher's.
    const [plan] = await db
        .select({ organisationId: users.organisationId })
        .from(users)
        .where(eq(users.username, 'healthplan'));
    const evergreen = plan?.organisationId ?? null;
    const networkListings = networkRows(now);
    await insertRows(
        db,
        networks,
        networkListings.map(row => ({
            ...row,
            ownerOrganisationId: String(row.values.networkName).startsWith('Evergreen') ? evergreen : null,
        })),
        actor.id
    );
    await writeListingStories(
        db,
        networks.id,
        networkListings.map(row => row.story),
        accounts,
        now
    );
    // The demo health plan answers for the demo tables, so that its staff find work in their queue
    // and figures on their accuracy dashboard.
    if (evergreen) {
        await db
            .update(directoryTables)
            .set({ organisationId: evergreen })
            .where(inArray(directoryTables.id, [practitioners.id, pharmacies.id, networks.id]));
    }
    await seedDemoRequests(db, [practitioners, pharmacies], now);
    return [practitioners, pharmacies, networks];
};
