import type { Dashboard, DashboardPeriod } from '../../common/contract/dashboard';
import type { Ok } from '../../common/contract/envelope';
import { api } from './httpClient';

/** The cache keys of the dashboard: a change elsewhere (a connection) refreshes everything under `dashboard`. */
export const dashboardKeys = {
    all: ['dashboard'] as const,
    period: (period: DashboardPeriod) => ['dashboard', period] as const,
};

/** The caller's figures and charts over the period (7, 30 or 90 days). */
export const fetchDashboard = async (period: DashboardPeriod): Promise<Dashboard> =>
    (await api.get<Ok<Dashboard>>('/api/dashboard', { params: { period } })).data;
