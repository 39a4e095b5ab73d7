import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail } from './email';

describe('isValidEmail (the contact form pattern)', () => {
    it.each([
        'a@b.com',
        'jane.doe@x.com',
        'a_b-c@mail.example.org',
        'avery.collins@rxconnect.example',
        'A@B.COM',
        'a@b.c',
        '0@1.2',
        `${'a'.repeat(248)}@b.com`,
    ])('accepts %s', email => {
        expect(isValidEmail(email)).toBe(true);
    });

    it.each([
        ['a@b', 'no dot in the domain'],
        ['a@b.', 'empty last label'],
        ['a..b@c.com', 'doubled dot'],
        ['.a@b.com', 'leading dot'],
        ['a.@b.com', 'trailing dot before @'],
        ['a b@c.com', 'a space'],
        ['a+tag@b.com', 'a plus'],
        ['"x"@b.com', 'quotes'],
        ['a@-b..com', 'empty domain label'],
        ['a@.com', 'leading dot in the domain'],
        ['a@b@c.com', 'two @'],
        ['a@[1.2.3.4]', 'an IP literal'],
        ['é@b.com', 'a non-ASCII letter'],
        ['a@b.com\n', 'a trailing newline'],
        [' a@b.com', 'a leading space'],
        ['@b.com', 'no local part'],
        ['', 'empty'],
        [`${'a'.repeat(249)}@b.com`, '255 characters'],
        [`${'a'.repeat(300)}@b.com`, '306 characters'],
    ])('refuses %j (%s)', email => {
        expect(isValidEmail(email)).toBe(false);
    });

    it('is a whole-string pattern without state, usable on its own', () => {
        expect(EMAIL_PATTERN.flags).toBe('');
        expect(EMAIL_PATTERN.test('x a@b.com')).toBe(false);
        expect(EMAIL_PATTERN.test('jane.doe@x.com')).toBe(true);
        expect(EMAIL_PATTERN.test('jane.doe@x.com')).toBe(true);
    });
});
