import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { AttachmentCode } from '../../../common/claimActions/attachmentCodes';
import type {
    DocumentRequest,
    DocumentRequestInput,
    DocumentRequestListQuery,
} from '../../../common/contract/claimActions';
import type { Db, Executor } from '../../shared/database';
import { claims } from '../../db/schema';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { readClaim, scopeCondition, scopeOf, type ClaimUser } from '../claims';
import { AppError, ErrorCode } from '../../shared/errors';
import { DISPUTE_ROLES } from '../../../common/claimActions/vocabularies';
import { claimDocumentRequests } from './tables';
import { todayUtc } from './todayUtc';

/**
 * The plan's requests for documents on a claim, coded as an X12 277 asks (LOINC attachment codes,
 * a due date), answered by the provider's documents (`POST /api/claim-documents?request=`). Seen by
 * whoever sees the claim; made by the plan's staff, who also handle disputes. A request still open
 * after its due date is late.
 */

type RequestRow = typeof claimDocumentRequests.$inferSelect;

const toRequest = ({ request, claimNumber }: { request: RequestRow; claimNumber: string }): DocumentRequest => ({
    id: request.id,
    claimId: request.claimId,
    claimNumber,
    attachmentCodes: request.attachmentCodes as AttachmentCode[],
    note: request.note,
    dueOn: request.dueOn,
    status: request.status as DocumentRequest['status'],
    late: request.status === 'open' && request.dueOn < todayUtc(),
    requestedBy: request.requestedByUsername,
    requestedAt: request.requestedAt.toISOString(),
    answeredBy: request.answeredByUsername,
    answeredAt: request.answeredAt?.toISOString() ?? null,
});

const REQUEST_COLUMNS = { request: claimDocumentRequests, claimNumber: claims.claimNumber };

/** Asks for documents on a claim the plan's user sees (404 otherwise); due today or later. Audited. */
export const createDocumentRequest = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    input: DocumentRequestInput,
    origin: Origin
): Promise<DocumentRequest> => {
    const detail = await readClaim(db, desk, user, input.claimId);
    if (!(DISPUTE_ROLES.handle as readonly string[]).includes(user.role)) {
        throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    }
    if (input.dueOn < todayUtc()) throw new AppError(ErrorCode.invalidInput, 'claimActions.requests.duePast');
    const claimNumber = detail.claim.claimNumber ?? String(input.claimId);
    const row = await db.transaction(async tx => {
        const [created] = await tx
            .insert(claimDocumentRequests)
            .values({
                claimId: input.claimId,
                attachmentCodes: input.attachmentCodes,
                note: input.note,
                dueOn: input.dueOn,
                requestedByUsername: user.username,
            })
            .returning();
        await recordAudit(tx, origin, {
            action: 'claimDocumentRequest.create',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claim',
            targetId: claimNumber,
            reason: `${input.attachmentCodes.join(', ')} due ${input.dueOn}`,
        });
        return created!;
    });
    return toRequest({ request: row, claimNumber });
};

const listConditions = (query: DocumentRequestListQuery): (SQL | undefined)[] => [
    query.claimId ? eq(claimDocumentRequests.claimId, query.claimId) : undefined,
    query.status ? eq(claimDocumentRequests.status, query.status) : undefined,
    query.late === 'true'
        ? and(eq(claimDocumentRequests.status, 'open'), lt(claimDocumentRequests.dueOn, todayUtc()))
        : undefined,
    query.late === 'false'
        ? sql`not (${claimDocumentRequests.status} = 'open' and ${claimDocumentRequests.dueOn} < ${todayUtc()})`
        : undefined,
];

/** The requests on claims the user sees, open ones first, soonest due first; at most 1,000. */
export const listDocumentRequests = async (
    db: Db,
    desk: ClaimDesk,
    user: ClaimUser,
    query: DocumentRequestListQuery
): Promise<DocumentRequest[]> => {
    const rows = await db
        .select(REQUEST_COLUMNS)
        .from(claimDocumentRequests)
        .innerJoin(claims, eq(claims.id, claimDocumentRequests.claimId))
        .where(and(scopeCondition(scopeOf(desk, user), user), ...listConditions(query)))
        .orderBy(
            sql`${claimDocumentRequests.status} = 'answered'`,
            claimDocumentRequests.dueOn,
            desc(claimDocumentRequests.requestedAt)
        )
        .limit(1_000);
    return rows.map(toRequest);
};

/**
 * Within an upload's transaction: the request of the claim the document answers (404 for one of
 * another claim), marked answered by the provider's first document for it.
 */
export const answerRequest = async (tx: Executor, user: ClaimUser, claimId: number, requestId: string) => {
    const [request] = await tx
        .select({ status: claimDocumentRequests.status })
        .from(claimDocumentRequests)
        .where(and(eq(claimDocumentRequests.id, requestId), eq(claimDocumentRequests.claimId, claimId)));
    if (!request) throw new AppError(ErrorCode.notFound, 'claimActions.requests.notFound');
    if (request.status === 'open' && user.role === 'provider') {
        await tx
            .update(claimDocumentRequests)
            .set({ status: 'answered', answeredByUsername: user.username, answeredAt: sql`clock_timestamp()` })
            .where(eq(claimDocumentRequests.id, requestId));
    }
};
