import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
    from: string;
    to: string[];
    raw: string;
    /** Header names in lower case, folded lines joined, encoded words decoded. */
    headers: Map<string, string>;
    /** The body with its Content-Transfer-Encoding undone. */
    body: string;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port that keeps what it receives, for tests.
 * Plain text, no STARTTLS, any or no authentication.
 */
export const startSmtpSink = async () => {
    const received: ReceivedMail[] = [];
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
        onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => {
                const raw = Buffer.concat(chunks).toString('utf8');
                received.push({
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                    to: session.envelope.rcptTo.map(recipient => recipient.address),
                    raw,
                    ...parseMessage(raw),
                });
                callback();
            });
        },
    });
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    return {
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
};

/** An SMTP URL where nothing listens: a port taken from the system and given back at once. */
export const closedSmtpUrl = async () => {
    const probe = createServer();
    await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', () => resolve()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>(resolve => probe.close(() => resolve()));
    return `smtp://127.0.0.1:${port}`;
};

/** Headers and decoded body of a single-part text message (what the portal sends). */
export const parseMessage = (raw: string) => {
    const split = raw.search(/\r?\n\r?\n/);
    const head = split < 0 ? raw : raw.slice(0, split);
    const rawBody = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
    const headers = new Map<string, string>();
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0)
            headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
    }
    const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const body =
        encoding === 'base64'
            ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
            : encoding === 'quoted-printable'
              ? decodeQuotedPrintable(rawBody)
              : rawBody;
    return { headers, body: body.replace(/\r\n/g, '\n') };
};

const decodeQuotedPrintable = (text: string) =>
    Buffer.from(
        text
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1'
    ).toString('utf8');

/** RFC 2047 encoded words, as nodemailer writes non-ASCII headers. */
const decodeWords = (value: string) =>
    value
        .replace(/(\?=)\s+(=\?)/g, '$1$2')
        .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
            kind.toUpperCase() === 'B'
                ? Buffer.from(text, 'base64').toString('utf8')
                : decodeQuotedPrintable(text.replace(/_/g, ' '))
        );
