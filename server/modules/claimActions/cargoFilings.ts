import { eq, sql } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import {
    amountProblem,
    cargoChecklist,
    cargoDeadlines,
    carrierClocks,
} from '../../../common/claimActions/cargoDeadlines';
import { CLAIM_LOSS_TYPE_OF, CLAIM_MODE_OF } from '../../../common/claimActions/cargoFilingDefaults';
import { allowedSteps } from '../../../common/claimActions/cargoHandling';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import type { CargoFiling, CargoFilingInput, NewCargoClaimInput } from '../../../common/contract/claimActions';
import type { Db, Executor } from '../../shared/database';
import { claims } from '../../db/schema';
import { isUniqueViolation } from '../../shared/databaseErrors';
import type { Translate } from '../../shared/i18n';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { readClaim, type ClaimUser } from '../claims';
import { AppError, ErrorCode } from '../../shared/errors';
import { recordClaimStep } from './claimStep';
import { claimCargoFilings } from './tables';
import { todayUtc } from './todayUtc';

/**
 * A forwarder's filing of a cargo claim, and the deadlines and document checklist that follow from
 * it. The claim must be one the forwarder sees, that is its own organisation's (404 otherwise);
 * deadlines are counted on the caller's calendar date, computed on every read, never stored, so
 * they move on with the days.
 */

type FilingRow = typeof claimCargoFilings.$inferSelect;

/** A filing as answered, its deadlines and the carrier's clocks counted on `today`. */
export const toFiling = (row: FilingRow, claimNumber: string, status: string, today: string): CargoFiling => {
    const mode = row.mode as CargoFiling['mode'];
    const event = row.event as CargoFiling['event'];
    // The carrier received the claim the day it was filed in the portal.
    const receivedOn = row.filedAt.toISOString().slice(0, 10);
    const declinedOn = row.decision === 'declined' ? row.decidedOn : null;
    const clocks = carrierClocks({ receivedOn, acknowledgedOn: row.acknowledgedOn, decidedOn: row.decidedOn }, today);
    return {
        claimId: row.claimId,
        claimNumber,
        transportDocument: row.transportDocument,
        mode,
        carrier: row.carrier,
        origin: row.origin,
        destination: row.destination,
        deliveredOn: row.deliveredOn,
        event,
        amount: row.amount,
        currency: row.currency as CargoFiling['currency'],
        filedBy: row.filedByUsername,
        filedAt: row.filedAt.toISOString(),
        today,
        deadlines: cargoDeadlines({ mode, event, deliveredOn: row.deliveredOn, declinedOn }, today).map(deadline => ({
            rule: deadline.rule.id,
            act: deadline.rule.act,
            authority: deadline.rule.authority,
            lastDay: deadline.lastDay,
            daysLeft: deadline.daysLeft,
            state: deadline.state,
        })),
        checklist: cargoChecklist(mode, event),
        handling: {
            status: status as CargoFiling['handling']['status'],
            receivedOn,
            acknowledgedOn: row.acknowledgedOn,
            acknowledgedBy: row.acknowledgedByUsername,
            decision: row.decision as CargoFiling['handling']['decision'],
            decidedOn: row.decidedOn,
            decidedBy: row.decidedByUsername,
            declineReason: row.declineReason,
            ...clocks,
            steps: allowedSteps(status, row.acknowledgedOn !== null),
        },
    };
};

/** Refuses, before anything is written, a caller who does not file claims and a filing without a specified amount. */
const checkFiler = (user: ClaimUser, input: NewCargoClaimInput) => {
    if (!(CARGO_FILERS as readonly string[]).includes(user.role)) {
        throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    }
    const problem = amountProblem(input.amount, input.currency);
    if (problem) throw new AppError(ErrorCode.invalidInput, `claimActions.cargo.amount.${problem}`);
};

/**
 * Within the claim's transaction: keeps the filing, makes the amount filed the claim's amount
 * claimed with the first line of its handling in the history, and audits it.
 */
const recordFiling = async (
    tx: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    claim: { id: number; number: string; status: string },
    input: NewCargoClaimInput,
    t: Translate,
    origin: Origin,
    made: boolean
) => {
    const [created] = await tx
        .insert(claimCargoFilings)
        .values({
            claimId: claim.id,
            transportDocument: input.transportDocument,
            mode: input.mode,
            carrier: input.carrier,
            origin: input.origin,
            destination: input.destination,
            deliveredOn: input.deliveredOn,
            event: input.event,
            amount: input.amount!,
            currency: input.currency!,
            filedBy: user.id,
            filedByUsername: user.username,
        })
        .returning();
    const note = t('claimActions.cargoHandling.history.filed', {
        mode: t(`claimActions.cargo.modes.${input.mode}`),
        event: t(`claimActions.cargo.events.${input.event}`),
        document: input.transportDocument,
        amount: `${input.amount!.toFixed(2)} ${input.currency}`,
    });
    await recordClaimStep(tx, desk, claim.id, claim.status, note, user.username, {
        billed: input.amount!,
        currency: input.currency!,
    });
    await recordAudit(tx, origin, {
        action: 'cargoFiling.file',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claim',
        targetId: claim.number,
        ...(made ? { changes: { claimNumber: { before: null, after: claim.number } } } : {}),
        reason: `${input.mode} ${input.event} ${input.transportDocument}: ${input.amount} ${input.currency}`,
    });
    return created!;
};

/**
 * Files a cargo claim for the forwarder's own claim. Refused, with nothing kept, when it names no
 * specified amount (49 CFR 370.3(b): then it is not a claim) or when the claim is already filed.
 * The amount filed becomes the claim's amount claimed, with a line in its history. Audited.
 */
export const fileCargoClaim = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    input: CargoFilingInput,
    t: Translate,
    origin: Origin,
    today = todayUtc()
): Promise<CargoFiling> => {
    const detail = await readClaim(db, desk, user, input.claimId);
    checkFiler(user, input);
    const number = detail.claim.claimNumber ?? String(input.claimId);
    const status = detail.claim.status ?? 'reported';
    const alreadyFiled = () => new AppError(ErrorCode.conflict, 'claimActions.cargoFilings.alreadyFiled', { number });
    const row = await db
        .transaction(tx => recordFiling(tx, desk, user, { id: input.claimId, number, status }, input, t, origin, false))
        .catch((error: unknown) => {
            throw isUniqueViolation(error) ? alreadyFiled() : error;
        });
    return toFiling(row, number, status, today);
};

/**
 * Files a cargo claim the claim query does not hold yet: the claim is made from the filing, in
 * the same transaction, as the forwarder's organisation's (whatever else the caller might send),
 * received today and reported; its number is the desk's prefix, F (filed in the portal) and its
 * id. Refused like a filing, and with 403 for an account in no organisation. Audited.
 */
export const fileNewCargoClaim = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    input: NewCargoClaimInput,
    t: Translate,
    origin: Origin,
    today = todayUtc()
): Promise<CargoFiling> => {
    checkFiler(user, input);
    const forwarder = user.organisation?.name;
    if (!forwarder) throw new AppError(ErrorCode.forbidden, 'claimActions.cargoFilings.noOrganisation');
    const status = 'reported';
    const { row, number } = await db.transaction(async tx => {
        const given = await tx.execute(sql`select nextval(pg_get_serial_sequence('claims', 'id'))::int as id`);
        const id = (given as unknown as { rows: { id: number }[] }).rows[0]!.id;
        const claimNumber = `${desk.numberPrefix}-F${String(id).padStart(8, '0')}`;
        await tx.insert(claims).values({
            id,
            kind: desk.kinds[0]!,
            claimNumber,
            status,
            bucket: desk.bucketOf(status),
            receivedOn: todayUtc(),
            billed: input.amount!,
            currency: input.currency!,
            forwarder,
            transportDocument: input.transportDocument,
            transportMode: CLAIM_MODE_OF[input.mode],
            origin: input.origin,
            destination: input.destination,
            lossOn: input.deliveredOn,
            lossType: CLAIM_LOSS_TYPE_OF[input.event],
        });
        const claim = { id, number: claimNumber, status };
        return { row: await recordFiling(tx, desk, user, claim, input, t, origin, true), number: claimNumber };
    });
    return toFiling(row, number, status, today);
};

/** The filing of a claim the user sees (404 otherwise, or when not filed), its deadlines counted on `today`. Audited. */
export const readCargoFiling = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    claimId: number,
    origin: Origin,
    today = todayUtc()
): Promise<CargoFiling> => {
    const detail = await readClaim(db, desk, user, claimId);
    const number = detail.claim.claimNumber ?? String(claimId);
    const [row] = await db.select().from(claimCargoFilings).where(eq(claimCargoFilings.claimId, claimId));
    if (!row) throw new AppError(ErrorCode.notFound, 'claimActions.cargoFilings.notFound', { number });
    await recordAudit(db, origin, {
        action: 'cargoFiling.view',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claim',
        targetId: number,
    });
    return toFiling(row, number, detail.claim.status ?? 'reported', today);
};
