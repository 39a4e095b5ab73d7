/** Administration of the jobs the servers run on a schedule. */
export { ScheduledJobsPage } from './ScheduledJobsPage';
