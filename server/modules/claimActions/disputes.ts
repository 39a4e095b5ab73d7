import { and, asc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import { isDisputable } from '../../../common/claimActions/disputable';
import { DISPUTE_ROLES, type DisputeOutcome, type DisputeType } from '../../../common/claimActions/vocabularies';
import type {
    Dispute,
    DisputeDecisionInput,
    DisputeListQuery,
    DisputeOpenInput,
} from '../../../common/contract/claimActions';
import type { Db, Executor } from '../../shared/database';
import { isUniqueViolation } from '../../shared/databaseErrors';
import { claims } from '../../db/schema';
import type { Translate } from '../../shared/i18n';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { readClaim, scopeCondition, scopeOf, type ClaimUser } from '../claims';
import { AppError, ErrorCode } from '../../shared/errors';
import { claimDisputes } from './tables';
import { recordClaimStep } from './claimStep';
import { todayUtc } from './todayUtc';

/**
 * Disputes of a healthcare claim's adjudication: the provider opens one on a denied or partly
 * paid claim it sees, the plan's staff ask for documents and decide. Who sees a dispute is who
 * sees its claim (the claim query's scope), so a provider sees the disputes of its claims only.
 * The claim's status follows: in payer review while the dispute is open, information requested
 * while the plan waits for documents, back to its status before when upheld, in process again
 * (to be paid) when overturned.
 */

/** X12 claim status categories (277 STC01-1) a dispute moves its claim to. */
const CLAIM_STATUS = {
    inReview: 'P2',
    documentsRequested: 'R0',
    reprocessing: 'P1',
} as const;

/** At most this many disputes on a list page or in an export. */
export const DISPUTE_LIST_MAX = 5_000;

type DisputeRow = typeof claimDisputes.$inferSelect;

const DISPUTE_COLUMNS = {
    dispute: claimDisputes,
    claimNumber: claims.claimNumber,
    planName: claims.planName,
    billingNpi: claims.billingNpi,
};

const toDispute = (row: {
    dispute: DisputeRow;
    claimNumber: string;
    planName: string | null;
    billingNpi: string | null;
}): Dispute => {
    const { dispute } = row;
    return {
        id: dispute.id,
        claimId: dispute.claimId,
        claimNumber: row.claimNumber,
        planName: row.planName,
        billingNpi: row.billingNpi,
        disputeType: dispute.disputeType as Dispute['disputeType'],
        reason: dispute.reason as Dispute['reason'],
        narrative: dispute.narrative,
        status: dispute.status as Dispute['status'],
        openedBy: dispute.openedByUsername,
        openedAt: dispute.openedAt.toISOString(),
        dueOn: dispute.dueOn,
        overdue: dispute.status !== 'decided' && dispute.dueOn < todayUtc(),
        requestNote: dispute.requestNote,
        requestedAt: dispute.requestedAt?.toISOString() ?? null,
        outcome: dispute.outcome as DisputeOutcome | null,
        decisionText: dispute.decisionText,
        decidedBy: dispute.decidedByUsername,
        decidedAt: dispute.decidedAt?.toISOString() ?? null,
    };
};

const mayHandle = (user: ClaimUser) => (DISPUTE_ROLES.handle as readonly string[]).includes(user.role);

/** The day a dispute opened today is due: `days` calendar days on (UTC). */
export const dueDate = (days: number, from = new Date()) =>
    new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days)).toISOString().slice(0, 10);

export interface DisputeDesk {
    desk: ClaimDesk;
    dueDays: Record<DisputeType, number>;
}

/**
 * Opens a dispute on a claim the provider sees (404 otherwise): only on a denied or partly paid
 * claim (400), and only one that is not decided per claim (409, also when two are opened at once).
 * Audited as `claimDispute.open`.
 */
export const openDispute = async (
    db: Db,
    { desk, dueDays }: DisputeDesk,
    user: ClaimUser,
    input: DisputeOpenInput,
    t: Translate,
    origin: Origin
): Promise<Dispute> => {
    const { claimId } = input;
    const detail = await readClaim(db, desk, user, claimId);
    if (!(DISPUTE_ROLES.open as readonly string[]).includes(user.role)) {
        throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    }
    const number = detail.claim.claimNumber ?? String(claimId);
    const alreadyOpen = () => new AppError(ErrorCode.conflict, 'claimActions.disputes.alreadyOpen', { number });
    // Asked first: a claim under dispute is in payer review, which would otherwise read as not disputable.
    const [undecided] = await db
        .select({ id: claimDisputes.id })
        .from(claimDisputes)
        .where(and(eq(claimDisputes.claimId, claimId), ne(claimDisputes.status, 'decided')));
    if (undecided) throw alreadyOpen();
    if (!isDisputable(detail.claim))
        throw new AppError(ErrorCode.invalidInput, 'claimActions.disputes.notDisputable', { number });
    const id = await db
        .transaction(async tx => {
            const [row] = await tx
                .insert(claimDisputes)
                .values({
                    claimId,
                    disputeType: input.disputeType,
                    reason: input.reason,
                    narrative: input.narrative,
                    claimStatusBefore: detail.claim.status ?? '',
                    openedBy: user.id,
                    openedByUsername: user.username,
                    dueOn: dueDate(dueDays[input.disputeType]),
                })
                .returning({ id: claimDisputes.id });
            const note = t('claimActions.history.opened', {
                type: t(`claimActions.types.${input.disputeType}`),
                reason: t(`claimActions.reasons.${input.reason}`),
            });
            await recordClaimStep(tx, desk, claimId, CLAIM_STATUS.inReview, note, user.username);
            await recordAudit(tx, origin, {
                action: 'claimDispute.open',
                outcome: 'success',
                actor: actorOf(user),
                targetType: 'claim',
                targetId: number,
                reason: `${input.disputeType}: ${input.reason}`,
            });
            return row!.id;
        })
        .catch((error: unknown) => {
            throw isUniqueViolation(error) ? alreadyOpen() : error;
        });
    return (await findDispute(db, desk, user, id)).dispute;
};

/**
 * A dispute on a claim the user sees, with the claim; 404 for one on a claim outside the user's
 * scope, as for one that does not exist.
 */
export const findDispute = async (db: Executor, desk: ClaimDesk, user: ClaimUser, disputeId: string) => {
    const [row] = await db
        .select(DISPUTE_COLUMNS)
        .from(claimDisputes)
        .innerJoin(claims, eq(claims.id, claimDisputes.claimId))
        .where(eq(claimDisputes.id, disputeId));
    const notFound = () => new AppError(ErrorCode.notFound, 'claimActions.disputes.notFound');
    if (!row) throw notFound();
    const claim = await readClaim(db, desk, user, row.dispute.claimId).catch((error: unknown) => {
        throw error instanceof AppError && error.code === ErrorCode.notFound ? notFound() : error;
    });
    return { dispute: toDispute(row), claim };
};

const listConditions = (query: DisputeListQuery): (SQL | undefined)[] => [
    query.status ? eq(claimDisputes.status, query.status) : undefined,
    query.outcome ? eq(claimDisputes.outcome, query.outcome) : undefined,
    query.disputeType ? eq(claimDisputes.disputeType, query.disputeType) : undefined,
    query.claimNumber ? eq(claims.claimNumber, query.claimNumber) : undefined,
    query.claimId ? eq(claimDisputes.claimId, query.claimId) : undefined,
    query.overdue === 'true'
        ? and(ne(claimDisputes.status, 'decided'), lt(claimDisputes.dueOn, todayUtc()))
        : undefined,
    query.overdue === 'false'
        ? sql`not (${claimDisputes.status} <> 'decided' and ${claimDisputes.dueOn} < ${todayUtc()})`
        : undefined,
];

/**
 * The disputes on claims the user sees that the filters keep: the plan's queue (soonest due
 * first, decided ones last) or the provider's own. Audited as `claimDispute.list` or, for an
 * export, `claimDispute.export`.
 */
export const listDisputes = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    query: DisputeListQuery,
    origin: Origin,
    purpose: 'list' | 'export' = 'list'
): Promise<Dispute[]> => {
    const rows = await db
        .select(DISPUTE_COLUMNS)
        .from(claimDisputes)
        .innerJoin(claims, eq(claims.id, claimDisputes.claimId))
        .where(and(scopeCondition(scopeOf(desk, user), user), ...listConditions(query)))
        .orderBy(
            sql`${claimDisputes.status} = 'decided'`,
            asc(claimDisputes.dueOn),
            asc(claimDisputes.openedAt),
            asc(claimDisputes.id)
        )
        .limit(DISPUTE_LIST_MAX + 1);
    if (rows.length > DISPUTE_LIST_MAX) {
        throw new AppError(ErrorCode.invalidInput, 'claimActions.disputes.exportTooLarge', { max: DISPUTE_LIST_MAX });
    }
    await recordAudit(db, origin, {
        action: purpose === 'list' ? 'claimDispute.list' : 'claimDispute.export',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claimDisputes',
        reason: JSON.stringify({ ...query, count: rows.length }).slice(0, 500),
    });
    return rows.map(toDispute);
};

/** The plan's part: a dispute it may handle that is not decided yet, locked for the change. */
const handledDispute = async (tx: Executor, desk: ClaimDesk, user: ClaimUser, disputeId: string) => {
    const found = await findDispute(tx, desk, user, disputeId);
    if (!mayHandle(user)) throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    const [locked] = await tx
        .select({ status: claimDisputes.status })
        .from(claimDisputes)
        .where(eq(claimDisputes.id, disputeId))
        .for('update');
    if (locked?.status === 'decided') throw new AppError(ErrorCode.conflict, 'claimActions.disputes.decided');
    return found;
};

/** The plan asks the provider for more documents; the claim shows information requested. */
export const requestDocuments = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    disputeId: string,
    note: string,
    t: Translate,
    origin: Origin
): Promise<Dispute> => {
    await db.transaction(async tx => {
        const { dispute } = await handledDispute(tx, desk, user, disputeId);
        await tx
            .update(claimDisputes)
            .set({ status: 'documents_requested', requestNote: note, requestedAt: sql`clock_timestamp()` })
            .where(eq(claimDisputes.id, disputeId));
        await recordClaimStep(
            tx,
            desk,
            dispute.claimId,
            CLAIM_STATUS.documentsRequested,
            t('claimActions.history.requested', { note }),
            user.username
        );
        await recordAudit(tx, origin, {
            action: 'claimDispute.requestDocuments',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claim',
            targetId: dispute.claimNumber,
            reason: note.slice(0, 500),
        });
    });
    return (await findDispute(db, desk, user, disputeId)).dispute;
};

/**
 * Within an upload's transaction: the dispute of the claim the document is added to (404 for one
 * of another claim, 409 once decided). The provider's answer to a request for documents puts the
 * dispute back in the plan's queue and the claim back in payer review, with a line in its history.
 */
export const addToDispute = async (
    tx: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    claimId: number,
    disputeId: string,
    t: Translate
) => {
    const [dispute] = await tx
        .select({ status: claimDisputes.status })
        .from(claimDisputes)
        .where(and(eq(claimDisputes.id, disputeId), eq(claimDisputes.claimId, claimId)))
        .for('update');
    if (!dispute) throw new AppError(ErrorCode.notFound, 'claimActions.disputes.notFound');
    if (dispute.status === 'decided') throw new AppError(ErrorCode.conflict, 'claimActions.disputes.decided');
    if (dispute.status === 'documents_requested' && user.role === 'provider') {
        await tx.update(claimDisputes).set({ status: 'open' }).where(eq(claimDisputes.id, disputeId));
        await recordClaimStep(
            tx,
            desk,
            claimId,
            CLAIM_STATUS.inReview,
            t('claimActions.history.answered'),
            user.username
        );
    }
};

/**
 * The plan decides: upheld returns the claim to its status before the dispute; overturned, wholly
 * or in part, sends it back in process to be paid. A decided dispute is not decided again (409).
 */
export const decideDispute = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    disputeId: string,
    input: DisputeDecisionInput,
    t: Translate,
    origin: Origin
): Promise<Dispute> => {
    await db.transaction(async tx => {
        const { dispute } = await handledDispute(tx, desk, user, disputeId);
        const [row] = await tx
            .update(claimDisputes)
            .set({
                status: 'decided',
                outcome: input.outcome,
                decisionText: input.decisionText,
                decidedByUsername: user.username,
                decidedAt: sql`clock_timestamp()`,
            })
            .where(eq(claimDisputes.id, disputeId))
            .returning({ before: claimDisputes.claimStatusBefore });
        const status = input.outcome === 'upheld' ? row!.before : CLAIM_STATUS.reprocessing;
        const note = t('claimActions.history.decided', { outcome: t(`claimActions.outcomes.${input.outcome}`) });
        await recordClaimStep(tx, desk, dispute.claimId, status, note, user.username);
        await recordAudit(tx, origin, {
            action: 'claimDispute.decide',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claim',
            targetId: dispute.claimNumber,
            changes: {
                outcome: { before: null, after: input.outcome },
                status: { before: dispute.status, after: 'decided' },
            },
        });
    });
    return (await findDispute(db, desk, user, disputeId)).dispute;
};
