import { describe, expect, it } from 'vitest';
import { isDateInBounds, isStorableText, unstorableValue } from './text';

describe('isStorableText', () => {
    it.each(['', 'Ana Lima', 'line one\nline two\ttab', '山田 太郎', 'emoji 😀 pair', 'Ñandú'])('accepts %j', text => {
        expect(isStorableText(text)).toBe(true);
    });

    it.each([
        ['a NUL byte', 'Ana\u0000Lima'],
        ['a lone high surrogate', 'Ana\ud800'],
        ['a lone low surrogate', '\udc00Ana'],
        ['two high surrogates', '\ud83d\ud83d'],
    ])('refuses %s', (_, text) => {
        expect(isStorableText(text)).toBe(false);
    });
});

describe('isDateInBounds', () => {
    it.each(['1900-01-01T00:00:00Z', '2026-05-01T09:30:00Z', '9999-12-31T23:59:59.999Z'])('accepts %s', iso => {
        expect(isDateInBounds(new Date(iso))).toBe(true);
    });

    it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '+010000-01-01T00:00:00Z', 'not a date'])(
        'refuses %s',
        iso => {
            expect(isDateInBounds(new Date(iso))).toBe(false);
        }
    );
});

describe('unstorableValue', () => {
    it('names the first text or date that cannot be stored, with its path', () => {
        expect(unstorableValue({ name: 'Ana', filter: { q: ['ok', 'x\u0000'] } })).toEqual({
            path: ['filter', 'q', 1],
            problem: 'text',
        });
        expect(unstorableValue({ from: { at: new Date('0000-01-01T00:00:00Z') } })).toEqual({
            path: ['from', 'at'],
            problem: 'date',
        });
    });

    it('passes values that can all be stored', () => {
        expect(unstorableValue({ name: 'Ana', at: new Date(), tags: ['a', 1, null, true] })).toBeUndefined();
    });
});
