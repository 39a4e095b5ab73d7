import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The bot check of the public report forms, with no third-party service: the server hands out a
 * challenge it signs (random id, expiry, difficulty); the browser finds a nonce whose SHA-256 with the
 * challenge starts with `difficulty` zero bits (a second or so of work for a person, a real cost per
 * message for a sender of thousands) and posts it with the form. The server checks the signature, the
 * expiry and the work, and spends the id so that one solution sends one message.
 */

export const CHALLENGE_DIFFICULTY_BITS = 16;
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export interface Challenge {
    /** id.expiresAtMs.difficulty.signature, opaque to the browser. */
    token: string;
    difficulty: number;
    expiresAt: string;
}

/** Remembers spent challenge ids until they expire; false when the id was already spent. */
export interface SpentChallenges {
    spend(id: string, expiresAtMs: number, now: Date): Promise<boolean>;
}

/** Spent ids in this process's memory, dropped once expired (a challenge is dead by then anyway). */
export const memorySpentChallenges = (): SpentChallenges => {
    const spent = new Map<string, number>();
    return {
        async spend(id, expiresAtMs, now) {
            for (const [key, until] of spent) if (until < now.getTime()) spent.delete(key);
            if (spent.has(id)) return false;
            spent.set(id, expiresAtMs);
            return true;
        },
    };
};

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export const issueChallenge = (key: Buffer, now: Date, difficulty = CHALLENGE_DIFFICULTY_BITS): Challenge => {
    const expiresAtMs = now.getTime() + CHALLENGE_LIFETIME_MS;
    const body = `${randomBytes(16).toString('base64url')}.${expiresAtMs}.${difficulty}`;
    return { token: `${body}.${sign(key, body)}`, difficulty, expiresAt: new Date(expiresAtMs).toISOString() };
};

const leadingZeroBits = (digest: Buffer): number => {
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

/** The work the browser does, here for tests and for clients that are not browsers. */
export const solveChallenge = (token: string, difficulty: number): string => {
    for (let nonce = 0; ; nonce += 1) {
        if (leadingZeroBits(createHash('sha256').update(`${token}:${nonce}`).digest()) >= difficulty) {
            return String(nonce);
        }
    }
};

export type HumanCheckProblem = 'malformed' | 'forged' | 'expired' | 'unsolved' | 'spent';

/** Checks a solved challenge and spends it; the problem found, or null when the sender passes. */
export const checkSolution = async (
    key: Buffer,
    spent: SpentChallenges,
    token: string,
    nonce: string,
    now: Date
): Promise<HumanCheckProblem | null> => {
    const parts = token.split('.');
    if (parts.length !== 4 || !/^\d{1,12}$/.test(nonce)) return 'malformed';
    const [id, expiresAtText, difficultyText, signature] = parts as [string, string, string, string];
    const expected = Buffer.from(sign(key, `${id}.${expiresAtText}.${difficultyText}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    const expiresAtMs = Number(expiresAtText);
    if (now.getTime() > expiresAtMs) return 'expired';
    const digest = createHash('sha256').update(`${token}:${nonce}`).digest();
    if (leadingZeroBits(digest) < Number(difficultyText)) return 'unsolved';
    return (await spent.spend(id, expiresAtMs, now)) ? null : 'spent';
};
