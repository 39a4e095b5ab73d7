import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import { DOCUMENT_AUTHORS, DOCUMENT_CONTENT_TYPES, type DocumentType } from '../../../common/claimActions/vocabularies';
import type { ClaimDocument, ClaimDocumentsAnswer } from '../../../common/contract/claimActions';
import type { Profile } from '../../../common/profiles';
import type { Db, Executor } from '../../shared/database';
import { claims } from '../../db/schema';
import type { Translate } from '../../shared/i18n';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { readClaim, type ClaimUser } from '../claims';
import { AppError, ErrorCode } from '../../shared/errors';
import { recogniseContent, TextCheck, CSV_TYPE } from './documentContent';
import { answerRequest } from './documentRequests';
import { addToDispute } from './disputes';
import { claimFileChunks, claimFiles } from './tables';

/**
 * Documents on claims, kept in the database: a row per document and its bytes in chunks of
 * `CHUNK_BYTES`, so that every server sharing the database serves them and nothing else has to
 * run. An upload is written chunk by chunk inside one transaction: memory holds two chunks
 * whatever the size, and a document whose upload fails or is cut off is not there at all.
 */

export const CHUNK_BYTES = 256 * 1024;

const MB = 1024 * 1024;

export interface DocumentLimits {
    maxFileBytes: number;
    maxClaimBytes: number;
}

export interface DocumentDesk {
    desk: ClaimDesk;
    profile: Profile;
    limits: DocumentLimits;
}

type FileRow = typeof claimFiles.$inferSelect;

const toDocument = (row: FileRow): ClaimDocument => ({
    id: row.id,
    claimId: row.claimId,
    disputeId: row.disputeId,
    requestId: row.requestId,
    documentType: row.documentType,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedBy: row.uploadedByUsername,
    uploadedAt: row.uploadedAt.toISOString(),
});

/** A file name as a download may offer it: no folders, no control characters, at most 200 characters. */
export const safeFileName = (name: string) =>
    path
        .basename(name.replace(/\\/g, '/'))
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .slice(-200) || 'document';

const usedBytes = async (db: Executor, claimId: number) => {
    const [row] = await db
        .select({ used: sql<number>`coalesce(sum(${claimFiles.sizeBytes}), 0)::float8` })
        .from(claimFiles)
        .where(eq(claimFiles.claimId, claimId));
    return Number(row?.used ?? 0);
};

/** The stream's bytes in chunks of `size` (the last one shorter), each told whether it is the last. */
async function* chunksOf(stream: AsyncIterable<Buffer>, size: number) {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let ready: Buffer | undefined;
    for await (const piece of stream) {
        pending.push(piece);
        pendingBytes += piece.length;
        while (pendingBytes >= size) {
            const joined = Buffer.concat(pending);
            if (ready) yield { data: ready, last: false };
            ready = joined.subarray(0, size);
            pending = joined.length > size ? [joined.subarray(size)] : [];
            pendingBytes = joined.length - size;
        }
    }
    const rest = Buffer.concat(pending);
    if (ready && rest.length === 0) {
        yield { data: ready, last: true };
        return;
    }
    if (ready) yield { data: ready, last: false };
    if (rest.length > 0) yield { data: rest, last: true };
}

/** The claim's documents, newest first, with how much of the claim's allowance they use. */
export const listClaimDocuments = async (
    db: Db,
    { desk, limits }: DocumentDesk,
    user: ClaimUser,
    claimId: number
): Promise<ClaimDocumentsAnswer> => {
    await readClaim(db, desk, user, claimId);
    const rows = await db
        .select()
        .from(claimFiles)
        .where(eq(claimFiles.claimId, claimId))
        .orderBy(asc(claimFiles.uploadedAt), asc(claimFiles.id));
    return {
        documents: rows.map(toDocument),
        usedBytes: rows.reduce((total, row) => total + row.sizeBytes, 0),
        maxFileBytes: limits.maxFileBytes,
        maxClaimBytes: limits.maxClaimBytes,
    };
};

export interface Upload {
    stream: Readable;
    fileName: string;
    /** Whether the stream was cut at the per-file limit: the multipart reader ends it there and says so. */
    truncated: () => boolean;
}

/**
 * Adds a document to a claim the user sees (404 otherwise), as one of the roles that add
 * documents (403 otherwise), optionally to one of its disputes that is not decided. The content
 * decides the type: a file that is none of the deployment's types is refused at its first chunk.
 * The limits are checked as the bytes come: a file past the per-file limit, or past what is left
 * of the claim's, is refused and nothing of it is kept. Audited as `claimDocument.upload`.
 */
export const addClaimDocument = async (
    db: Db,
    { desk, profile, limits }: DocumentDesk,
    user: ClaimUser,
    claimId: number,
    input: { documentType: DocumentType; disputeId?: string; requestId?: string },
    upload: Upload,
    t: Translate,
    origin: Origin
): Promise<ClaimDocument> => {
    const claim = await readClaim(db, desk, user, claimId);
    if (!(DOCUMENT_AUTHORS[profile] as readonly string[]).includes(user.role))
        throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    const accepted = DOCUMENT_CONTENT_TYPES[profile];
    const document = await db.transaction(async tx => {
        // One upload at a time per claim, so that two together cannot pass the claim's limit.
        await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)).for('update');
        if (input.disputeId) await addToDispute(tx, desk, user, claimId, input.disputeId, t);
        if (input.requestId) await answerRequest(tx, user, claimId, input.requestId);
        const left = limits.maxClaimBytes - (await usedBytes(tx, claimId));
        const claimFull = () =>
            new AppError(ErrorCode.invalidInput, 'claimActions.documents.claimFull', {
                max: limits.maxClaimBytes / MB,
                left: Math.max(0, Math.round((left / MB) * 10) / 10),
            });
        if (left <= 0) throw claimFull();
        const hash = createHash('sha256');
        let size = 0;
        let seq = 0;
        let fileId: string | undefined;
        let textCheck: TextCheck | undefined;
        for await (const { data, last } of chunksOf(upload.stream, CHUNK_BYTES)) {
            size += data.length;
            if (size > limits.maxFileBytes) throw fileTooLarge(limits);
            if (size > left) throw claimFull();
            if (!fileId) {
                const contentType = await recogniseContent(data, last, accepted);
                if (!contentType) throw notAccepted(accepted);
                if (contentType === CSV_TYPE) textCheck = new TextCheck();
                const [row] = await tx
                    .insert(claimFiles)
                    .values({
                        claimId,
                        disputeId: input.disputeId ?? null,
                        requestId: input.requestId ?? null,
                        documentType: input.documentType,
                        fileName: safeFileName(upload.fileName),
                        contentType,
                        sizeBytes: 0,
                        sha256: '',
                        uploadedBy: user.id,
                        uploadedByUsername: user.username,
                    })
                    .returning({ id: claimFiles.id });
                fileId = row!.id;
            }
            if (textCheck && !textCheck.accepts(data, last)) throw notAccepted(accepted);
            hash.update(data);
            await tx.insert(claimFileChunks).values({ fileId, seq: seq++, data });
        }
        if (upload.truncated()) throw fileTooLarge(limits);
        if (!fileId) throw new AppError(ErrorCode.invalidInput, 'claimActions.documents.empty');
        const [row] = await tx
            .update(claimFiles)
            .set({ sizeBytes: size, sha256: hash.digest('hex') })
            .where(eq(claimFiles.id, fileId))
            .returning();
        await recordAudit(tx, origin, {
            action: 'claimDocument.upload',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claim',
            targetId: claim.claim.claimNumber ?? String(claimId),
            reason: `${row!.fileName} (${row!.documentType}, ${row!.contentType}, ${size} bytes, sha256 ${row!.sha256})`,
        });
        return row!;
    });
    return toDocument(document);
};

export const fileTooLarge = (limits: DocumentLimits) =>
    new AppError(ErrorCode.invalidInput, 'claimActions.documents.fileTooLarge', { max: limits.maxFileBytes / MB });

const notAccepted = (accepted: readonly string[]) =>
    new AppError(ErrorCode.invalidInput, 'claimActions.documents.notAccepted', {
        accepted: accepted.map(type => CONTENT_LABELS[type] ?? type).join(', '),
    });

const CONTENT_LABELS: Record<string, string> = {
    'application/pdf': 'PDF',
    'image/jpeg': 'JPEG',
    'image/png': 'PNG',
    'image/tiff': 'TIFF',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
    'text/csv': 'CSV',
};

/**
 * A document of a claim the user sees (404 otherwise, as for a document that does not exist), and
 * its bytes read a chunk at a time as the download is sent. Audited as `claimDocument.download`
 * before the first byte.
 */
export const openClaimDocument = async (
    db: Db,
    { desk }: DocumentDesk,
    user: ClaimUser,
    documentId: string,
    origin: Origin
) => {
    const [row] = await db.select().from(claimFiles).where(eq(claimFiles.id, documentId));
    const notFound = () => new AppError(ErrorCode.notFound, 'claimActions.documents.notFound');
    if (!row) throw notFound();
    const claim = await readClaim(db, desk, user, row.claimId).catch((error: unknown) => {
        throw error instanceof AppError && error.code === ErrorCode.notFound ? notFound() : error;
    });
    await recordAudit(db, origin, {
        action: 'claimDocument.download',
        outcome: 'success',
        actor: actorOf(user),
        targetType: 'claim',
        targetId: claim.claim.claimNumber ?? String(row.claimId),
        reason: `${row.fileName} (${row.id})`,
    });
    async function* bytes() {
        for (let seq = 0; ; seq++) {
            const [chunk] = await db
                .select({ data: claimFileChunks.data })
                .from(claimFileChunks)
                .where(and(eq(claimFileChunks.fileId, row!.id), eq(claimFileChunks.seq, seq)));
            if (!chunk) return;
            yield chunk.data;
        }
    }
    return { document: toDocument(row), bytes: bytes() };
};
