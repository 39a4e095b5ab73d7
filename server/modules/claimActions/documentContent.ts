import { fileTypeFromBuffer } from 'file-type';

/**
 * What a document is, told from its first bytes, never from its name or the type the browser
 * sent: the magic numbers `file-type` knows (PDF, JPEG, PNG, TIFF, the XLSX workbook), and for CSV,
 * which has none, text that reads as comma-separated rows. Anything else, HTML and SVG among it,
 * is no document the portal keeps.
 */

export const CSV_TYPE = 'text/csv';

/**
 * Whether text is CSV: at least two rows of at least two fields, every complete row with as many
 * fields as the first (quoted fields may hold commas and line breaks). The last row may be cut
 * short when `whole` is false: only the beginning of the file is looked at. Markup is not CSV,
 * even when it has commas.
 */
export const readsAsCsv = (text: string, whole: boolean): boolean => {
    const body = text.replace(/^\uFEFF/, '');
    if (/^\s*</.test(body)) return false;
    const counts: number[] = [];
    let fields = 1;
    let quoted = false;
    let rowHasContent = false;
    for (let index = 0; index < body.length; index++) {
        const char = body[index];
        if (quoted) {
            if (char === '"') {
                if (body[index + 1] === '"') index++;
                else quoted = false;
            }
            continue;
        }
        if (char === '"') {
            quoted = true;
            rowHasContent = true;
        } else if (char === ',') {
            fields++;
            rowHasContent = true;
        } else if (char === '\n' || char === '\r') {
            if (char === '\r' && body[index + 1] === '\n') index++;
            if (rowHasContent) counts.push(fields);
            fields = 1;
            rowHasContent = false;
        } else {
            rowHasContent = true;
        }
    }
    if (whole && rowHasContent && !quoted) counts.push(fields);
    return counts.length >= 2 && counts[0]! >= 2 && counts.every(count => count === counts[0]);
};

/** Text, not bytes: UTF-8 without a NUL. */
const textOf = (head: Buffer, whole: boolean): string | undefined => {
    if (head.includes(0)) return undefined;
    try {
        // A multi-byte character may be cut at the end of the head; only a whole file must end cleanly.
        return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !whole });
    } catch {
        return undefined;
    }
};

/**
 * The content type of a document from its head (its first bytes; all of it when `whole`), if it
 * is one of `accepted`; undefined otherwise.
 */
export const recogniseContent = async (
    head: Buffer,
    whole: boolean,
    accepted: readonly string[]
): Promise<string | undefined> => {
    const found = await fileTypeFromBuffer(head);
    if (found) return accepted.includes(found.mime) ? found.mime : undefined;
    if (!accepted.includes(CSV_TYPE)) return undefined;
    const text = textOf(head, whole);
    return text !== undefined && readsAsCsv(text, whole) ? CSV_TYPE : undefined;
};

/**
 * Checks, chunk after chunk, that a CSV document stays UTF-8 text to its end: the head alone
 * does not say that a megabyte further on there are no binary bytes.
 */
export class TextCheck {
    private readonly decoder = new TextDecoder('utf-8', { fatal: true });

    /** False as soon as a chunk is not text. */
    accepts(chunk: Buffer, last: boolean): boolean {
        if (chunk.includes(0)) return false;
        try {
            this.decoder.decode(chunk, { stream: !last });
            return true;
        } catch {
            return false;
        }
    }
}
