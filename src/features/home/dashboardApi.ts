import type { Dashboard, DashboardPeriod } from '../../../common/contract/dashboard';
import type { Ok } from '../../../common/contract/envelope';
import { api } from '../../providers/httpClient';

/** The cache key of the dashboard of one period; it is asked again each time the screen opens. */
export const dashboardKeys = {
    period: (period: DashboardPeriod) => ['dashboard', period] as const,
};

/** The caller's figures and charts over the period (7, 30 or 90 days). */
export const fetchDashboard = async (period: DashboardPeriod): Promise<Dashboard> =>
    (await api.get<Ok<Dashboard>>('/api/dashboard', { params: { period } })).data;
