import { describe, expect, it } from 'vitest';
import { isExternal } from './links';

describe('isExternal: a URL with a scheme (https:, mailto:, tel:) is external', () => {
    it.each(['https://github.com', 'http://a', 'mailto:a@b.c', 'tel:123', 'https:'])('links out: %s', path => {
        expect(isExternal(path)).toBe(true);
    });

    it.each([
        'HTTPS://x',
        'Mailto:x',
        'ftp://x',
        '//cdn.com/x',
        '/dashboard',
        'www.google.com',
        ' https://x',
        '',
        undefined,
        null,
        42,
        ['https://x'],
    ])('stays inside: %j', path => {
        expect(isExternal(path)).toBe(false);
    });
});
