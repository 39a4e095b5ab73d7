import { and, count, lte, max } from 'drizzle-orm';
import { seesField, type ClaimDesk, type DeskField } from '../../../common/claims/desks';
import type { ClaimExportFormat } from '../../../common/claims/vocabularies';
import type { ClaimRecord } from '../../../common/contract/claims';
import { CLAIMS_CATALOGS } from '../../../i18n/claims/catalogs';
import type { Locale } from '../../../i18n/types';
import type { Executor } from '../../db/database';
import { claims } from '../../db/schema';
import { actorOf, recordAudit, type Origin } from '../audit';
import { AppError, ErrorCode } from '../errors';
import { orderBy } from '../listing';
import { checkSort, column, scopeOf, searchCondition, type ClaimUser } from './claimQuery';
import { RECORD_COLUMNS, recordFieldsOf, toClaimRecord, type ClaimSearch } from './claims';

/** Most claims one export may hold: beyond, the user narrows the search. */
export const CLAIM_EXPORT_MAX = 100_000;
/** Rows read per query while the file streams. */
const EXPORT_BATCH = 2_000;

type Texts = (typeof CLAIMS_CATALOGS)[Locale];

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
    const texts = CLAIMS_CATALOGS[locale];
    const fields = exportFields(desk, user.role);
    const received = recordFieldsOf(desk, user.role);
    const header = fields.map(
        field => (texts.fields as Record<string, string>)[field.label ?? field.name] ?? field.name
    );
    const bounded = and(where, lte(claims.id, totals?.lastId ?? 0));
    const order = orderBy(column(search.sort.field), search.sort.order, claims.id);
    async function* batches() {
        for (let offset = 0; offset < rows; offset += EXPORT_BATCH) {
            const page = await db
                .select(RECORD_COLUMNS)
                .from(claims)
                .where(bounded)
                .orderBy(...order)
                .offset(offset)
                .limit(EXPORT_BATCH);
            if (page.length === 0) return;
            yield page.map(row => {
                const claim = toClaimRecord(row, received);
                return fields.map(field => cell(field, claim, texts));
            });
        }
    }
    return { rows, header, sheetName: texts.desk[desk.profile], batches: batches() };
};

/** `claims-20260501-0930.csv`: the time of the export, UTC. */
export const claimExportFileName = (format: ClaimExportFormat, now = new Date()) => {
    const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return `claims-${stamp}.${format}`;
};
