import type { ClaimDesk, DeskField } from '../../../common/claims/desks';
import { isValidNpi } from '../../../common/validation/npi';
import { LOCALES } from '../../../i18n/types';
import { AppError, ErrorCode } from '../../shared/errors';
import { FORMULA_START } from '../../../common/directory/values';
import { dateOfSerial, spreadsheetRefusal, unquoted, type PlainCell } from '../linkExcel';
import { readRows, type SpreadsheetFormat } from '../linkExcel';
import {
    CLAIM_IMPORT_MAX_CLAIMS,
    importProblem,
    type ImportMessage,
    type ClaimValues,
    type ImportedClaim,
} from './importedClaim';
import { lazyTexts } from '../../shared/i18n';

/**
 * Claims from a CSV file or an Excel workbook: a header row naming the desk's fields (their
 * names, or their titles in any of the portal's languages, as an export writes them), then one
 * claim per row. Codes are taken as codes or as their labels (an export writes labels). A
 * column the desk does not know is left out and reported; the claim number column is required.
 */

/** Fields an import does not set: the status group follows from the status. */
const DERIVED = new Set(['bucket']);

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const catalogs = LOCALES.map(locale => lazyTexts('claims', locale));

/** The field a header names (a derived one if asked): its name or its title in any language. */
const headerField = (desk: ClaimDesk, header: string, derived = false): DeskField | undefined => {
    const wanted = normalise(header);
    return desk.fields.find(
        field =>
            DERIVED.has(field.name) === derived &&
            (normalise(field.name) === wanted ||
                catalogs.some(
                    catalog =>
                        normalise((catalog.fields as Record<string, string>)[field.label ?? field.name] ?? '') ===
                        wanted
                ))
    );
};

/** The codes of a vocabulary by code and by every language's label. */
const codeReader = (vocabulary: string, allowed?: readonly string[]) => {
    const byText = new Map<string, string>();
    for (const catalog of catalogs) {
        const labels = (catalog.codes as Record<string, Record<string, string>>)[vocabulary] ?? {};
        for (const [code, label] of Object.entries(labels)) {
            if (allowed && !allowed.includes(code)) continue;
            byText.set(normalise(code), code);
            byText.set(normalise(label), code);
        }
    }
    return (text: string) => byText.get(normalise(text));
};

type Read = { value: string | number | null } | { problem: ImportMessage };

const cellReader = (desk: ClaimDesk, field: DeskField, column: string) => {
    const refuse = (key: string, params: ImportMessage['params'] = {}): Read => ({
        problem: importProblem(key, { column, ...params }),
    });
    const code = field.vocabulary
        ? codeReader(field.vocabulary, field.name === 'status' ? desk.statuses : undefined)
        : undefined;
    return (cell: PlainCell): Read => {
        if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: null };
        if (field.type === 'date') {
            if (cell instanceof Date) return { value: cell.toISOString().slice(0, 10) };
            const serial = typeof cell === 'number' || typeof cell === 'string' ? dateOfSerial(cell) : undefined;
            if (serial) return { value: serial.toISOString().slice(0, 10) };
            const text = String(cell).trim();
            const valid = DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
            return valid ? { value: text } : refuse('date', { value: text });
        }
        if (field.type === 'money') {
            const text = String(cell).trim();
            return typeof cell === 'number' && cell >= 0
                ? { value: Math.round(cell * 100) / 100 }
                : MONEY.test(text)
                  ? { value: Number(text) }
                  : refuse('money', { value: text });
        }
        // A leading quote hides a formula from a spreadsheet, not from the next one to open an export.
        const { text } = unquoted(String(cell instanceof Date ? cell.toISOString().slice(0, 10) : cell).trim());
        if (FORMULA_START.test(text)) return refuse('formulaStart', { value: text.slice(0, 40) });
        if (code) {
            const found = code(text);
            return found ? { value: found } : refuse('code', { value: text });
        }
        if (field.type === 'npi' && !isValidNpi(text)) return refuse('npi', { value: text });
        return { value: text };
    };
};

/** The claims of the sheet, each with the problems of its cells. */
export const readClaimSheet = async (
    desk: ClaimDesk,
    path: string,
    format: SpreadsheetFormat,
    fileName: string
): Promise<{ claims: ImportedClaim[]; ignoredColumns: string[] }> => {
    const rows = readRows(path, format);
    const first = await rows.next();
    if (first.done) throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.empty');
    const headers = first.value.cells.map(cell => (cell === null ? '' : String(cell)));
    const columns = headers.map((header, index) => {
        const field = headerField(desk, header);
        return field ? { index, header, field, read: cellReader(desk, field, header) } : undefined;
    });
    const used = new Set<string>();
    const known = columns.filter((column): column is NonNullable<typeof column> => {
        if (!column || used.has(column.field.name)) return false;
        used.add(column.field.name);
        return true;
    });
    if (!used.has('claimNumber')) throw new AppError(ErrorCode.invalidInput, 'server.claims.import.claimNumberColumn');
    // A derived field (an export's status group column) is read by nobody, and is no surprise either.
    const ignoredColumns = headers.filter(
        (header, index) =>
            header.trim() !== '' && !known.some(column => column.index === index) && !headerField(desk, header, true)
    );
    const kindOf = (values: ClaimValues) =>
        desk.kinds.length === 1 ? desk.kinds[0] : values.claimType === 'pharmacy' ? 'pharmacy' : 'medical';
    const claims: ImportedClaim[] = [];
    for await (const row of rows) {
        const values: Record<string, string | number | null> = {};
        const problems: ImportMessage[] = [];
        for (const column of known) {
            const cell = row.cells[column.index] ?? null;
            const refusal = spreadsheetRefusal(cell);
            const read = refusal
                ? { problem: importProblem(refusal.code, { column: column.header, ...refusal.params }) }
                : column.read(cell as PlainCell);
            if ('problem' in read) problems.push(read.problem);
            else values[column.field.name] = read.value;
        }
        const claimNumber = typeof values.claimNumber === 'string' ? values.claimNumber : '';
        if (!claimNumber) problems.push(importProblem('claimNumberMissing'));
        delete values.claimNumber;
        // An empty cell leaves the claim's value as it is.
        const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as ClaimValues;
        if (claims.length === CLAIM_IMPORT_MAX_CLAIMS) {
            throw new AppError(ErrorCode.invalidInput, 'server.claims.import.tooManyClaims', {
                max: CLAIM_IMPORT_MAX_CLAIMS,
            });
        }
        claims.push({
            reference: claimNumber || `#${row.line}`,
            position: row.line,
            match: { claimNumber },
            values: given,
            defaults: { claimNumber, kind: given.kind ?? kindOf(given) },
            note: fileName,
            problems,
        });
    }
    return { claims, ignoredColumns };
};
