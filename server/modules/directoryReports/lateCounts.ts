import { sql } from 'drizzle-orm';
import { dateInZone, DIRECTORY_TIME_ZONE } from '../../../common/businessDays';
import type { Executor } from '../../shared/database';
import { directoryInquiries } from './tables';

export interface InquiryDeadlineCounts {
    /** The directory table the listing belongs to; null when the table is gone or was never known. */
    tableId: string | null;
    open: number;
    /** Open past the close of their due date. */
    late: number;
    /** Answered, but after the close of their due date. */
    answeredLate: number;
}

/**
 * Member questions against their 1-business-day deadline, per directory table, as the accuracy
 * dashboard and the staff queue show them. A due date ends with its working day in the team's time zone.
 */
export const inquiryDeadlineCounts = async (
    db: Executor,
    now: Date,
    timeZone: string = DIRECTORY_TIME_ZONE
): Promise<InquiryDeadlineCounts[]> => {
    const today = dateInZone(now, timeZone);
    const answeredOn = sql`(${directoryInquiries.answeredAt} AT TIME ZONE ${timeZone})::date`;
    const rows = await db
        .select({
            tableId: directoryInquiries.tableId,
            open: sql<number>`count(*) filter (where ${directoryInquiries.answeredAt} is null)::int`,
            late: sql<number>`count(*) filter (where ${directoryInquiries.answeredAt} is null and ${directoryInquiries.dueOn} < ${today}::date)::int`,
            answeredLate: sql<number>`count(*) filter (where ${directoryInquiries.answeredAt} is not null and ${answeredOn} > ${directoryInquiries.dueOn})::int`,
        })
        .from(directoryInquiries)
        .groupBy(directoryInquiries.tableId);
    return rows;
};
