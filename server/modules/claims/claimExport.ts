import { and, count, lte, max, sql } from 'drizzle-orm';
import { seesField, type ClaimDesk, type DeskField } from '../../../common/claims/desks';
import type { ClaimExportFormat } from '../../../common/claims/vocabularies';
import type { ClaimRecord } from '../../../common/contract/claims';
import type { LazyCatalog } from '../../../i18n/lazyCatalogs';
import type { Locale } from '../../../i18n/types';
import { yieldToOtherRequests, type Executor } from '../../shared/database';
import { claims } from './tables';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { columnSortKey, keysetAfter, orderBy, type KeysetCursor } from '../../shared/listQuery';
import { checkSort, column, scopeOf, searchCondition, type ClaimUser } from './claimQuery';
import { RECORD_COLUMNS, recordFieldsOf, toClaimRecord, type ClaimSearch } from './claims';
import { lazyTexts } from '../../shared/i18n';

/** Most claims one export may hold: beyond, the user narrows the search. */
export const CLAIM_EXPORT_MAX = 100_000;
/**
 * Rows read per query while the file streams: a batch of a desk's forty-odd fields is read and
 * unpacked in a few tens of milliseconds, which another request waits at most.
 */
const EXPORT_BATCH = 500;

type Texts = LazyCatalog<'claims'>;

/** The desk's fields as export columns: only the ones the role receives. */
const exportFields = (desk: ClaimDesk, role: string) => desk.fields.filter(field => seesField(desk, role, field.name));

const cell = (field: DeskField, claim: ClaimRecord, texts: Texts): string => {
    const value = claim[field.name];
    if (value === null || value === undefined) return '';
    if (field.type === 'money') return (value as number).toFixed(2);
    if (field.vocabulary) {
        const labels = (texts.codes as Record<string, Record<string, string>>)[field.vocabulary];
        return labels?.[String(value)] ?? String(value);
    }
    return String(value);
};

/**
 * The claims of a search as rows for a CSV or XLSX file, in the search's order: the caller's
 * scope applies, only the fields the role receives are written (`fieldsByRole.ts`), codes are written
 * with their meaning in the caller's language. Refused when the search holds more than
 * CLAIM_EXPORT_MAX claims. Audited (`claims.export`) before any row is read; the file holds the
 * claims that existed when the export began.
 */
export const startClaimExport = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    search: Omit<ClaimSearch, 'range'> & { format: ClaimExportFormat },
    locale: Locale,
    origin: Origin
) => {
    const scope = scopeOf(desk, user);
    const where = searchCondition(desk, scope, user, search.filter);
    checkSort(desk, user, search.sort.field);
    const [totals] = await db
        .select({ rows: count(), lastId: max(claims.id) })
        .from(claims)
        .where(where);
    const rows = totals?.rows ?? 0;
    if (rows > CLAIM_EXPORT_MAX) {
        throw new AppError(ErrorCode.invalidInput, 'server.claims.exportTooLarge', {
            count: rows,
            max: CLAIM_EXPORT_MAX,
        });
    }
    await recordAudit(db, origin, {
        action: 'claims.export',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claims',
        reason: JSON.stringify({
            format: search.format,
            rows,
            filter: search.filter,
            sort: [search.sort.field, search.sort.order],
        }).slice(0, 500),
    });
    const texts = lazyTexts('claims', locale);
    const fields = exportFields(desk, user.role);
    const received = recordFieldsOf(desk, user.role);
    const header = fields.map(
        field => (texts.fields as Record<string, string>)[field.label ?? field.name] ?? field.name
    );
    const bounded = and(where, lte(claims.id, totals?.lastId ?? 0));
    const sortColumn = column(search.sort.field);
    const order = orderBy(sortColumn, search.sort.order, claims.id);
    // Keyset batches: each costs what the first does, and between two of them the other requests'
    // statements run (on the embedded database's one connection too).
    async function* batches() {
        let cursor: KeysetCursor | undefined;
        for (;;) {
            if (cursor) await yieldToOtherRequests();
            const page = await db
                .select({ ...RECORD_COLUMNS, sortKey: sql<string | null>`${sortColumn}::text` })
                .from(claims)
                .where(
                    cursor
                        ? and(bounded, keysetAfter(columnSortKey(sortColumn), search.sort.order, claims.id, cursor))
                        : bounded
                )
                .orderBy(...order)
                .limit(EXPORT_BATCH);
            if (page.length === 0) return;
            yield page.map(row => {
                const claim = toClaimRecord(row, received);
                return fields.map(field => cell(field, claim, texts));
            });
            if (page.length < EXPORT_BATCH) return;
            const last = page[page.length - 1]!;
            cursor = { key: last.sortKey, id: last.id };
        }
    }
    return { rows, header, sheetName: texts.desk[desk.profile], batches: batches() };
};

/** `claims-20260501-0930.csv`: the time of the export, UTC. */
export const claimExportFileName = (format: ClaimExportFormat, now = new Date()) => {
    const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return `claims-${stamp}.${format}`;
};
