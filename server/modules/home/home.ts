import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { CLAIM_DESKS } from '../../../common/claims/desks';
import type { Home } from '../../../common/contract/home';
import type { Profile } from '../../../common/profiles';
import type { Locale } from '../../../i18n/types';
import { CLAIM_QUERY_PATH, CONNECT_PATH, GETTING_STARTED_PATH, MY_LISTING_PATH } from '../../../common/routes';
import { counterpartRoles } from '../../../common/vocabularies/connections';
import type { Db } from '../../shared/database';
import { claims, claimStatusHistory, connections, organisations, users } from '../../db/schema';
import { openScreens } from '../../../common/access';
import { loadGrants } from '../administration';
import { scopeCondition } from '../claims';
import { myListings } from '../directory';
import { getChecklist } from './gettingStarted';
import { fullName } from '../accounts';
import type { TenantUser } from '../organisations';
import { listDocumentRequests } from '../claimActions';
import { lazyTexts } from '../../shared/i18n';

/**
 * What needs a user's attention now, each part only for a user whose role opens the screen where
 * it is handled: connection requests to answer (for a role that connects with another at all), their directory listing's verification, the
 * getting-started steps left, the latest changes to the claims they may see and, for a healthcare
 * provider, the plan's requests for documents it is to answer.
 */

/** Claims shown as recent activity, and how far back their status changes are looked for. */
const RECENT_CLAIMS = 5;
const CLAIM_ACTIVITY_DAYS = 90;
const WEEK_MS = 7 * 86_400_000;

const pendingRequests = async (db: Db, user: TenantUser) => {
    const rows = await db
        .select({ connection: connections, from: users, organisation: organisations })
        .from(connections)
        .innerJoin(users, eq(users.id, connections.requesterId))
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(eq(connections.recipientId, user.id), eq(connections.status, 'requested')))
        .orderBy(asc(connections.requestedAt));
    const [awaiting] = await db
        .select({ total: count() })
        .from(connections)
        .where(and(eq(connections.requesterId, user.id), eq(connections.status, 'requested')));
    return {
        requests: rows.map(({ connection, from, organisation }) => ({
            id: connection.id,
            kind: connection.kind,
            orgName: organisation?.planName || organisation?.name || '',
            name: fullName(from),
            requestedAt: connection.requestedAt.toISOString(),
        })),
        awaiting: awaiting?.total ?? 0,
    };
};

const listingState = async (db: Db, user: TenantUser) => {
    const rows = (await myListings(db, user.providerId)).flatMap(listing => listing.rows);
    if (rows.length === 0) return null;
    const verified = rows.map(row => row.verifiedAt);
    return {
        rows: rows.length,
        due: rows.filter(row => row.stale).length,
        lastVerifiedAt: verified.includes(null) ? null : verified.sort()[0]!,
    };
};

/** The claims of the user's scope whose status changed last, and how many changed in the last week. */
const claimActivity = async (db: Db, profile: Profile, user: TenantUser, locale: Locale) => {
    const desk = CLAIM_DESKS[profile];
    const scope = desk.scopes[user.role as keyof (typeof desk)['scopes']];
    if (!scope) return null;
    const since = new Date(Date.now() - CLAIM_ACTIVITY_DAYS * 86_400_000).toISOString().slice(0, 10);
    const where = and(scopeCondition(scope, user), gte(claims.receivedOn, since));
    const [recent, [week]] = await Promise.all([
        db
            .select({ claim: claims, status: claimStatusHistory.status, at: claimStatusHistory.at })
            .from(claimStatusHistory)
            .innerJoin(claims, eq(claims.id, claimStatusHistory.claimId))
            .where(and(where, sql`${claimStatusHistory.at} <= now()`))
            .orderBy(desc(claimStatusHistory.at), desc(claimStatusHistory.id))
            .limit(RECENT_CLAIMS * 4),
        db
            .select({ total: sql<number>`count(distinct ${claims.id})::int` })
            .from(claimStatusHistory)
            .innerJoin(claims, eq(claims.id, claimStatusHistory.claimId))
            .where(
                and(
                    where,
                    gte(claimStatusHistory.at, new Date(Date.now() - WEEK_MS)),
                    sql`${claimStatusHistory.at} <= now()`
                )
            ),
    ]);
    const statusLabels =
        (lazyTexts('claims', locale).codes as Record<string, Record<string, string>>)[desk.statusVocabulary] ?? {};
    // One line per claim: its latest change.
    const seen = new Set<number>();
    const latest = recent.filter(row => !seen.has(row.claim.id) && seen.add(row.claim.id));
    return {
        recent: latest.slice(0, RECENT_CLAIMS).map(({ claim, status, at }) => ({
            id: claim.id,
            claimNumber: claim.claimNumber,
            status,
            statusLabel: statusLabels[status] ?? status,
            bucket: claim.bucket,
            billed: claim.billed,
            currency: claim.currency,
            updatedAt: at.toISOString(),
        })),
        changedThisWeek: week?.total ?? 0,
    };
};

/** Claim statuses are named in `locale`, the caller's language. */
export const getHome = async (db: Db, profile: Profile, user: TenantUser, locale: Locale): Promise<Home> => {
    const screens = await loadGrants(db).then(grants => openScreens(profile, [user.role], grants));
    const opens = (path: string) => screens.includes(path);
    const [connectionState, listing, checklist, claimState, documentRequests] = await Promise.all([
        opens(CONNECT_PATH) && counterpartRoles(user.role).length > 0 ? pendingRequests(db, user) : null,
        opens(MY_LISTING_PATH) ? listingState(db, user) : null,
        opens(GETTING_STARTED_PATH) ? getChecklist(db, profile, user) : null,
        opens(CLAIM_QUERY_PATH) ? claimActivity(db, profile, user, locale) : null,
        // The provider is the one to answer the plan's requests: they wait on its Home.
        opens(CLAIM_QUERY_PATH) && profile === 'healthcare' && user.role === 'provider'
            ? listDocumentRequests(db, CLAIM_DESKS[profile], user, { status: 'open' })
            : null,
    ]);
    return {
        requests: connectionState?.requests ?? null,
        awaiting: connectionState?.awaiting ?? null,
        listing,
        checklist:
            checklist && !checklist.complete
                ? {
                      done: checklist.done,
                      total: checklist.total,
                      next: checklist.steps.filter(step => !step.done).map(step => step.id),
                  }
                : null,
        claims: claimState,
        documentRequests,
    };
};
