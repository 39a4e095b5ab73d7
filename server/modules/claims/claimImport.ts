import { open, readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { ClaimImportReport } from '../../../common/contract/claims';
import type { Executor } from '../../shared/database';
import { claimAdjustments, claimLines, claims, claimStatusHistory } from './tables';
import { actorOf, recordAudit, type Origin } from '../../shared/audit';
import { AppError, ErrorCode } from '../../shared/errors';
import { detectFormat } from '../linkExcel';
import { scopeCondition, scopeOf, type ClaimUser } from './claimQuery';
import { otherParties, withoutParties } from './claimParties';
import { readClaimSheet } from './claimSheet';
import { cents, importProblem, type ImportMessage, type ClaimValues, type ImportedClaim } from './importedClaim';
import { isX12, read835 } from './remittance835';

/**
 * Claim imports: a CSV or XLSX sheet of claims (both desks) or an X12 835 remittance
 * (healthcare), written in one transaction. Each claim is created or updated on its own merits:
 * one that is refused (its reasons in the report) leaves the others to go in. A claim that
 * exists keeps its parties (`otherParties`): a file naming others is refused for that claim.
 * Admins (and editors on the cargo desk) only; audited as `claims.import`.
 */

/** Largest file an import takes. */
export const CLAIM_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Most claims the report lists one by one; the counts cover every claim. */
export const IMPORT_REPORT_MAX = 2_000;

/** A claim's outcome, its problems not yet translated (the route does, in the caller's language). */
export type ClaimImportOutcome = Omit<ClaimImportReport['claims'][number], 'problems'> & { problems: ImportMessage[] };
export type ClaimImportResult = Omit<ClaimImportReport, 'claims'> & { claims: ClaimImportOutcome[] };

/** Buckets in which a claim has been decided: from then on its money must balance. */
const DECIDED = new Set(['paid', 'adjusted', 'denied', 'declined', 'closed', 'recovery']);
const REQUIRED_ON_CREATE = ['claimNumber', 'status', 'receivedOn', 'billed'] as const;
const CODE_FAMILIES_OF_ADJUSTMENTS = ['CARC:', 'GROUP:', 'RARC:', 'CARGO:'];
const OTHER_PARTIES = importProblem('otherParties');
/** Claims refused for naming other parties that the audit entry lists by reference (its reason stays short). */
const AUDITED_PARTY_REFUSALS = 20;

const readClaims = async (desk: ClaimDesk, path: string, fileName: string) => {
    const file = await open(path, 'r');
    const head = Buffer.alloc(16);
    try {
        await file.read(head, 0, 16, 0);
    } finally {
        await file.close();
    }
    if (isX12(head.toString('latin1'))) {
        if (!desk.importFormats.includes('x12-835'))
            throw new AppError(ErrorCode.invalidInput, 'server.claims.import.x12NotHere');
        return {
            format: 'x12-835' as const,
            claims: read835(await readFile(path, 'latin1'), fileName),
            ignoredColumns: [],
        };
    }
    const format = await detectFormat(path);
    return { format: format.kind, ...(await readClaimSheet(desk, path, format, fileName)) };
};

/** Imports a stored upload for `user`; bad files are refused whole (400) before anything is written. */
export const importClaims = async (
    db: Executor,
    desk: ClaimDesk,
    user: ClaimUser,
    upload: { path: string; fileName: string },
    origin: Origin
): Promise<ClaimImportResult> => {
    const scope = scopeOf(desk, user);
    if (!scope.edit) throw new AppError(ErrorCode.forbidden, 'server.forbidden');
    const { format, claims: imported, ignoredColumns } = await readClaims(desk, upload.path, upload.fileName);
    const outcomes = await db.transaction(async tx => {
        const done: ClaimImportOutcome[] = [];
        for (const claim of imported) {
            const problems =
                claim.problems.length > 0 ? claim.problems : await writeClaim(tx, desk, scope, user, claim);
            const outcome = Array.isArray(problems) ? 'refused' : problems;
            done.push({
                reference: claim.reference,
                position: claim.position,
                outcome,
                problems: Array.isArray(problems) ? problems : [],
            });
        }
        const count = (outcome: ClaimImportOutcome['outcome']) => done.filter(item => item.outcome === outcome).length;
        // A file naming other parties than a claim has is an attempt to reach another tenant's claim: the trail names them.
        const otherParties = done
            .filter(item => item.problems.some(problem => problem.key === OTHER_PARTIES.key))
            .map(item => item.reference);
        await recordAudit(tx, origin, {
            action: 'claims.import',
            outcome: 'success',
            actor: actorOf(user),
            targetType: 'claims',
            reason: JSON.stringify({
                file: upload.fileName.slice(0, 120),
                format,
                created: count('created'),
                updated: count('updated'),
                refused: count('refused'),
                ...(otherParties.length > 0 ? { otherParties: otherParties.slice(0, AUDITED_PARTY_REFUSALS) } : {}),
            }),
        });
        return done;
    });
    const count = (outcome: ClaimImportOutcome['outcome']) => outcomes.filter(item => item.outcome === outcome).length;
    // Refusals first: they are what the importer has to act on.
    const listed = [
        ...outcomes.filter(item => item.outcome === 'refused'),
        ...outcomes.filter(item => item.outcome !== 'refused'),
    ];
    return {
        format,
        created: count('created'),
        updated: count('updated'),
        refused: count('refused'),
        ignoredColumns,
        claims: listed.slice(0, IMPORT_REPORT_MAX),
    };
};

type Row = typeof claims.$inferSelect;

/** The claim the file means: by claim number, else by the provider's control number when that names one claim. */
const findClaim = async (tx: Executor, claim: ImportedClaim, visible: ReturnType<typeof scopeCondition>) => {
    if (claim.match.claimNumber) {
        const [row] = await tx.select().from(claims).where(eq(claims.claimNumber, claim.match.claimNumber));
        if (row) return { row };
    }
    if (claim.match.patientControlNumber) {
        const rows = await tx
            .select()
            .from(claims)
            .where(and(eq(claims.patientControlNumber, claim.match.patientControlNumber), visible))
            .limit(2);
        if (rows.length > 1)
            return { problem: importProblem('ambiguous', { value: claim.match.patientControlNumber }) };
        if (rows[0]) return { row: rows[0] };
    }
    return {};
};

/** Writes one claim: 'created' or 'updated', or the reasons it is refused (nothing written then). */
const writeClaim = async (
    tx: Executor,
    desk: ClaimDesk,
    scope: ReturnType<typeof scopeOf>,
    user: ClaimUser,
    claim: ImportedClaim
): Promise<'created' | 'updated' | ImportMessage[]> => {
    const visible = scopeCondition(scope, user);
    const found = await findClaim(tx, claim, visible);
    if (found.problem) return [found.problem];
    const existing: Row | undefined = found.row;
    const others = existing ? otherParties(desk, existing, claim.values) : [];
    if (others.length > 0)
        return [{ ...OTHER_PARTIES, params: { claim: existing!.claimNumber, fields: others.join(', ') } }];
    const values: ClaimValues = existing ? withoutParties(desk, claim.values) : { ...claim.defaults, ...claim.values };
    if (!existing) {
        const missing = REQUIRED_ON_CREATE.filter(field => values[field] === undefined || values[field] === null);
        if (missing.length > 0) return [importProblem('missing', { fields: missing.join(', ') })];
    }
    const status = values.status ?? existing?.status;
    if (status && !desk.statuses.includes(status)) return [importProblem('status', { value: status })];
    const bucket = desk.bucketOf(status!);

    const adjustments =
        claim.adjustments ??
        (existing ? await tx.select().from(claimAdjustments).where(eq(claimAdjustments.claimId, existing.id)) : []);
    const billed = values.billed ?? existing?.billed ?? 0;
    const paid = values.paid ?? existing?.paid ?? 0;
    const adjusted = adjustments.reduce((total, item) => total + cents(item.amount), 0);
    if (paid > billed) return [importProblem('paidOverBilled', { billed: billed.toFixed(2), paid: paid.toFixed(2) })];
    if (DECIDED.has(bucket) && adjustments.length > 0 && cents(billed) - cents(paid) !== adjusted) {
        return [
            importProblem('unbalanced', {
                billed: billed.toFixed(2),
                paid: paid.toFixed(2),
                adjusted: (adjusted / 100).toFixed(2),
            }),
        ];
    }

    const kept = (existing?.codes ?? []).filter(
        code =>
            !(claim.adjustments && CODE_FAMILIES_OF_ADJUSTMENTS.some(family => code.startsWith(family))) &&
            !(claim.lines && (code.startsWith('PROC:') || code.startsWith('NDC:')))
    );
    const codes = [
        ...kept,
        ...(claim.lines ?? [])
            .filter(line => line.code)
            .map(line => (/^\d{11}$/.test(line.code!) ? `NDC:${line.code}` : `PROC:${line.code}`)),
        ...(claim.adjustments ?? []).flatMap(item => [
            `${desk.detail.reasonTag}:${item.reasonCode}`,
            ...(item.groupCode ? [`GROUP:${item.groupCode}`] : []),
            ...(item.remarkCodes ?? []).map(code => `RARC:${code}`),
        ]),
    ];
    const row = { ...values, bucket, codes: [...new Set(codes)], updatedAt: new Date() };
    let id: number;
    if (existing) {
        await tx.update(claims).set(row).where(eq(claims.id, existing.id));
        id = existing.id;
    } else {
        const [inserted] = await tx
            .insert(claims)
            .values(row as typeof claims.$inferInsert)
            .returning({ id: claims.id });
        id = inserted!.id;
    }
    if (claim.lines) {
        await tx.delete(claimLines).where(eq(claimLines.claimId, id));
        if (claim.lines.length > 0)
            await tx.insert(claimLines).values(claim.lines.map(line => ({ ...line, claimId: id })));
    }
    if (claim.adjustments) {
        await tx.delete(claimAdjustments).where(eq(claimAdjustments.claimId, id));
        if (claim.adjustments.length > 0) {
            await tx.insert(claimAdjustments).values(claim.adjustments.map(item => ({ ...item, claimId: id })));
        }
    }
    if (!existing || existing.status !== status) {
        await tx
            .insert(claimStatusHistory)
            .values({ claimId: id, status: status!, at: new Date(), note: claim.note, actor: user.username });
    }
    return existing ? 'updated' : 'created';
};
