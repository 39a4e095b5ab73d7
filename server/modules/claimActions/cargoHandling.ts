import { eq } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { CargoStatus } from '../../../common/claims/vocabularies';
import { CARGO_HANDLERS, CARGO_STEP_RULES, stepProblem } from '../../../common/claimActions/cargoHandling';
import type { CargoFiling, CargoStepInput } from '../../../common/contract/claimActions';
import type { AuditChanges } from '../../../common/contract/auditTrail';
import type { Db } from '../../shared/database';
import { claims } from '../../db/schema';
import type { Translate } from '../../shared/i18n';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { readClaim, type ClaimUser } from '../claims';
import { AppError, ErrorCode } from '../../shared/errors';
import { toFiling } from './cargoFilings';
import { recordClaimStep } from './claimStep';
import { claimCargoFilings } from './tables';
import { todayUtc } from './todayUtc';

/**
 * The adjuster's handling of a filed cargo claim, a step at a time: acknowledge, ask for documents,
 * record the survey, set the reserve, pay or decline, hand a paid claim to recovery. Each step is
 * allowed from the statuses `CARGO_STEP_RULES` names (409 otherwise, nothing changed), moves the
 * claim's status, writes a line in its history in the adjuster's words and is audited. The reserve
 * is the claim's `allowed`, which the forwarder never receives: its history line names no amount.
 */

type FilingRow = typeof claimCargoFilings.$inferSelect;

interface StepEffect {
    note: string;
    claim?: Partial<typeof claims.$inferInsert>;
    filing?: Partial<typeof claimCargoFilings.$inferInsert>;
    changes?: AuditChanges;
}

/** What a step writes: the claim's and the filing's new values and its line in the history. */
const effectOf = (
    input: CargoStepInput,
    filing: FilingRow,
    claim: { allowed: number | null },
    user: ClaimUser,
    t: Translate,
    today: string
): StepEffect => {
    const money = (amount: number) => `${amount.toFixed(2)} ${filing.currency}`;
    switch (input.step) {
        case 'acknowledge':
            return {
                note: t('claimActions.cargoHandling.history.acknowledge'),
                filing: { acknowledgedOn: today, acknowledgedByUsername: user.username },
            };
        case 'request_documents':
            return { note: t('claimActions.cargoHandling.history.request_documents', { note: input.note }) };
        case 'survey':
            return {
                note: t('claimActions.cargoHandling.history.survey'),
                claim: { surveyReport: input.report },
                changes: { surveyReport: { before: null, after: input.report } },
            };
        case 'reserve':
            return {
                note: t(`claimActions.cargoHandling.history.${claim.allowed === null ? 'reserve' : 'reserveChanged'}`),
                claim: { allowed: input.amount },
                changes: { allowed: { before: claim.allowed, after: input.amount } },
            };
        case 'pay':
            if (input.amount > filing.amount) {
                throw new AppError(ErrorCode.invalidInput, 'claimActions.cargoHandling.payMoreThanClaimed', {
                    claimed: money(filing.amount),
                });
            }
            return {
                note: t('claimActions.cargoHandling.history.pay', { amount: money(input.amount) }),
                claim: { paid: input.amount, paidOn: today, adjudicatedOn: today },
                filing: { decision: 'paid', decidedOn: today, decidedByUsername: user.username },
                changes: { paid: { before: null, after: input.amount } },
            };
        case 'decline':
            return {
                note: t('claimActions.cargoHandling.history.decline', { reason: input.reason }),
                claim: { adjudicatedOn: today },
                filing: {
                    decision: 'declined',
                    decidedOn: today,
                    decidedByUsername: user.username,
                    declineReason: input.reason,
                },
            };
        case 'recovery':
            return {
                note: t('claimActions.cargoHandling.history.recovery', { carrier: filing.carrier, note: input.note }),
            };
    }
};

/**
 * Takes a handling step on a filed cargo claim the adjuster sees (404 otherwise, or when not filed),
 * on the server's calendar day (UTC). Refused with nothing changed: 403 for a role that does not
 * handle claims, 409 for a step the claim's status does not allow. Audited as `cargoClaim.<step>`.
 */
export const takeCargoStep = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    claimId: number,
    input: CargoStepInput,
    t: Translate,
    origin: Origin,
    shownOn?: string
): Promise<CargoFiling> => {
    const detail = await readClaim(db, desk, user, claimId);
    if (!(CARGO_HANDLERS as readonly string[]).includes(user.role)) {
        throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    }
    const number = detail.claim.claimNumber ?? String(claimId);
    const today = todayUtc();
    const status = await db.transaction(async tx => {
        const [locked] = await tx
            .select({ filing: claimCargoFilings, status: claims.status, allowed: claims.allowed })
            .from(claimCargoFilings)
            .innerJoin(claims, eq(claims.id, claimCargoFilings.claimId))
            .where(eq(claimCargoFilings.claimId, claimId))
            .for('update');
        if (!locked) throw new AppError(ErrorCode.notFound, 'claimActions.cargoFilings.notFound', { number });
        const { filing } = locked;
        const problem = stepProblem(input.step, locked.status, filing.acknowledgedOn !== null);
        if (problem) {
            throw new AppError(ErrorCode.conflict, `claimActions.cargoHandling.${problem}`, {
                number,
                step: { key: `claimActions.cargoHandling.steps.${input.step}` },
                status: { key: `claimActions.cargoHandling.statuses.${locked.status as CargoStatus}` },
            });
        }
        const effect = effectOf(input, filing, locked, user, t, today);
        const next = CARGO_STEP_RULES[input.step].to ?? locked.status;
        if (effect.filing) {
            await tx.update(claimCargoFilings).set(effect.filing).where(eq(claimCargoFilings.claimId, claimId));
        }
        await recordClaimStep(tx, desk, claimId, next, effect.note, user.username, effect.claim);
        await recordAudit(tx, origin, {
            action: `cargoClaim.${input.step}`,
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claim',
            targetId: number,
            changes: { status: { before: locked.status, after: next }, ...effect.changes },
            reason: 'reason' in input ? input.reason : 'note' in input ? input.note || undefined : undefined,
        });
        return next;
    });
    const [row] = await db.select().from(claimCargoFilings).where(eq(claimCargoFilings.claimId, claimId));
    return toFiling(row!, number, status, shownOn ?? today);
};
