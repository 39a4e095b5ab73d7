/**
 * Member reports and provider corrections of the public directory. The jobs are declared as data; the
 * scheduled-jobs module runs each on its cron schedule (UTC), once across servers.
 */
import type { Db } from '../../db/database';
import { purgeExpiredInquiries } from './retention';

export { directoryInquiries } from './tables';
export { inquiryDeadlineCounts, type InquiryDeadlineCounts } from './lateCounts';
export { INQUIRY_RETENTION_YEARS, inquiryRetentionCutoff, purgeExpiredInquiries } from './retention';

export interface DirectoryReportJob {
    name: string;
    /** Cron expression, UTC. */
    schedule: string;
    run: (context: { now: Date; db: Db }) => Promise<unknown>;
}

export const directoryReportJobs: DirectoryReportJob[] = [
    {
        // Daily at 03:17 UTC, outside office hours in the US and off the hour other jobs favour.
        name: 'directory-inquiry-purge',
        schedule: '17 3 * * *',
        run: ({ now, db }) => purgeExpiredInquiries(db, now),
    },
];
