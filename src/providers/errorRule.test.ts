import { describe, expect, it } from 'vitest';
import { envelopeMessage, isErrorEnvelope, isSessionCode, sessionDialogFor } from './errorRule';

describe('the client error rule', () => {
    it.each([
        [{ code: 200, data: {} }, false],
        [{ code: 500, message: 'odd but not an error by the rule' }, false],
        [{ code: '200' }, false],
        [{ code: 60204, message: 'Account and password are incorrect.' }, true],
        [{ code: 50012 }, true],
        [{ code: 400 }, true],
        [{ status: 0 }, false],
        [{ status: 1, message: 'failed' }, true],
        [{ code: 200, status: 2 }, true],
        [{ status: 'paid' }, false],
        [[{ id: 1 }], false],
        ['plain text', false],
        [null, false],
    ])('%j is an error: %s', (body, expected) => {
        expect(isErrorEnvelope(body)).toBe(expected);
    });

    it('treats 50008, 50012, 50014 and 401 as session codes, nothing else', () => {
        expect([50008, 50012, 50014, 401, '50012'].map(isSessionCode)).toEqual([true, true, true, true, true]);
        expect([403, 60204, 429, 200, undefined].map(isSessionCode)).toEqual([false, false, false, false, false]);
    });

    it("takes the envelope's message, or nothing when it is empty", () => {
        expect(envelopeMessage({ message: 'Too many requests.' })).toBe('Too many requests.');
        expect(envelopeMessage({ message: '  ' })).toBeUndefined();
        expect(envelopeMessage({})).toBeUndefined();
    });

    it('opens the username-changed variant only for getUserInfo', () => {
        expect(sessionDialogFor('/api/user/getUserInfo')).toBe('usernameChanged');
        expect(sessionDialogFor('/api/user/info')).toBe('loggedOut');
        expect(sessionDialogFor(undefined)).toBe('loggedOut');
    });
});
