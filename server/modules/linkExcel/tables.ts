import { bigint, bigserial, index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { directoryTables } from '../../db/schema';

/**
 * What a running import has written on the embedded database, one entry per committed slice, so
 * that a cancel, a failure or a restart can take it back: the ids of the rows the slice added
 * (those above `addedAfter` up to `addedUpTo`) and the rows it changed or removed as they were
 * before. An applied import leaves no entry.
 */
export const directoryImportUndo = pgTable(
    'directory_import_undo',
    {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        importId: uuid('import_id').notNull(),
        tableId: uuid('table_id')
            .notNull()
            .references(() => directoryTables.id, { onDelete: 'cascade' }),
        addedAfter: bigint('added_after', { mode: 'number' }),
        addedUpTo: bigint('added_up_to', { mode: 'number' }),
        /** The changed rows as `to_jsonb` of each row before the slice. */
        before: jsonb('before'),
    },
    table => [index('directory_import_undo_import_idx').on(table.importId, table.id)]
);
