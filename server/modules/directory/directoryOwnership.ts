import type { Actor } from '../../shared/audit';
import type { DirectoryTable } from './directoryTables';
import { AppError, ErrorCode } from '../../shared/errors';

/**
 * Rows that belong to an organisation: a health plan's networks (and the insurance plans the
 * directory makes of them). A plan's staff add rows that are their organisation's and change only
 * those; an admin changes any, and the rows an admin adds belong to the portal's operator, which
 * publishes the directory. Every other table's rows are the operator's.
 */

export const OWNED_TEMPLATES: readonly string[] = ['network'];

/** An account as the directory's writes see it: its organisation record, once admitted into one. */
export type RowActor = Actor & { organisation?: { id: string } | null };

const ownedTable = (table: Pick<DirectoryTable, 'template'>) => OWNED_TEMPLATES.includes(table.template);

/** The organisation a row added by `actor` belongs to: the actor's own for staff, none for an admin. */
export const ownerOfNewRows = (table: Pick<DirectoryTable, 'template'>, actor: RowActor): string | null => {
    if (!ownedTable(table) || actor.role === 'admin') return null;
    const owner = actor.organisation?.id;
    if (!owner) throw new AppError(ErrorCode.forbidden, 'directory.errors.noOrganisation');
    return owner;
};

/** Refuses a change of a row that belongs to another organisation than the actor's. */
export const refuseOthersRow = (
    table: Pick<DirectoryTable, 'template'>,
    actor: RowActor,
    row: { id: number; ownerOrganisationId: string | null }
) => {
    if (!ownedTable(table) || actor.role === 'admin') return;
    if (!row.ownerOrganisationId || row.ownerOrganisationId !== actor.organisation?.id) {
        throw new AppError(ErrorCode.forbidden, 'directory.errors.othersRow', { id: row.id });
    }
};
