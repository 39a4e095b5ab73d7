/**
 * Member reports of the public directory: the forms members send without signing in, their questions
 * with the answers (kept 2 years), and which tables a member of staff answers for. The jobs are
 * declared as data; the scheduled-jobs module runs each on its cron schedule (UTC), once across servers.
 */
import type { Db } from '../../shared/database';
import { purgeExpiredInquiries } from './retention';

export { directoryInquiries } from './tables';
export { inquiryDeadlineCounts, type InquiryDeadlineCounts } from './lateCounts';
export { INQUIRY_RETENTION_YEARS, inquiryRetentionCutoff, purgeExpiredInquiries } from './retention';
export { answerInquiry, listInquiries, settleInquiry, type InquiryRecord } from './inquiries';
export { mailInquiryAnswer } from './inquiryMail';
export { memberReportRoutes, type OpenReportedChange } from './publicRoutes';
export { inScope, scopeHas, staffTableScope, type TableScope } from './scope';

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
export { solveChallenge } from './humanCheck';
export { openInquiry } from './inquiries';
