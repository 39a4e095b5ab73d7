import { z } from 'zod';
import { COLUMN_NAME_PATTERN } from '../directory/columns';
import { PUBLISHED_KINDS } from '../directory/publication';

/** Request and response shapes of a directory table's publication in the public Plan-Net directory. */

const columnName = z.string().regex(COLUMN_NAME_PATTERN);

export const publicationSchema = z
    .object({
        kind: z.enum(PUBLISHED_KINDS).describe('The kind of listing each row becomes'),
        columns: z
            .record(columnName, columnName)
            .describe('The column feeding each element, by element name; elements left out stay empty'),
    })
    .meta({ id: 'DirectoryPublication' });

export const publicationStateSchema = z
    .object({
        publication: publicationSchema.nullable().describe('What the table publishes; null: nothing'),
        byTemplate: z.boolean().describe('Published by its template’s own mapping, which cannot be changed'),
    })
    .meta({ id: 'DirectoryPublicationState' });

export const publicationChangeSchema = z.object({ publication: publicationSchema.nullable() });

export type PublicationState = z.infer<typeof publicationStateSchema>;
