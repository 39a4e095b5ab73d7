import { eq } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import { amountProblem, cargoChecklist, cargoDeadlines } from '../../../common/claimActions/cargoDeadlines';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import type { CargoFiling, CargoFilingInput } from '../../../common/contract/claimActions';
import type { Db } from '../../db/database';
import { actorOf, recordAudit, type Origin } from '../../services/audit';
import type { ClaimUser } from '../../services/claims/claimQuery';
import { readClaim } from '../../services/claims/claims';
import { AppError, ErrorCode } from '../../services/errors';
import { isUniqueViolation } from './disputes';
import { claimCargoFilings } from './tables';
import { todayUtc } from './todayUtc';

/**
 * A forwarder's filing of a cargo claim, and the deadlines and document checklist that follow from
 * it. The claim must be one the forwarder sees, that is its own organisation's (404 otherwise);
 * deadlines are counted on the caller's calendar date, computed on every read, never stored, so
 * they move on with the days.
 */

type FilingRow = typeof claimCargoFilings.$inferSelect;

const toFiling = (row: FilingRow, claimNumber: string, today: string): CargoFiling => {
    const mode = row.mode as CargoFiling['mode'];
    const event = row.event as CargoFiling['event'];
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
        deadlines: cargoDeadlines({ mode, event, deliveredOn: row.deliveredOn }, today).map(deadline => ({
            rule: deadline.rule.id,
            act: deadline.rule.act,
            authority: deadline.rule.authority,
            lastDay: deadline.lastDay,
            daysLeft: deadline.daysLeft,
            state: deadline.state,
        })),
        checklist: cargoChecklist(mode, event),
    };
};

/**
 * Files a cargo claim for the forwarder's own claim. Refused, with nothing kept, when it names no
 * specified amount (49 CFR 370.3(b): then it is not a claim) or when the claim is already filed.
 * Audited.
 */
export const fileCargoClaim = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    input: CargoFilingInput,
    origin: Origin,
    today = todayUtc()
): Promise<CargoFiling> => {
    const detail = await readClaim(db, desk, user, input.claimId);
    if (!(CARGO_FILERS as readonly string[]).includes(user.role)) {
        throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    }
    const problem = amountProblem(input.amount, input.currency);
    if (problem) throw new AppError(ErrorCode.invalidInput, `claimActions.cargo.amount.${problem}`);
    const number = detail.claim.claimNumber ?? String(input.claimId);
    const alreadyFiled = () => new AppError(ErrorCode.conflict, 'claimActions.cargoFilings.alreadyFiled', { number });
    const row = await db
        .transaction(async tx => {
            const [created] = await tx
                .insert(claimCargoFilings)
                .values({
                    claimId: input.claimId,
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
            await recordAudit(tx, origin, {
                action: 'cargoFiling.file',
                outcome: 'success',
                actor: actorOf(user),
                targetType: 'claim',
                targetId: number,
                reason: `${input.mode} ${input.event} ${input.transportDocument}: ${input.amount} ${input.currency}`,
            });
            return created!;
        })
        .catch((error: unknown) => {
            throw isUniqueViolation(error) ? alreadyFiled() : error;
        });
    return toFiling(row, number, today);
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
    return toFiling(row, number, today);
};
