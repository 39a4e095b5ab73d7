import type { ScheduledJobStatusRecord } from '../../../common/contract/scheduledJobs';
import { api } from '../../providers/httpClient';

const REST = { envelope: false } as const;

/** The scheduled jobs as admins see them, and an admin's "run now". */
export const scheduledJobsApi = {
    list: () => api.get<ScheduledJobStatusRecord[]>('/api/scheduledJobs', REST),
    run: (name: string) =>
        api.post<{ queued: true }>(`/api/scheduledJobs/${encodeURIComponent(name)}/run`, undefined, REST),
};
