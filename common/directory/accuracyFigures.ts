/**
 * The accuracy dashboard's figures of a directory table, in the order the dashboard and its export
 * show them: listings, verified within 90 days, overdue and suppressed by the verification clock,
 * changes and member questions open and past their business-day deadlines.
 */
export const ACCURACY_FIGURES = [
    'listings',
    'verifiedWithin90Days',
    'overdue',
    'suppressed',
    'changesOpen',
    'changesLate',
    'inquiriesOpen',
    'inquiriesLate',
] as const;
export type AccuracyFigure = (typeof ACCURACY_FIGURES)[number];

/** The figures a directory team wants at zero: a non-zero one is shown as a warning. */
export const LATE_FIGURES: ReadonlySet<AccuracyFigure> = new Set([
    'overdue',
    'suppressed',
    'changesLate',
    'inquiriesLate',
]);
