import { Readable } from 'node:stream';

const BOUNDARY = '----rxupload';

/** The headers of a multipart upload made with `multipartBody`. */
export const multipartHeaders = (token: string) => ({
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'x-token': token,
});

/**
 * A multipart/form-data body of one file part `file`, as a browser sends it: the name and type the
 * client claims, then the bytes, handed over piece by piece (a stream, so that a test can send
 * more than it keeps in memory, or fail the upload half-way with `failAfter` bytes).
 */
export const multipartBody = (
    fileName: string,
    pieces: Iterable<Buffer> | Buffer,
    options: { contentType?: string; failAfter?: number } = {}
) =>
    Readable.from(
        (function* () {
            yield Buffer.from(
                `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
                    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`
            );
            let sent = 0;
            for (const piece of Buffer.isBuffer(pieces) ? [pieces] : pieces) {
                if (options.failAfter !== undefined && sent + piece.length > options.failAfter) {
                    throw new Error('the client went away');
                }
                sent += piece.length;
                yield piece;
            }
            yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
        })()
    );

/** Files whose content says what they are, whatever they are called. */
export const SAMPLE_FILES = {
    pdf: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
            'trailer << /Root 1 0 R >>\n%%EOF\n'
    ),
    png: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        Buffer.from('IHDR'),
        Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
    ]),
    jpeg: Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0'),
        Buffer.alloc(64, 0x11),
    ]),
    tiff: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0]), Buffer.alloc(64)]),
    csv: Buffer.from('item,quantity,value\r\nCartons of tea,40,1200.00\r\n"Tins, large",12,300.50\r\n'),
    html: Buffer.from('<!doctype html><html><body><script>alert(1)</script>a,b\nc,d</body></html>'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
    exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
    text: Buffer.from('Just a note, not a table.\n'),
} as const;
