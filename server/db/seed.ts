import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type { OrgType, Profile, Role } from '../../common/profiles';
import { hashPassword } from '../modules/accounts';
import type { WorkContext } from '../shared/backgroundWork';
import type { Database, Db } from '../shared/database';
import { importNpiFile } from '../modules/npiRegistry';
import { bulkInsertClaims, demoClaim } from '../modules/claims';
import { claims, npiRegistry, portalMeta, users } from './schema';
import { organisationForTrustedAccount } from '../modules/organisations';
import type { User } from '../modules/accounts';

/** For trying the portal only: the README says so, and `SEED=none` skips these accounts. */
export const DEMO_PASSWORD = 'Demo-Password-2026';

export interface DemoAccount {
    username: string;
    role: Role;
    firstName: string;
    lastName: string;
    email: string;
    orgType: OrgType;
    orgName: string;
    providerId?: string;
    planName?: string;
    introduction: string;
}

const PORTAL_ADMIN: DemoAccount = {
    username: 'admin',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Collins',
    email: 'avery.collins@rxconnect.example',
    orgType: 'portal_operator',
    orgName: 'Rx Connect',
    introduction: 'Portal administrator',
};

export const DEMO_ACCOUNTS: Record<Profile, DemoAccount[]> = {
    healthcare: [
        PORTAL_ADMIN,
        {
            username: 'provider',
            role: 'provider',
            firstName: 'Priya',
            lastName: 'Raman',
            email: 'priya.raman@lakeshorefamilymed.example',
            orgType: 'provider_practice',
            orgName: 'Lakeshore Family Medicine',
            // Synthetic NPI with a valid check digit; not a real provider's.
            providerId: '1740283969',
            introduction: 'Family medicine physician',
        },
        {
            username: 'healthplan',
            role: 'healthplan',
            firstName: 'Marcus',
            lastName: 'Bennett',
            email: 'marcus.bennett@evergreenhealth.example',
            orgType: 'health_plan',
            orgName: 'Evergreen Health',
            planName: 'Evergreen Health Advantage PPO',
            introduction: 'Provider network manager',
        },
        {
            username: 'pharma',
            role: 'pharma',
            firstName: 'Sofia',
            lastName: 'Alvarez',
            email: 'sofia.alvarez@northbridgepharma.example',
            orgType: 'pharma_manufacturer',
            orgName: 'Northbridge Pharmaceuticals',
            introduction: 'Market access lead',
        },
    ],
    claims: [
        PORTAL_ADMIN,
        {
            username: 'editor',
            role: 'editor',
            firstName: 'Jordan',
            lastName: 'Hayes',
            email: 'jordan.hayes@rxconnect.example',
            orgType: 'claims_administrator',
            orgName: 'Rx Connect Claims Services',
            introduction: 'Claims content editor',
        },
        {
            username: 'adjuster',
            role: 'claims_adjuster',
            firstName: 'Wei',
            lastName: 'Zhang',
            email: 'wei.zhang@harbormutual.example',
            orgType: 'insurance_company',
            orgName: 'Harbor Mutual Insurance',
            introduction: 'Senior claims adjuster',
        },
        {
            username: 'forwarder',
            role: 'freight_forwarder',
            firstName: 'Lena',
            lastName: 'Fischer',
            email: 'lena.fischer@bluewavelogistics.example',
            orgType: 'freight_forwarder',
            orgName: 'Bluewave Logistics',
            introduction: 'Shipping claims coordinator',
        },
    ],
};

export class ProfileMismatchError extends Error {
    constructor(stored: string, wanted: Profile) {
        super(
            `This database was set up for PORTAL_PROFILE=${stored}; starting it as ${wanted} would mix ` +
                `the roles of two profiles. Start with PORTAL_PROFILE=${stored}, or point DATA_DIR or ` +
                'DATABASE_URL at another database.'
        );
        this.name = 'ProfileMismatchError';
    }
}

/** Records the profile on a new database; refuses to run one profile on another's data. */
export const ensureProfile = async (db: Db, profile: Profile) => {
    await db.insert(portalMeta).values({ key: 'profile', value: profile }).onConflictDoNothing();
    const [stored] = await db.select().from(portalMeta).where(eq(portalMeta.key, 'profile'));
    if (stored && stored.value !== profile) throw new ProfileMismatchError(stored.value, profile);
};

/** The synthetic NPPES sample: every NPI in it has a valid check digit and is made up. */
export const NPI_SAMPLE = fileURLToPath(new URL('../data/npi-sample.csv', import.meta.url));

/** The NPI registry sample, on a database whose registry is empty. */
export const seedNpiSample = async (db: Db) => {
    const [{ entries }] = (await db.select({ entries: count() }).from(npiRegistry)) as [{ entries: number }];
    if (entries === 0) await importNpiFile(db, NPI_SAMPLE);
};

/** Trusted accounts (demo, tests) as members of the organisations their fields name, made as needed. */
export const joinOwnOrganisations = async (db: Db, accounts: readonly User[]) => {
    for (const account of accounts) {
        const organisation = await organisationForTrustedAccount(db, account.role, account);
        if (organisation)
            await db.update(users).set({ organisationId: organisation.id }).where(eq(users.id, account.id));
    }
};

/** Demo accounts for the profile, only on a database without users. */
export const seedDemoData = async (db: Db, profile: Profile): Promise<DemoAccount[]> => {
    const [{ users: existing }] = (await db.select({ users: count() }).from(users)) as [{ users: number }];
    if (existing > 0) return [];
    const accounts = DEMO_ACCOUNTS[profile];
    const rows = await Promise.all(
        accounts.map(async ({ providerId, planName, ...account }) => ({
            ...account,
            providerId: providerId ?? null,
            planName: planName ?? null,
            passwordHash: await hashPassword(DEMO_PASSWORD),
            status: 'active' as const,
            approval: 'approved' as const,
        }))
    );
    const created = await db.insert(users).values(rows).returning();
    await joinOwnOrganisations(db, created);
    return accounts;
};

/** Claims written per statement batch when loading demo claims. */
const CLAIM_BATCH = 2_000;

/**
 * Demo claims of the profile until the database holds `total` claims: numbers 1..total on a new
 * database. Each batch is its own transaction, so a load cut short (the server stopped, or
 * `signal` fired) goes on where it stopped at the next start. Returns how many were created.
 */
export const seedDemoClaims = async (
    db: Db,
    profile: Profile,
    total: number,
    {
        today = new Date(),
        onBatch,
        signal,
    }: { today?: Date; onBatch?: (created: number, wanted: number) => void; signal?: AbortSignal } = {}
): Promise<number> => {
    const [{ existing }] = (await db.select({ existing: count() }).from(claims)) as [{ existing: number }];
    for (let next = existing + 1; next <= total; next += CLAIM_BATCH) {
        // A server shutting down stops between batches; the next start goes on from there.
        signal?.throwIfAborted();
        const size = Math.min(CLAIM_BATCH, total - next + 1);
        await bulkInsertClaims(
            db,
            Array.from({ length: size }, (_, index) => demoClaim(profile, next + index, today))
        );
        onBatch?.(next + size - 1 - existing, total - existing);
    }
    return Math.max(0, total - existing);
};

/**
 * The demo claims load after the portal is up (a first start takes a while for 50,000 on the
 * embedded database): searches meanwhile see the claims loaded so far. One server of those sharing
 * the database loads them; the others wait for it, then find them loaded.
 */
export const loadDemoClaims = (database: Database, profile: Profile, total: number, work: WorkContext) =>
    database.exclusively(
        'demoClaims',
        async () => {
            work.running();
            let reported = 0;
            const started = Date.now();
            const created = await seedDemoClaims(database.db, profile, total, {
                signal: work.signal,
                onBatch: (done, wanted) => {
                    work.progress(done, wanted);
                    if (done === wanted || done - reported >= 10_000) {
                        reported = done;
                        console.log(
                            `Demo claims: ${done.toLocaleString('en')} of ${wanted.toLocaleString('en')} loaded`
                        );
                    }
                },
            });
            console.log(
                created > 0
                    ? `Demo claims ready in ${((Date.now() - started) / 1000).toFixed(1)} s`
                    : `Demo claims ready (${total.toLocaleString('en')}, already loaded)`
            );
        },
        work.signal
    );
