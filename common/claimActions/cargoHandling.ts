import type { CargoStatus } from '../claims/vocabularies';

/**
 * The adjuster's handling of a filed cargo claim as data: each step, the claim statuses it may be
 * taken from and the status it moves the claim to. The server refuses a step its status does not
 * allow; the claim detail offers only the steps allowed. The statuses are the claim query's own.
 */

export const CARGO_STEPS = [
    'acknowledge',
    'request_documents',
    'survey',
    'reserve',
    'pay',
    'decline',
    'recovery',
] as const;
export type CargoStep = (typeof CARGO_STEPS)[number];

/** A claim not paid or declined yet: the carrier's 120-day clock is still running. */
export const UNDECIDED_STATUSES = [
    'reported',
    'documents_requested',
    'under_survey',
    'adjusted',
] as const satisfies readonly CargoStatus[];

interface StepRule {
    from: readonly CargoStatus[];
    /** The status the step moves the claim to; absent: the status stays. */
    to?: CargoStatus;
}

export const CARGO_STEP_RULES: Record<CargoStep, StepRule> = {
    // Acknowledging starts the handling: every other step waits for it (49 CFR 370.5(a)).
    acknowledge: { from: ['reported'] },
    request_documents: { from: UNDECIDED_STATUSES, to: 'documents_requested' },
    survey: { from: UNDECIDED_STATUSES, to: 'under_survey' },
    reserve: { from: UNDECIDED_STATUSES, to: 'adjusted' },
    pay: { from: UNDECIDED_STATUSES, to: 'paid' },
    decline: { from: UNDECIDED_STATUSES, to: 'declined' },
    // Subrogation: the insurer, having paid, claims the money back from the carrier.
    recovery: { from: ['paid'], to: 'recovery' },
};

/** Who handles cargo claims: the insurer's adjusters (and the admin). */
export const CARGO_HANDLERS = ['claims_adjuster', 'admin'] as const;

/** Why a step cannot be taken on a claim now, or null when it can. */
export const stepProblem = (step: CargoStep, status: string, acknowledged: boolean) => {
    if (step === 'acknowledge' && acknowledged) return 'alreadyAcknowledged' as const;
    if (step !== 'acknowledge' && !acknowledged) return 'acknowledgeFirst' as const;
    if (!(CARGO_STEP_RULES[step].from as readonly string[]).includes(status)) return 'notAllowed' as const;
    return null;
};

/** The steps that can be taken on a claim now, in the order of the list. */
export const allowedSteps = (status: string, acknowledged: boolean): CargoStep[] =>
    CARGO_STEPS.filter(step => stepProblem(step, status, acknowledged) === null);
