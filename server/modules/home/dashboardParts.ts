import type { ClaimDesk } from '../../../common/claims/desks';
import type {
    Dashboard,
    DashboardFigureId,
    DashboardPanel,
    DashboardPeriod,
    DashboardVocabulary,
} from '../../../common/contract/dashboard';
import type { Profile } from '../../../common/profiles';
import type { Db } from '../../shared/database';
import type { TenantUser } from '../organisations';

/** What every part of the dashboard is computed from, and the shapes the parts answer with. */

export const DAY_MS = 86_400_000;

export interface DashboardContext {
    db: Db;
    profile: Profile;
    desk: ClaimDesk;
    user: TenantUser;
    period: DashboardPeriod;
}

/** The period's days, oldest first: the last `period` days up to and including today (UTC). */
export const periodDays = (period: DashboardPeriod, now = new Date()): string[] => {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return Array.from({ length: Number(period) }, (_, index) =>
        new Date(today - (Number(period) - 1 - index) * DAY_MS).toISOString().slice(0, 10)
    );
};

/** Parts of a dashboard: figures and panels, put together in order. */
export interface DashboardParts {
    figures: Dashboard['figures'];
    panels: DashboardPanel[];
}

export const figure = (id: DashboardFigureId, value: number, inPeriod = false) => ({ id, value, inPeriod });

/** A chart of one series over categories. */
export const singleSeries = (
    panel: Pick<DashboardPanel, 'id' | 'unit' | 'inPeriod'> & { chart?: DashboardPanel['chart'] },
    categories: { vocabulary: DashboardVocabulary; keys: string[]; labels?: string[] },
    measure: string,
    values: number[]
): DashboardPanel => ({
    chart: 'bar',
    ...panel,
    categories,
    series: { vocabulary: 'measure', items: [{ key: measure, values }] },
});

/** The counts of rows (category, series, count) as one series per series key over the categories. */
export const crossTable = (
    categories: readonly string[],
    seriesKeys: readonly string[],
    rows: { category: string; series: string; count: number }[]
) =>
    seriesKeys.map(key => ({
        key,
        values: categories.map(category =>
            rows
                .filter(row => row.category === category && row.series === key)
                .reduce((total, row) => total + Number(row.count), 0)
        ),
    }));

export const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const merge = (parts: DashboardParts[]): DashboardParts => ({
    figures: parts.flatMap(part => part.figures),
    panels: parts.flatMap(part => part.panels),
});
