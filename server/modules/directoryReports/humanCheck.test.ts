import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
    CHALLENGE_LIFETIME_MS,
    checkSolution,
    issueChallenge,
    memorySpentChallenges,
    solveChallenge,
} from './humanCheck';

describe('the human check of the public report forms', () => {
    const key = randomBytes(32);
    const now = new Date('2026-12-02T14:00:00Z');
    // 8 bits keeps the test quick; the forms ask for CHALLENGE_DIFFICULTY_BITS.
    const solved = () => {
        const challenge = issueChallenge(key, now, 8);
        return { ...challenge, nonce: solveChallenge(challenge.token, challenge.difficulty) };
    };

    it('lets a solved challenge through once', async () => {
        const spent = memorySpentChallenges();
        const { token, nonce } = solved();
        expect(await checkSolution(key, spent, token, nonce, now)).toBeNull();
        expect(await checkSolution(key, spent, token, nonce, now)).toBe('spent');
    });

    it('refuses work not done', async () => {
        const { token, nonce } = solved();
        const wrong = String(Number(nonce) + 1);
        const result = await checkSolution(key, memorySpentChallenges(), token, wrong, now);
        // One nonce in 256 happens to pass at 8 bits; any other is refused as unsolved.
        expect([null, 'unsolved']).toContain(result);
        const hard = issueChallenge(key, now, 30);
        expect(await checkSolution(key, memorySpentChallenges(), hard.token, '0', now)).toBe('unsolved');
    });

    it('refuses a challenge it did not sign, or one made easier by the sender', async () => {
        const { token, nonce } = solved();
        const other = randomBytes(32);
        expect(await checkSolution(other, memorySpentChallenges(), token, nonce, now)).toBe('forged');
        const [id, expires, , signature] = token.split('.');
        const easier = `${id}.${expires}.0.${signature}`;
        expect(await checkSolution(key, memorySpentChallenges(), easier, '0', now)).toBe('forged');
        expect(await checkSolution(key, memorySpentChallenges(), 'nonsense', nonce, now)).toBe('malformed');
        expect(await checkSolution(key, memorySpentChallenges(), token, 'abc', now)).toBe('malformed');
    });

    it('refuses a challenge past its lifetime', async () => {
        const { token, nonce } = solved();
        const atExpiry = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
        const after = new Date(atExpiry.getTime() + 1);
        expect(await checkSolution(key, memorySpentChallenges(), token, nonce, after)).toBe('expired');
        expect(await checkSolution(key, memorySpentChallenges(), token, nonce, atExpiry)).toBeNull();
    });
});
