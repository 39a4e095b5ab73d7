/** The dashboard's periods: the last 7, 30 or 90 days up to and including today (UTC). */
export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30';
