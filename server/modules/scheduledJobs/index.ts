/** Jobs run on a schedule, once across the servers sharing a database, and what admins see of them. */
export { JobScheduler, nextTick, type ScheduledJob } from './scheduler';
export { jobStatuses } from './jobStatus';
export { portalJobs } from './portalJobs';
export { scheduledJobRoutes } from './routes';
export { scheduledJobRuns } from './tables';
