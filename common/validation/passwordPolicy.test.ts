import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './passwordPolicy';

const context = { username: 'priya.raman', email: 'praman@lakeshore.example', firstName: 'Priya', lastName: 'Raman' };

describe('the password rules (NIST 800-63B, password-only accounts)', () => {
    it.each([
        'tangerine-otter-voltage',
        'Blue kettles sing at noon',
        'rainy-harbor-7-lantern',
        '東京の夏は暑いけれど楽しい日々',
        'purple monkey dishwasher',
        'x'.repeat(0) + 'correct staple horse barn',
    ])('accepts %j', password => {
        expect(passwordProblem(password, context)).toBeUndefined();
    });

    it('needs 15 characters, counted as code points, and no composition rules', () => {
        expect(passwordProblem('short but ok 14')).toBeUndefined();
        expect(passwordProblem('fourteen chars')).toBe('tooShort');
        expect(passwordProblem('ñandú-ñandú-xy')).toBe('tooShort');
        expect(passwordProblem('alllowercasewords')).toBeUndefined();
    });

    it(`allows up to ${PASSWORD_MAX_LENGTH} characters, and at least 64`, () => {
        expect(
            passwordProblem('a long passphrase that keeps going and going past sixty-four chars ok')
        ).toBeUndefined();
        expect(passwordProblem('w'.repeat(60) + ' fine words here and more'.repeat(4))).toBe('tooLong');
    });

    it.each([
        ['password12345678', 'common'],
        ['!!qwertyuiop2026', 'common'],
        ['iloveyouiloveyou', 'common'],
        ['welcome-welcome-1', 'common'],
        ['123456789012345', 'common'],
        ['CorrectHorseBatteryStaple', 'common'],
        ['aaaaaaaaaaaaaaaa', 'repetitive'],
        ['abcabcabcabcabcabc', 'repetitive'],
        ['ababababababababab1', 'repetitive'],
    ])('refuses %j as %s', (password, problem) => {
        expect(passwordProblem(password, context)).toBe(problem);
    });

    it("refuses passwords built from the user's own names or the product's name", () => {
        expect(passwordProblem('priya.raman-secure-2026', context)).toBe('personal');
        expect(passwordProblem('my-name-is-RAMAN-and-so', context)).toBe('personal');
        expect(passwordProblem('praman likes long walks', context)).toBe('personal');
        expect(passwordProblem('my RxConnect password!', context)).toBe('product');
        expect(passwordProblem('best rx-connect portal ever', context)).toBe('product');
    });
});
