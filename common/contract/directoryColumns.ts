import { z } from 'zod';
import { columnDefinitionSchema, tableDefinitionSchema } from './directory';

/**
 * Shaping a directory table's columns: the guesses read from a spreadsheet's header row for
 * /newTable, and later changes of an existing table's columns (each a new definition version).
 */

export const columnGuessSchema = z
    .object({
        columns: z.array(columnDefinitionSchema).describe('One guessed column per heading, in the file order'),
        sampleRows: z.number().int().describe('How many rows under the header the guesses were made from'),
        examples: z
            .record(z.string(), z.array(z.string()))
            .describe('A few of the values read, by column name, to judge each guess'),
    })
    .meta({ id: 'DirectoryColumnGuess' });

export const columnsChangeSchema = z
    .object({
        definitionVersion: z
            .number()
            .int()
            .positive()
            .describe('The definition version the change was made from; a stale one answers 409'),
        columns: tableDefinitionSchema.shape.columns.describe(
            'The whole new ordered list. A column keeps its name (the key of its values): a new name is a new column, ' +
                'a missing one is removed with its values.'
        ),
    })
    .meta({ id: 'DirectoryColumnsChange' });

export const columnUsageSchema = z
    .object({
        rows: z.number().int().describe('Rows of the table, deleted ones included'),
        filled: z
            .record(z.string(), z.number().int())
            .describe('By column name: rows holding a value in it, which removing the column would lose'),
    })
    .meta({ id: 'DirectoryColumnUsage' });

export type ColumnGuess = z.infer<typeof columnGuessSchema>;
export type ColumnsChange = z.input<typeof columnsChangeSchema>;
export type ColumnUsage = z.infer<typeof columnUsageSchema>;
