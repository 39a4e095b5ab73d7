import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Profile } from '../../../common/profiles';
import { OPEN_CONNECTION_STATUSES } from '../../../common/vocabularies/connections';
import {
    checklistOf,
    isManualStep,
    STEP_COUNTERPART,
    STEP_PATHS,
    type GettingStartedStep,
} from '../../../common/vocabularies/gettingStarted';
import type { Checklist } from '../../../common/contract/home';
import type { Db, Executor } from '../../shared/database';
import { auditLog, connections, directoryTables, npiRegistry, savedClaimSearches, users } from '../../db/schema';
import { gettingStarted } from './tables';
import { openScreens } from '../../../common/access';
import { loadGrants } from '../administration';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { myListings } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';
import type { User } from '../accounts';
import { lazyTexts } from '../../shared/i18n';

/**
 * The getting-started checklist of a user's role. A step is done when the database shows it (a
 * second factor enabled, a connection requested, a listing verified); the few steps nothing shows
 * are ticked by the user and kept here. Steps on a screen the role may not open are left out, as
 * is verifying a listing for a provider the directory does not list.
 */

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Whether the user has a requested or active connection with a user of the role. */
const connectedWith = (db: Executor, user: User, role: string) =>
    exists(
        db
            .select({ id: connections.id })
            .from(connections)
            .innerJoin(
                users,
                or(
                    and(eq(connections.requesterId, user.id), eq(users.id, connections.recipientId)),
                    and(eq(connections.recipientId, user.id), eq(users.id, connections.requesterId))
                )
            )
            .where(and(eq(users.role, role), inArray(connections.status, [...OPEN_CONNECTION_STATUSES])))
            .limit(1)
    );

const profileComplete = (user: User) =>
    [
        user.firstName,
        user.lastName,
        user.email,
        user.orgName,
        ...(user.role === 'healthplan' ? [user.planName] : []),
    ].every(value => Boolean(value?.trim()));

/** The NPI registry's entry for the provider, as one line to check. */
const npiDetail = async (db: Executor, npi: string | null) => {
    if (!npi) return null;
    const [entry] = await db.select().from(npiRegistry).where(eq(npiRegistry.npi, npi));
    if (!entry) return `NPI ${npi}`;
    const name =
        entry.organizationName || [entry.firstName, entry.lastName, entry.credential].filter(Boolean).join(' ');
    const place = [entry.city, entry.state].filter(Boolean).join(', ');
    return [`NPI ${npi}`, name, place].filter(Boolean).join(' · ');
};

/** Done (true/false) for a step the database shows; undefined leaves the step out. */
const derive = async (db: Db, user: User, step: GettingStartedStep): Promise<boolean | undefined> => {
    const counterpart = STEP_COUNTERPART[step];
    if (counterpart) return connectedWith(db, user, counterpart);
    switch (step) {
        case 'completeProfile':
            return profileComplete(user);
        case 'secondFactor':
            return user.totpEnabledAt !== null;
        case 'verifyListing': {
            const rows = (await myListings(db, user.providerId)).flatMap(listing => listing.rows);
            return rows.length === 0 ? undefined : rows.every(row => !row.stale);
        }
        case 'searchClaims':
            return exists(
                db
                    .select({ id: auditLog.id })
                    .from(auditLog)
                    .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'claims.search')))
                    .limit(1)
            );
        case 'saveSearch':
            return exists(
                db
                    .select({ id: savedClaimSearches.id })
                    .from(savedClaimSearches)
                    .where(eq(savedClaimSearches.userId, user.id))
                    .limit(1)
            );
        case 'createTable':
            return exists(db.select({ id: directoryTables.id }).from(directoryTables).limit(1));
        default:
            return false;
    }
};

const stateOf = async (db: Executor, userId: string) => {
    const [row] = await db.select().from(gettingStarted).where(eq(gettingStarted.userId, userId));
    return row ?? { ticked: [] as string[], dismissedAt: null };
};

export const getChecklist = async (db: Db, profile: Profile, user: User): Promise<Checklist> => {
    const [screens, state] = await Promise.all([
        loadGrants(db).then(grants => openScreens(profile, [user.role], grants)),
        stateOf(db, user.id),
    ]);
    const candidates = checklistOf(user.role).filter(step => screens.includes(STEP_PATHS[step]));
    const steps = (
        await Promise.all(
            candidates.map(async step => {
                const manual = isManualStep(step);
                const done = manual ? state.ticked.includes(step) : await derive(db, user, step);
                if (done === undefined) return [];
                const detail = step === 'confirmNpi' ? await npiDetail(db, user.providerId) : null;
                return [{ id: step, done, manual, path: STEP_PATHS[step], detail }];
            })
        )
    ).flat();
    const done = steps.filter(step => step.done).length;
    const complete = done === steps.length;
    return {
        role: user.role,
        steps,
        done,
        total: steps.length,
        complete,
        dismissed: complete && state.dismissedAt !== null,
    };
};

const save = (db: Executor, userId: string, change: { ticked?: string[]; dismissedAt?: Date | null }) =>
    db
        .insert(gettingStarted)
        .values({ userId, ticked: change.ticked ?? [], dismissedAt: change.dismissedAt ?? null })
        .onConflictDoUpdate({ target: gettingStarted.userId, set: { ...change, updatedAt: sql`now()` } });

/** A step's title in every language (the SPA downloads these texts with its screens). */
const stepTitle = (step: GettingStartedStep) => ({
    en: lazyTexts('home', 'en').gettingStarted.steps[step].title,
    zh: lazyTexts('home', 'zh').gettingStarted.steps[step].title,
    es: lazyTexts('home', 'es').gettingStarted.steps[step].title,
    ja: lazyTexts('home', 'ja').gettingStarted.steps[step].title,
});

/** Ticks or unticks a step the user confirms by hand; a step the portal derives is refused. */
export const tickStep = async (
    db: Db,
    profile: Profile,
    user: User,
    step: GettingStartedStep,
    done: boolean,
    origin: Origin
) => {
    if (!checklistOf(user.role).includes(step)) {
        throw new AppError(ErrorCode.invalidInput, 'checklist.notYourStep', {}, { field: 'step' });
    }
    if (!isManualStep(step)) {
        throw new AppError(ErrorCode.conflict, 'checklist.derived', { step: { localized: stepTitle(step) } });
    }
    await db.transaction(async tx => {
        const { ticked } = await stateOf(tx, user.id);
        const next = done ? [...new Set([...ticked, step])] : ticked.filter(value => value !== step);
        await save(tx, user.id, { ticked: next });
        await recordAudit(tx, origin, {
            action: 'gettingStarted.tick',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
            changes: { [step]: { before: ticked.includes(step), after: done } },
        });
    });
    return getChecklist(db, profile, user);
};

/** Puts the checklist away (only once complete) or shows it again. */
export const dismissChecklist = async (db: Db, profile: Profile, user: User, dismissed: boolean, origin: Origin) => {
    if (dismissed && !(await getChecklist(db, profile, user)).complete) {
        throw new AppError(ErrorCode.conflict, 'checklist.unfinished');
    }
    await db.transaction(async tx => {
        await save(tx, user.id, { dismissedAt: dismissed ? new Date() : null });
        await recordAudit(tx, origin, {
            action: 'gettingStarted.dismiss',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'user',
            targetId: user.id,
            changes: { dismissed: { before: !dismissed, after: dismissed } },
        });
    });
    return getChecklist(db, profile, user);
};
