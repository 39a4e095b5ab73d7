import { describe, expect, it } from 'vitest';
import { CARC_CODES, codeOfFormat, NCPDP_REJECT_CODES, RARC_CODES, type CodeFormat } from './vocabularies';

describe('the shapes of open code lists', () => {
    it.each([
        ['carc', CARC_CODES],
        ['rarc', RARC_CODES],
        ['ncpdp', NCPDP_REJECT_CODES],
    ] as const)('every %s code the portal describes is well-formed', (format, codes) => {
        expect(codes.filter(code => codeOfFormat(format, code) !== code)).toEqual([]);
    });

    it.each([
        ['carc', ' b7 ', 'B7'],
        ['carc', '253', '253'],
        ['carc', 'P12', 'P12'],
        ['carc', '4512', undefined],
        ['carc', 'AB', undefined],
        ['carc', 'B123', undefined],
        ['rarc', 'ma130', 'MA130'],
        ['rarc', 'N1234', undefined],
        ['rarc', 'X15', undefined],
        ['ncpdp', '569', '569'],
        ['ncpdp', 'n1', 'N1'],
        ['ncpdp', '7', undefined],
        ['ncpdp', '5691', undefined],
    ] as [CodeFormat, string, string | undefined][])('%s "%s" reads as %s', (format, text, code) => {
        expect(codeOfFormat(format, text)).toBe(code);
    });
});
