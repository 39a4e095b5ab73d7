import type { HumanCheck, InquiryKind } from '../../../common/contract/directoryChanges';

/**
 * The member forms of the Find-a-provider page: a human check from the server, solved here (proof of
 * work with the browser's SHA-256), then the report. Plain fetch without a token, as the rest of the page.
 */

/** A refusal of the server, with the sentence to show (already in the member's language). */
export class ReportRefused extends Error {
    constructor(
        message: string,
        readonly status: number
    ) {
        super(message);
        this.name = 'ReportRefused';
    }
}

const leadingZeroBits = (digest: Uint8Array): number => {
    let bits = 0;
    for (const byte of digest) {
        if (byte === 0) {
            bits += 8;
            continue;
        }
        return bits + Math.clz32(byte) - 24;
    }
    return bits;
};

/** Hashes this many nonces at once: each digest is a promise, and batches keep the page responsive. */
const BATCH = 256;

/** The nonce whose SHA-256 with the token starts with `difficulty` zero bits. */
export const solveCheck = async ({ token, difficulty }: HumanCheck): Promise<string> => {
    const encoder = new TextEncoder();
    for (let start = 0; ; start += BATCH) {
        const digests = await Promise.all(
            Array.from({ length: BATCH }, (_, offset) =>
                crypto.subtle.digest('SHA-256', encoder.encode(`${token}:${start + offset}`))
            )
        );
        const found = digests.findIndex(digest => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
        if (found >= 0) return String(start + found);
    }
};

const answerOf = async <T>(response: Response): Promise<T> => {
    const body = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
    if (!response.ok) throw new ReportRefused(body.message ?? response.statusText, response.status);
    return body.data as T;
};

export interface MemberReport {
    kind: InquiryKind;
    /** The listing read, `Type/id` as in the public API. */
    resourceRef: string;
    question: string;
    email: string;
}

/** Sends a report once its human check is solved; answers the day the member is answered by at the latest. */
export const sendReport = async (report: MemberReport): Promise<{ id: string; dueOn: string }> => {
    const check = await answerOf<HumanCheck>(await fetch('/api/public/directory/human-check'));
    const nonce = await solveCheck(check);
    const response = await fetch('/api/public/directory/reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...report, token: check.token, nonce }),
    });
    return answerOf(response);
};
