import { eq } from 'drizzle-orm';
import {
    publicationProblems,
    templatePublication,
    type Publication,
    type PublicationProblem,
} from '../../../common/directory/publication';
import type { PublicationState } from '../../../common/contract/directoryPublication';
import type { Db } from '../../shared/database';
import { directoryTables } from '../../db/schema';
import { actorOf, recordAudit, type Actor, type Origin } from '../../shared/audit';
import type { DirectoryTable } from '../directory';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * A table's publication in the public directory: a template's table by the template's own
 * mapping (fixed), any other by the mapping an admin saved, checked against the table's columns
 * — every required element fed, each by a column whose type it reads.
 */

export const publicationOf = async (db: Db, table: DirectoryTable): Promise<PublicationState> => {
    const byTemplate = templatePublication(table.template);
    if (byTemplate) return { publication: byTemplate, byTemplate: true };
    const [row] = await db
        .select({ publication: directoryTables.publication })
        .from(directoryTables)
        .where(eq(directoryTables.id, table.id));
    return { publication: row?.publication ?? null, byTemplate: false };
};

const refusal = (problem: PublicationProblem, kind: string, problems: PublicationProblem[]) => {
    const { problem: key, ...params } = problem;
    return new AppError(
        ErrorCode.invalidInput,
        `directoryPublication.${key}`,
        { ...params, kind },
        { field: 'publication', problems }
    );
};

/** Saves (or, with null, withdraws) the mapping of a table no template maps; audited before and after. */
export const setPublication = async (
    db: Db,
    actor: Actor,
    origin: Origin,
    table: DirectoryTable,
    publication: Publication | null
): Promise<PublicationState> => {
    if (templatePublication(table.template)) {
        throw new AppError(ErrorCode.invalidInput, 'directoryPublication.templateMapped', {
            template: table.template,
        });
    }
    if (publication) {
        const problems = publicationProblems(table.columns, publication);
        if (problems.length > 0) throw refusal(problems[0]!, publication.kind, problems);
    }
    return db.transaction(async tx => {
        const [before] = await tx
            .select({ publication: directoryTables.publication })
            .from(directoryTables)
            .where(eq(directoryTables.id, table.id))
            .for('update');
        await tx.update(directoryTables).set({ publication }).where(eq(directoryTables.id, table.id));
        await recordAudit(tx, origin, {
            action: 'directory.publicationChange',
            outcome: 'success',
            actor: actorOf(actor),
            targetType: 'directoryTable',
            targetId: table.id,
            changes: { publication: { before: before?.publication ?? null, after: publication } },
        });
        return { publication, byTemplate: false };
    });
};
