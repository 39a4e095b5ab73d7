import { and, count, eq, ilike, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { auditLog } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { afterBound, anyOf, beforeBound, caseless, containsPattern, orderBy } from '../../shared/listQuery';
import type { ListRange, ListSort, TimeBound } from '../../../common/contract/list';
import {
    AUDIT_EXPORT_MAX,
    type AuditFilter,
    type AuditRecord,
    type AuditSortField,
} from '../../../common/contract/auditTrail';
import type { ExportFormat } from '../../../common/vocabularies/audit';

/** The audit trail: read, filtered and exported by admins; never changed. */

/** Rows read from the database at a time while an export streams. */
const EXPORT_BATCH = 2_000;

/** The columns of an export, in order; their titles are `server.auditExport.columns.<name>`. */
export const AUDIT_EXPORT_COLUMNS = [
    'time',
    'user',
    'role',
    'action',
    'targetType',
    'targetId',
    'outcome',
    'reason',
    'address',
    'userAgent',
    'changes',
] as const;

const SORT_COLUMNS: Record<AuditSortField, SQL | typeof auditLog.id> = {
    id: auditLog.id,
    at: sql`${auditLog.at}`,
    action: sql`${auditLog.action}`,
    actorUsername: caseless(auditLog.actorUsername),
};

const auditConditions = (filter: AuditFilter): SQL | undefined => {
    const pattern = filter.q ? containsPattern(filter.q) : undefined;
    return and(
        filter.actor ? sql`lower(${auditLog.actorUsername}) = ${filter.actor.toLowerCase()}` : undefined,
        filter.userId
            ? or(
                  eq(auditLog.actorId, filter.userId),
                  and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, filter.userId))
              )
            : undefined,
        anyOf(auditLog.action, filter.action),
        filter.outcome ? eq(auditLog.outcome, filter.outcome) : undefined,
        afterBound(auditLog.at, filter.from),
        beforeBound(auditLog.at, filter.to),
        pattern
            ? or(
                  ilike(auditLog.action, pattern),
                  ilike(auditLog.targetId, pattern),
                  ilike(auditLog.reason, pattern),
                  ilike(auditLog.ip, pattern)
              )
            : undefined
    );
};

const toAuditRecord = (row: typeof auditLog.$inferSelect): AuditRecord => ({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    actorRole: row.actorRole,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    changes: row.changes ?? null,
    outcome: row.outcome,
    reason: row.reason,
    ip: row.ip,
    userAgent: row.userAgent,
});

/** One page of the trail and the number of entries the filter matches. */
export const listAudit = async (
    db: Executor,
    query: { filter: AuditFilter; sort: ListSort<AuditSortField>; range: ListRange }
): Promise<{ rows: AuditRecord[]; total: number }> => {
    const where = auditConditions(query.filter);
    const [{ total }] = (await db.select({ total: count() }).from(auditLog).where(where)) as [{ total: number }];
    const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[query.sort.field], query.sort.order, auditLog.id))
        .offset(query.range.first)
        .limit(query.range.last - query.range.first + 1);
    return { rows: rows.map(toAuditRecord), total };
};

/** One exported row, in the order of AUDIT_EXPORT_COLUMNS. */
export const exportCells = (record: AuditRecord): string[] => [
    record.at,
    record.actorUsername ?? '',
    record.actorRole ?? '',
    record.action,
    record.targetType ?? '',
    record.targetId ?? '',
    record.outcome,
    record.reason ?? '',
    record.ip,
    record.userAgent,
    record.changes === null ? '' : JSON.stringify(record.changes),
];

/** The filter in the words of the export's own audit entry: time bounds as comparisons. */
const describeFilter = (filter: AuditFilter) =>
    Object.fromEntries(
        Object.entries(filter).map(([key, value]) => {
            const bound = value as TimeBound;
            if (key === 'from') return [key, `${bound.inclusive ? '>=' : '>'} ${bound.at.toISOString()}`];
            if (key === 'to') return [key, `${bound.inclusive ? '<=' : '<'} ${bound.at.toISOString()}`];
            return [key, value];
        })
    );

/**
 * Starts an export: counts the matching entries (more than AUDIT_EXPORT_MAX is refused), audits
 * the export (`audit.export`, with format, filter, sort and row count in `reason`) before any row
 * is read, then yields the rows in batches. The file holds the entries that existed when the
 * export began, so its own entry is never in it and the count is the file's.
 */
export const startAuditExport = async (
    db: Executor,
    query: { filter: AuditFilter; sort: ListSort<AuditSortField>; format: ExportFormat },
    actor: Actor,
    origin: Origin
): Promise<{ rows: number; batches: AsyncIterable<string[][]> }> => {
    const where = auditConditions(query.filter);
    const [{ rows, lastId }] = (await db
        .select({ rows: count(), lastId: max(auditLog.id) })
        .from(auditLog)
        .where(where)) as [{ rows: number; lastId: number | null }];
    if (rows > AUDIT_EXPORT_MAX) {
        throw new AppError(ErrorCode.invalidInput, 'server.auditExport.tooLarge', {
            count: rows,
            max: AUDIT_EXPORT_MAX,
        });
    }
    await recordAudit(db, origin, {
        action: 'audit.export',
        outcome: 'success',
        actor: actorOf(actor),
        targetType: 'audit_log',
        reason: JSON.stringify({
            format: query.format,
            rows,
            filter: describeFilter(query.filter),
            sort: [query.sort.field, query.sort.order],
        }),
    });
    const bounded = and(where, lte(auditLog.id, lastId ?? 0));
    const order = orderBy(SORT_COLUMNS[query.sort.field], query.sort.order, auditLog.id);
    async function* batches() {
        for (let offset = 0; offset < rows; offset += EXPORT_BATCH) {
            const page = await db
                .select()
                .from(auditLog)
                .where(bounded)
                .orderBy(...order)
                .offset(offset)
                .limit(EXPORT_BATCH);
            if (page.length === 0) return;
            yield page.map(row => exportCells(toAuditRecord(row)));
        }
    }
    return { rows, batches: batches() };
};
