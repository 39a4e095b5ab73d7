import { describe, expect, it } from 'vitest';
import { isValidNpi, npiCheckDigit, npiProblem } from './npi';

describe('NPI check digit (CMS Luhn with the 80840 prefix)', () => {
    it.each(['1234567893', '1993999998', '1524097973', '1740283969'])('accepts %s', npi => {
        expect(isValidNpi(npi)).toBe(true);
    });

    it.each([
        ['1234567890', 'wrong check digit'],
        ['1243567893', 'transposed digits'],
        ['2134567893', 'transposed first digits'],
        ['0123456789', 'first digit not 1 or 2'],
        ['123456789', 'nine digits'],
        ['12345678931', 'eleven digits'],
        ['12345678a3', 'a letter'],
        ['', 'empty'],
    ])('refuses %s (%s)', npi => {
        expect(isValidNpi(npi)).toBe(false);
    });

    it('computes the CMS example check digit', () => {
        expect(npiCheckDigit('123456789')).toBe(3);
    });
});

describe('npiProblem (the message at the registration field)', () => {
    it('tells a wrong shape from a wrong check digit', () => {
        expect(npiProblem('123456789')).toBe('format');
        expect(npiProblem('0123456789')).toBe('format');
        expect(npiProblem('12345 67893')).toBe('format');
        expect(npiProblem('1234567890')).toBe('checkDigit');
        expect(npiProblem('1234567893')).toBeUndefined();
    });
});
