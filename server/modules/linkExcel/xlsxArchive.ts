import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, ErrorCode } from '../../shared/errors';
import { SPREADSHEET_LIMITS } from '../../../common/contract/spreadsheetLimits';

/**
 * An .xlsx workbook read within bounds, whatever it was crafted to unpack to. The zip is opened
 * by its central directory (yauzl), so each part is read when it is needed and in the order that
 * needs it — the shared strings before the sheets, wherever the file stores them, with no
 * temporary copy of a sheet — and the file is closed when the reading ends, done or not. Every
 * part is bounded by what it unpacks to: its declared size is checked before a byte is inflated,
 * yauzl stops a part that inflates to more than it declared, and the XML is scanned on its way to
 * exceljs' parser so that no text run, tag or row can grow the parser's buffers past a limit.
 * Rows that hold no value (an empty styled row, a run of styled empty cells) are dropped from the
 * XML before it is parsed: a million of them cost a scan, not a million row objects.
 */

/** The parts of a workbook the reader needs, with what each may unpack to. */
const PART_BYTES_MAX = {
    'xl/_rels/workbook.xml.rels': 8 * 1024 * 1024,
    'xl/workbook.xml': 8 * 1024 * 1024,
    'xl/styles.xml': 8 * 1024 * 1024,
    'xl/sharedStrings.xml': SPREADSHEET_LIMITS.sharedStringsMegabytes * 1024 * 1024,
} as const;
const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const SHEET_BYTES_MAX = SPREADSHEET_LIMITS.sheetMegabytes * 1024 * 1024;
/** More entries than any workbook has: the directory is not read further. */
const ENTRIES_MAX = 10_000;
/**
 * The longest stretch of text between two tags: a cell's most characters, each written as the
 * longest entity (`&quot;`) or UTF-8 sequence it can take.
 */
const TEXT_RUN_BYTES_MAX = 256 * 1024;
/** The longest tag with its attributes. */
const TAG_BYTES_MAX = 64 * 1024;
const ROW_BYTES_MAX = SPREADSHEET_LIMITS.rowMegabytes * 1024 * 1024;
/** Cells in one row of a sheet, empty ones included: Excel's own number of columns. */
const CELLS_PER_ROW_MAX = 16_384;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;

const partTooLarge = (part: string, max: number) =>
    new AppError(ErrorCode.invalidInput, 'linkExcel.file.unpacksTooLarge', {
        part,
        max: Math.round(max / 1024 / 1024),
    });
const markupTooLong = () =>
    new AppError(ErrorCode.invalidInput, 'linkExcel.file.markupTooLong', { max: TEXT_RUN_BYTES_MAX });

/** A byte that ends a tag's name. */
const endsName = (byte: number | undefined) =>
    byte === undefined ||
    byte === 0x20 ||
    byte === GT ||
    byte === SLASH ||
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0d;
const isRowOpen = (tag: Buffer) => tag[1] === 0x72 && tag[2] === 0x6f && tag[3] === 0x77 && endsName(tag[4]);
const isRowClose = (tag: Buffer) =>
    tag[1] === SLASH && tag[2] === 0x72 && tag[3] === 0x6f && tag[4] === 0x77 && endsName(tag[5]);
const isCellOpen = (tag: Buffer) => tag[1] === 0x63 && endsName(tag[2]);
const selfClosing = (tag: Buffer) => tag[tag.length - 2] === SLASH;
const isBlank = (bytes: Buffer) =>
    bytes.every(byte => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);

/**
 * Counts a part's bytes and scans its XML: text runs and tags stay short, and in a worksheet rows
 * stay within their bytes and cells, rows without a value are dropped and so are empty cells.
 */
class XmlGuard extends Transform {
    /** Bytes unpacked so far. */
    bytes = 0;
    private inTag = false;
    /** Bytes of the running text stretch or tag. */
    private run = 0;
    /** The pieces of an unfinished tag (worksheets only). */
    private tag: Buffer[] = [];
    /** A row's opening tag, held back until the row shows a cell with a value. */
    private heldRow: Buffer | undefined;
    private inRow = false;
    private rowBytes = 0;
    private rowCells = 0;
    private out: Buffer[] = [];

    constructor(
        private readonly part: string,
        private readonly maxBytes: number,
        private readonly sheet: boolean
    ) {
        super();
    }

    override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        this.bytes += chunk.length;
        if (this.bytes > this.maxBytes) return callback(partTooLarge(this.part, this.maxBytes));
        try {
            this.scan(chunk);
        } catch (error) {
            return callback(error as Error);
        }
        if (!this.sheet) return callback(null, chunk);
        const out = this.out;
        this.out = [];
        callback(null, out.length === 1 ? out[0] : Buffer.concat(out));
    }

    override _flush(callback: TransformCallback) {
        if (this.heldRow) this.out.push(this.heldRow);
        this.out.push(...this.tag);
        callback(null, this.out.length > 0 ? Buffer.concat(this.out) : undefined);
    }

    private scan(chunk: Buffer) {
        let position = 0;
        while (position < chunk.length) {
            if (!this.inTag) {
                const lt = chunk.indexOf(LT, position);
                const end = lt === -1 ? chunk.length : lt;
                this.run += end - position;
                if (this.run > TEXT_RUN_BYTES_MAX) throw markupTooLong();
                if (this.sheet && end > position) this.text(chunk.subarray(position, end));
                if (lt === -1) return;
                this.inTag = true;
                this.run = 0;
                position = lt;
            } else {
                const gt = chunk.indexOf(GT, position);
                const end = gt === -1 ? chunk.length : gt + 1;
                this.run += end - position;
                if (this.run > TAG_BYTES_MAX) throw markupTooLong();
                if (this.sheet) this.tag.push(chunk.subarray(position, end));
                if (gt === -1) return;
                this.inTag = false;
                this.run = 0;
                position = end;
                if (this.sheet) {
                    const tag = this.tag.length === 1 ? this.tag[0]! : Buffer.concat(this.tag);
                    this.tag = [];
                    this.completeTag(tag);
                }
            }
        }
    }

    private count(bytes: number) {
        if (!this.inRow) return;
        this.rowBytes += bytes;
        if (this.rowBytes > ROW_BYTES_MAX) {
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.rowTooLarge', {
                max: SPREADSHEET_LIMITS.rowMegabytes,
            });
        }
    }

    private pass(bytes: Buffer) {
        if (this.heldRow) {
            this.out.push(this.heldRow);
            this.heldRow = undefined;
        }
        this.out.push(bytes);
    }

    private text(bytes: Buffer) {
        this.count(bytes.length);
        // Spacing between a held row's tags goes with it.
        if (this.heldRow && isBlank(bytes)) return;
        this.pass(bytes);
    }

    private completeTag(tag: Buffer) {
        this.count(tag.length);
        if (isRowOpen(tag)) {
            if (selfClosing(tag)) return;
            this.heldRow = tag;
            this.inRow = true;
            this.rowBytes = tag.length;
            this.rowCells = 0;
            return;
        }
        if (isRowClose(tag)) {
            this.inRow = false;
            if (this.heldRow) this.heldRow = undefined;
            else this.out.push(tag);
            return;
        }
        if (isCellOpen(tag)) {
            this.rowCells += 1;
            if (this.rowCells > CELLS_PER_ROW_MAX) {
                throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.tooManyCells', {
                    max: CELLS_PER_ROW_MAX,
                });
            }
            // A cell without content is an empty cell, whatever its style.
            if (selfClosing(tag)) return;
        }
        this.pass(tag);
    }
}

const openZip = (path: string) =>
    new Promise<ZipFile>((resolve, reject) =>
        yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
            error ? reject(error) : resolve(zip)
        )
    );

const readDirectory = (zip: ZipFile) =>
    new Promise<Map<string, Entry>>((resolve, reject) => {
        const entries = new Map<string, Entry>();
        zip.on('entry', (entry: Entry) => {
            entries.set(entry.fileName, entry);
            if (entries.size > ENTRIES_MAX)
                reject(new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet'));
            else zip.readEntry();
        });
        zip.on('end', () => resolve(entries));
        zip.on('error', reject);
        zip.readEntry();
    });

const openEntry = (zip: ZipFile, entry: Entry) =>
    new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)))
    );

/** What exceljs' streaming reader does with each part, used here in an order of our own. */
interface ReaderParts {
    options: { sharedStrings: string };
    sharedStrings?: unknown[];
    _parseRels(entry: Readable): Promise<void>;
    _parseWorkbook(entry: Readable): Promise<void>;
    _parseStyles(entry: Readable): Promise<void>;
    _parseSharedStrings(entry: Readable): AsyncIterable<{ text: unknown }>;
    _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Iterable<{ eventType: string; value: unknown }>;
}

const XLSX_OPTIONS = {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
} as const;

/**
 * A worksheet as exceljs' streaming reader gives it: its name, and its rows when iterated; with
 * the share of it read so far (0 to 1).
 */
export type XlsxSheet = AsyncIterable<ExcelJS.Row> & { name: string; share: () => number };

/**
 * The worksheets of a workbook in file order; a sheet's part is opened only when its rows are
 * iterated, and closed when that iteration ends.
 */
export async function* xlsxSheets(path: string): AsyncGenerator<XlsxSheet> {
    const zip = await openZip(path);
    const open: Readable[] = [];
    try {
        const entries = await readDirectory(zip);
        const guarded = async (name: string, maxBytes: number, sheet = false) => {
            const source = await openEntry(zip, entries.get(name)!);
            // A guard that stops (a limit, or a reader that has read enough) ends the inflating too.
            const stream = new XmlGuard(name, maxBytes, sheet);
            pipeline(source, stream, () => undefined);
            open.push(stream);
            return stream;
        };
        for (const [name, entry] of entries) {
            const max = SHEET_PART.test(name) ? SHEET_BYTES_MAX : PART_BYTES_MAX[name as keyof typeof PART_BYTES_MAX];
            if (max !== undefined && entry.uncompressedSize > max) throw partTooLarge(name, max);
        }
        if (!entries.has('xl/workbook.xml'))
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.notSpreadsheet');

        const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, XLSX_OPTIONS) as unknown as ReaderParts;
        for (const name of ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml'] as const) {
            if (!entries.has(name)) continue;
            const stream = await guarded(name, PART_BYTES_MAX[name]);
            if (name === 'xl/workbook.xml') await reader._parseWorkbook(stream);
            else if (name === 'xl/styles.xml') await reader._parseStyles(stream);
            else await reader._parseRels(stream);
        }
        if (entries.has('xl/sharedStrings.xml')) reader.sharedStrings = await sharedStrings(reader, guarded);

        for (const name of entries.keys()) {
            const sheetNo = SHEET_PART.exec(name)?.[1];
            if (sheetNo === undefined) continue;
            const size = Math.max(entries.get(name)!.uncompressedSize, 1);
            let reading: XmlGuard | undefined;
            const rows: AsyncIterable<Buffer> = {
                async *[Symbol.asyncIterator]() {
                    const stream = (reading = await guarded(name, SHEET_BYTES_MAX, true));
                    try {
                        for await (const chunk of stream) yield chunk as Buffer;
                    } finally {
                        stream.destroy();
                    }
                },
            };
            for (const { eventType, value } of reader._parseWorksheet(rows, sheetNo)) {
                if (eventType === 'worksheet')
                    yield Object.assign(value as XlsxSheet, { share: () => Math.min((reading?.bytes ?? 0) / size, 1) });
            }
        }
    } finally {
        for (const stream of open) stream.destroy();
        zip.close();
    }
}

/** The shared strings, each counted as it is read. */
const sharedStrings = async (reader: ReaderParts, guarded: (name: string, maxBytes: number) => Promise<Readable>) => {
    const strings: unknown[] = [];
    // Handed out one by one rather than cached by exceljs, so that their number is known as it grows.
    reader.options.sharedStrings = 'emit';
    const stream = await guarded('xl/sharedStrings.xml', PART_BYTES_MAX['xl/sharedStrings.xml']);
    for await (const { text } of reader._parseSharedStrings(stream)) {
        if (strings.length >= SPREADSHEET_LIMITS.sharedStrings) {
            throw new AppError(ErrorCode.invalidInput, 'linkExcel.file.tooManySharedStrings', {
                max: SPREADSHEET_LIMITS.sharedStrings,
            });
        }
        strings.push(text);
    }
    reader.options.sharedStrings = 'cache';
    return strings;
};
