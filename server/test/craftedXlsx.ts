import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Hostile workbooks for tests, written as a plain zip of the parts an .xlsx needs, each part
 * deflated as it is generated so that a file unpacking to hundreds of megabytes costs a few
 * hundred kilobytes on disk and no memory to make. A part may declare a size other than the one
 * it has, as a crafted file would.
 */

export interface CraftedPart {
    name: string;
    /** The part's bytes, generated piece by piece. */
    content: () => Iterable<string | Buffer>;
    /** The uncompressed size the zip's headers claim, instead of the real one. */
    declaredSize?: number;
}

/** `repeat` copies of `piece`, handed out in buffers of about a megabyte. */
export function* repeated(piece: string, repeat: number): Generator<Buffer> {
    const perChunk = Math.max(1, Math.floor((1024 * 1024) / piece.length));
    const chunk = Buffer.from(piece.repeat(perChunk));
    for (let left = repeat; left > 0; left -= perChunk) {
        yield left >= perChunk ? chunk : Buffer.from(piece.repeat(left));
    }
}

const WORKBOOK =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
    'Target="worksheets/sheet1.xml"/></Relationships>';
export const SHEET_START =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_END = '</sheetData></worksheet>';
const SST_START =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** A one-sheet workbook ("Data") whose sheet XML and shared strings XML are given, in this order. */
export const craftedWorkbook = (
    sheet: () => Iterable<string | Buffer>,
    sharedStrings?: () => Iterable<string | Buffer>,
    declared: { sheet?: number; sharedStrings?: number } = {}
): CraftedPart[] => [
    { name: 'xl/workbook.xml', content: () => [WORKBOOK] },
    { name: 'xl/_rels/workbook.xml.rels', content: () => [RELS] },
    { name: 'xl/worksheets/sheet1.xml', content: sheet, declaredSize: declared.sheet },
    ...(sharedStrings
        ? [
              {
                  name: 'xl/sharedStrings.xml',
                  content: function* () {
                      yield SST_START;
                      yield* sharedStrings();
                      yield '</sst>';
                  },
                  declaredSize: declared.sharedStrings,
              },
          ]
        : []),
];

/** Writes the parts as a zip (deflate, no data descriptors) to `path`. */
export const writeZip = async (path: string, parts: CraftedPart[]) => {
    const out = createWriteStream(path);
    let offset = 0;
    const write = async (buffer: Buffer) => {
        offset += buffer.length;
        if (!out.write(buffer)) await once(out, 'drain');
    };
    const central: Buffer[] = [];
    for (const part of parts) {
        // Deflated into memory first: the local header before it needs its sizes and CRC.
        const deflate = createDeflateRaw({ level: 9 });
        const compressed: Buffer[] = [];
        deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
        let crc = 0;
        let size = 0;
        for (const piece of part.content()) {
            const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
            crc = crc32(bytes, crc);
            size += bytes.length;
            if (!deflate.write(bytes)) await once(deflate, 'drain');
        }
        deflate.end();
        await once(deflate, 'end');
        const data = Buffer.concat(compressed);
        const name = Buffer.from(part.name);
        const declared = part.declaredSize ?? size;
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(20, 4);
        local.writeUInt16LE(0, 6);
        local.writeUInt16LE(8, 8);
        local.writeUInt32LE(crc >>> 0, 14);
        local.writeUInt32LE(data.length, 18);
        local.writeUInt32LE(declared, 22);
        local.writeUInt16LE(name.length, 26);
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(20, 4);
        header.writeUInt16LE(20, 6);
        header.writeUInt16LE(8, 10);
        header.writeUInt32LE(crc >>> 0, 16);
        header.writeUInt32LE(data.length, 20);
        header.writeUInt32LE(declared, 24);
        header.writeUInt16LE(name.length, 28);
        header.writeUInt32LE(offset, 42);
        central.push(header, name);
        await write(local);
        await write(name);
        await write(data);
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(parts.length, 8);
    end.writeUInt16LE(parts.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await write(directory);
    await write(end);
    out.end();
    await once(out, 'finish');
};
