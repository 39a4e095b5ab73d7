import { z } from 'zod';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '../vocabularies/dashboard';
import { catalogMessage } from './messages';

export type { DashboardPeriod } from '../vocabularies/dashboard';

/**
 * The dashboard: the caller's figures and charts over a period, computed on the server and
 * scoped to the caller's role and organisation. Every chart is a list of categories and one or
 * more series of numbers over them, so the SPA draws it and shows the same numbers as a table.
 */

export const dashboardQuery = z.object({
    period: z
        .enum(DASHBOARD_PERIODS, { error: catalogMessage('server.dashboard.period') })
        .default(DEFAULT_DASHBOARD_PERIOD)
        .describe('Days covered by the period figures: 7, 30 or 90 (default 30)'),
});
export type DashboardQuery = z.input<typeof dashboardQuery>;

/** The charts a dashboard can hold; which ones depends on the role. */
export const DASHBOARD_PANELS = [
    'usersByRole',
    'signIns',
    'topScreens',
    'openRequests',
    'directoryFreshness',
    'connections',
    'listing',
    'claimsByStatus',
    'claimsByAge',
    'denialReasons',
] as const;
export type DashboardPanelId = (typeof DASHBOARD_PANELS)[number];

/**
 * How the SPA names the keys of categories and series: a role code, a day (YYYY-MM-DD), a
 * screen's path, a connection kind or status, a user status, a listing state, a claim status
 * bucket, an aging bucket, a CARC code, a directory table (its name is given as the label), or
 * a measure of the dashboard's own (views, claims, share verified…).
 */
export const DASHBOARD_VOCABULARIES = [
    'role',
    'day',
    'screen',
    'connectionKind',
    'connectionStatus',
    'userStatus',
    'listingState',
    'claimBucket',
    'aging',
    'carc',
    'table',
    'measure',
] as const;
export type DashboardVocabulary = (typeof DASHBOARD_VOCABULARIES)[number];

export const dashboardAxisSchema = z.object({
    vocabulary: z.enum(DASHBOARD_VOCABULARIES),
    keys: z.array(z.string()).describe('Codes in display order'),
    labels: z.array(z.string()).optional().describe('Names to show, where the codes are not words (directory tables)'),
});

export const dashboardPanelSchema = z
    .object({
        id: z.enum(DASHBOARD_PANELS),
        chart: z.enum(['bar', 'line']).describe('A line for days, bars otherwise'),
        unit: z.enum(['count', 'percent']),
        /** Whether the period chosen changes this chart (otherwise it is the state now). */
        inPeriod: z
            .boolean()
            .describe('True when the chart counts what happened in the period; false for the state now'),
        categories: dashboardAxisSchema,
        series: z.object({
            vocabulary: z.enum(DASHBOARD_VOCABULARIES),
            items: z.array(
                z.object({
                    key: z.string(),
                    values: z.array(z.number()).describe('One number per category, in the categories’ order'),
                })
            ),
        }),
    })
    .meta({ id: 'DashboardPanel' });
export type DashboardPanel = z.infer<typeof dashboardPanelSchema>;

/** Headline numbers shown above the charts. */
export const DASHBOARD_FIGURES = [
    'users',
    'activeUsers',
    'signIns',
    'failedSignIns',
    'openRequests',
    'activeConnections',
    'connectedProviders',
    'listingsDue',
    'claims',
    'deniedClaims',
    'openClaims',
] as const;
export type DashboardFigureId = (typeof DASHBOARD_FIGURES)[number];

export const dashboardSchema = z
    .object({
        period: z.enum(DASHBOARD_PERIODS),
        from: z.string().describe('First day of the period (YYYY-MM-DD, UTC)'),
        to: z.string().describe('Last day of the period: today (YYYY-MM-DD, UTC)'),
        figures: z.array(z.object({ id: z.enum(DASHBOARD_FIGURES), value: z.number(), inPeriod: z.boolean() })),
        panels: z.array(dashboardPanelSchema),
    })
    .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
