import { aliasedTable, and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
    ACTION_RESULT,
    allowedActions,
    counterpartRoles,
    kindsBetween,
    OPEN_CONNECTION_STATUSES,
    type ConnectionAction,
    type ConnectionKind,
    type ConnectionStatus,
} from '../../../common/vocabularies/connections';
import type { Db, Executor } from '../../shared/database';
import { npiRegistry, organisations, users } from '../../db/schema';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { containsPattern } from '../../shared/listQuery';
import { fullName, type User } from '../accounts';
import { connectionEvents, connections, type ConnectionEventType } from './tables';

/**
 * How the other side hears of a change. The service declares it and `connectionMail.ts` implements
 * it, so the e-mails depend on the service and never the reverse.
 */
export interface ConnectionNotices {
    /** Tells the other side (both sides when an admin acted) what changed; a failed e-mail is logged, not thrown. */
    send(connection: ConnectionDetail, actor: User, event: ConnectionEventType, message?: string): Promise<void>;
}

export interface ConnectionDeps {
    db: Db;
    notices: ConnectionNotices;
}

/** A field of the organisation record a user belongs to (null without one). */
const organisationField = (table: typeof users, field: 'name' | 'npi' | 'planName') =>
    sql<
        string | null
    >`(select ${organisations[field]} from ${organisations} where ${organisations.id} = ${table.organisationId})`;

/**
 * How a party of a connection is shown: the person and the organisation they act for, as its
 * record says (never what the user typed).
 */
const partyColumns = (table: typeof users) => ({
    id: table.id,
    firstName: table.firstName,
    lastName: table.lastName,
    role: table.role,
    orgType: table.orgType,
    orgName: organisationField(table, 'name'),
    providerId: organisationField(table, 'npi'),
    planName: organisationField(table, 'planName'),
});

/** A party's columns; all null when a left join found no user (an author since deleted). */
interface PartyRow {
    id: string | null;
    firstName: string | null;
    lastName: string | null;
    role: string | null;
    orgType: string | null;
    orgName: string | null;
    providerId: string | null;
    planName: string | null;
}

const toParty = (row: PartyRow) => ({
    id: row.id!,
    name: fullName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }),
    role: row.role!,
    orgType: row.orgType!,
    orgName: row.planName || row.orgName || '',
    providerId: row.providerId,
});

const requester = aliasedTable(users, 'requester');
const recipient = aliasedTable(users, 'recipient');

const connectionRows = (db: Executor) =>
    db
        .select({
            connection: connections,
            requester: partyColumns(requester),
            recipient: partyColumns(recipient),
        })
        .from(connections)
        .innerJoin(requester, eq(requester.id, connections.requesterId))
        .innerJoin(recipient, eq(recipient.id, connections.recipientId));

type ConnectionRow = Awaited<ReturnType<ReturnType<typeof connectionRows>['execute']>>[number];

const toConnection = ({ connection, requester: from, recipient: to }: ConnectionRow, viewer: User) => ({
    id: connection.id,
    kind: connection.kind,
    status: connection.status,
    requester: toParty(from),
    recipient: toParty(to),
    requestedAt: connection.requestedAt.toISOString(),
    respondedAt: connection.respondedAt?.toISOString() ?? null,
    endedAt: connection.endedAt?.toISOString() ?? null,
    reason: connection.reason,
    lastActorId: connection.lastActorId,
    actions: allowedActions(connection, viewer),
});

export type ConnectionView = ReturnType<typeof toConnection>;

/** An organisation found by its name, its plan's name, its user's name, or exactly its NPI. */
const partyMatches = (table: typeof users, text: string): SQL | undefined => {
    const pattern = containsPattern(text);
    return or(
        ilike(organisationField(table, 'name'), pattern),
        ilike(organisationField(table, 'planName'), pattern),
        ilike(sql`${table.firstName} || ' ' || ${table.lastName}`, pattern),
        eq(organisationField(table, 'npi'), text)
    );
};

/** Admins see every connection; everyone else the ones they are a side of. */
export const visibleTo = (user: Pick<User, 'id' | 'role'>): SQL | undefined =>
    user.role === 'admin' ? undefined : or(eq(connections.requesterId, user.id), eq(connections.recipientId, user.id));

export const listConnections = async (
    db: Db,
    user: User,
    filter: { status?: ConnectionStatus[]; q?: string } = {}
): Promise<ConnectionView[]> => {
    const text = filter.q?.trim();
    const rows = await connectionRows(db)
        .where(
            and(
                visibleTo(user),
                filter.status?.length ? inArray(connections.status, filter.status) : undefined,
                text ? or(partyMatches(requester, text), partyMatches(recipient, text)) : undefined
            )
        )
        .orderBy(desc(connections.updatedAt));
    return rows.map(row => toConnection(row, user));
};

/** One connection with its timeline; someone who is neither side (nor admin) learns nothing of it. */
export const getConnection = async (db: Executor, user: User, id: string) => {
    const [row] = await connectionRows(db).where(and(eq(connections.id, id), visibleTo(user)));
    if (!row) throw new AppError(ErrorCode.notFound, 'connections.notFound');
    const events = await db
        .select({ event: connectionEvents, actor: partyColumns(users) })
        .from(connectionEvents)
        .leftJoin(users, eq(users.id, connectionEvents.actorId))
        .where(eq(connectionEvents.connectionId, id))
        .orderBy(asc(connectionEvents.at), asc(connectionEvents.id));
    return {
        ...toConnection(row, user),
        events: events.map(({ event, actor }) => ({
            id: event.id,
            type: event.type,
            body: event.body,
            at: event.at.toISOString(),
            actor: actor ? toParty(actor) : null,
        })),
    };
};

export type ConnectionDetail = Awaited<ReturnType<typeof getConnection>>;

/**
 * Organisations the user may connect with: active users of the counterpart roles approved into
 * an organisation, their state from the NPI registry.
 */
export const connectionDirectory = async (
    db: Db,
    user: User,
    filter: { q?: string; role?: string; state?: string } = {}
) => {
    const roles = counterpartRoles(user.role).filter(role => !filter.role || role === filter.role);
    if (roles.length === 0) return [];
    const text = filter.q?.trim();
    const rows = await db
        .select({ party: partyColumns(users), state: npiRegistry.state })
        .from(users)
        .leftJoin(npiRegistry, eq(npiRegistry.npi, organisationField(users, 'npi')))
        .where(
            and(
                inArray(users.role, roles),
                eq(users.status, 'active'),
                eq(users.approval, 'approved'),
                filter.state ? eq(npiRegistry.state, filter.state.toUpperCase()) : undefined,
                text ? partyMatches(users, text) : undefined
            )
        )
        .orderBy(asc(organisationField(users, 'name')), asc(users.lastName))
        .limit(100);
    const open = await db
        .select({ requesterId: connections.requesterId, recipientId: connections.recipientId, kind: connections.kind })
        .from(connections)
        .where(and(visibleTo(user), inArray(connections.status, [...OPEN_CONNECTION_STATUSES])));
    return rows.map(({ party, state }) => {
        const taken = open
            .filter(row => row.requesterId === party.id || row.recipientId === party.id)
            .map(row => row.kind);
        return {
            ...toParty(party),
            state,
            kinds: kindsBetween(user.role, party.role!).filter(kind => !taken.includes(kind)),
            openKinds: taken,
        };
    });
};

/** A new request from the user to another organisation's user, with an optional first message. */
export const requestConnection = async (
    { db, notices }: ConnectionDeps,
    user: User,
    input: { recipientId: string; kind: ConnectionKind; message?: string },
    origin: Origin
) => {
    const id = await db.transaction(async tx => {
        const [other] = await tx.select().from(users).where(eq(users.id, input.recipientId));
        if (!other || other.status !== 'active' || other.approval !== 'approved' || other.id === user.id) {
            throw new AppError(ErrorCode.notFound, 'connections.recipientUnknown');
        }
        if (!kindsBetween(user.role, other.role).includes(input.kind)) {
            throw new AppError(ErrorCode.invalidInput, 'connections.kindNotAllowed', {
                kind: { key: `connect.kinds.${input.kind}` },
            });
        }
        // The partial unique index keeps one open connection per pair and kind, also under concurrency.
        const [created] = await tx
            .insert(connections)
            .values({ kind: input.kind, requesterId: user.id, recipientId: other.id, lastActorId: user.id })
            .onConflictDoNothing()
            .returning({ id: connections.id });
        if (!created) throw new AppError(ErrorCode.conflict, 'connections.alreadyOpen');
        await addEvent(tx, created.id, user, 'requested', input.message?.trim() || null);
        await recordAudit(tx, origin, {
            action: 'connection.request',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'connection',
            targetId: created.id,
            changes: { status: { before: null, after: 'requested' }, kind: { before: null, after: input.kind } },
        });
        return created.id;
    });
    const detail = await getConnection(db, user, id);
    await notices.send(detail, user, 'requested', input.message?.trim() || undefined);
    return detail;
};

const AUDIT_OF: Record<ConnectionAction, 'connection.accept' | 'connection.decline' | 'connection.end'> = {
    accept: 'connection.accept',
    decline: 'connection.decline',
    end: 'connection.end',
};

const EVENT_OF: Record<ConnectionAction, ConnectionEventType> = {
    accept: 'accepted',
    decline: 'declined',
    end: 'ended',
};

/** Accept, decline (a reason is required) or end a connection, if the user's side may do so now. */
export const actOnConnection = async (
    { db, notices }: ConnectionDeps,
    user: User,
    id: string,
    action: ConnectionAction,
    reason: string | undefined,
    origin: Origin
) => {
    const text = reason?.trim() || null;
    if (action === 'decline' && !text) {
        throw new AppError(ErrorCode.invalidInput, 'server.validation.required', { field: 'reason' });
    }
    await db.transaction(async tx => {
        const [current] = await tx
            .select()
            .from(connections)
            .where(and(eq(connections.id, id), visibleTo(user)))
            .for('update');
        if (!current) throw new AppError(ErrorCode.notFound, 'connections.notFound');
        if (!allowedActions(current, user).includes(action)) {
            throw new AppError(ErrorCode.conflict, 'connections.notAllowed', {
                action: { key: `connect.actions.${action}` },
                status: { key: `connect.statuses.${current.status}` },
            });
        }
        const status = ACTION_RESULT[action];
        const now = new Date();
        await tx
            .update(connections)
            .set({
                status,
                lastActorId: user.id,
                reason: text,
                updatedAt: now,
                ...(action === 'end' ? { endedAt: now } : { respondedAt: now }),
            })
            .where(eq(connections.id, id));
        await addEvent(tx, id, user, EVENT_OF[action], text, now);
        await recordAudit(tx, origin, {
            action: AUDIT_OF[action],
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'connection',
            targetId: id,
            changes: { status: { before: current.status, after: status } },
            ...(text ? { reason: text } : {}),
        });
    });
    const detail = await getConnection(db, user, id);
    await notices.send(detail, user, EVENT_OF[action]);
    return detail;
};

/** A message in the connection's thread, from one of its two sides. */
export const postConnectionMessage = async (
    { db, notices }: ConnectionDeps,
    user: User,
    id: string,
    body: string,
    origin: Origin
) => {
    await db.transaction(async tx => {
        const [current] = await tx
            .select()
            .from(connections)
            .where(and(eq(connections.id, id), visibleTo(user)));
        if (!current) throw new AppError(ErrorCode.notFound, 'connections.notFound');
        // Admins see every thread but speak for neither side.
        if (current.requesterId !== user.id && current.recipientId !== user.id) {
            throw new AppError(ErrorCode.forbidden, 'server.forbidden');
        }
        await addEvent(tx, id, user, 'message', body.trim());
        await tx.update(connections).set({ updatedAt: new Date() }).where(eq(connections.id, id));
        await recordAudit(tx, origin, {
            action: 'connection.message',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'connection',
            targetId: id,
        });
    });
    const detail = await getConnection(db, user, id);
    await notices.send(detail, user, 'message', body.trim());
    return detail;
};

const addEvent = (
    db: Executor,
    connectionId: string,
    user: User,
    type: ConnectionEventType,
    body: string | null,
    at = new Date()
) => db.insert(connectionEvents).values({ connectionId, actorId: user.id, type, body, at });
