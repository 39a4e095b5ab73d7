import { asc, eq } from 'drizzle-orm';
import { claims } from '../db/schema';
import { seedDemoClaims } from '../db/seed';
import { startTestServer } from './testServer';

/** What the demo forwarder files about an air shipment damaged on delivery, unless a test says otherwise. */
export const AIR_DAMAGE_FILING = {
    transportDocument: '176-12345675',
    mode: 'air',
    carrier: 'Skyline Cargo Airways',
    origin: 'Shenzhen',
    destination: 'Chicago',
    event: 'damage',
    amount: 4820.5,
    currency: 'USD',
} as const;

/**
 * The claims portal as the cargo tests see it: twenty demo claims; the demo editor, adjuster and
 * forwarder signed in, and `other`, a forwarder of another organisation named `otherForwarder`;
 * `forwarderClaim` hands each test a claim of its own, made the demo forwarder's (with `set` applied).
 */
export const startCargoServer = async (otherForwarder: string) => {
    const server = await startTestServer({ profile: 'claims' });
    await seedDemoClaims(server.db, 'claims', 20);
    const tokens: Record<string, string> = {};
    for (const user of ['editor', 'adjuster', 'forwarder']) tokens[user] = await server.login(user);
    await server.addUser(otherForwarder, { role: 'freight_forwarder', orgType: 'test', orgName: 'Northstar Freight' });
    tokens.other = await server.login(otherForwarder);
    let taken = 0;
    const forwarderClaim = async (set: Partial<typeof claims.$inferInsert> = {}) => {
        const [row] = await server.db
            .select({ id: claims.id })
            .from(claims)
            .orderBy(asc(claims.id))
            .offset(taken++)
            .limit(1);
        const [claim] = await server.db
            .update(claims)
            .set({ forwarder: 'Bluewave Logistics', ...set })
            .where(eq(claims.id, row!.id))
            .returning();
        return claim!;
    };
    return { server, tokens, forwarderClaim };
};
