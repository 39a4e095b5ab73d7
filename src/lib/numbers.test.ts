import { describe, expect, it } from 'vitest';
import { numberFormatter, toThousandFilter } from './numbers';

describe('numberFormatter (every row of the original table)', () => {
    it.each([
        [1000, undefined, '1k'],
        [1500, undefined, '2k'],
        [1499, undefined, '1k'],
        [2500, undefined, '3k'],
        [1234, 1, '1.2k'],
        [1250, 1, '1.3k'],
        [1250, 2, '1.25k'],
        [10500, 1, '10.5k'],
        [10050, 1, '10.1k'],
        [1005, 2, '1k'],
        [1025, 2, '1.02k'],
        [1015, 2, '1.01k'],
        [999999, 1, '1000k'],
        [1e6, undefined, '1M'],
        [1234567, 2, '1.23M'],
        [1e9, undefined, '1G'],
        [1e12, undefined, '1T'],
        [1e15, undefined, '1P'],
        [1e18, undefined, '1E'],
        [1.5e21, 1, '1500E'],
        [999.999, undefined, '999.999'],
        [999.999, 1, '999.999'],
        [-5000, undefined, '-5000'],
        [-5000, 2, '-5000'],
        [0, 1, '0'],
        [Number.NaN, undefined, 'NaN'],
        [Number.NaN, 1, 'NaN'],
    ])('(%s, %s) → %s', (num, digits, expected) => {
        expect(numberFormatter(num, digits)).toBe(expected);
    });

    it('strips only trailing zeros after the point', () => {
        expect(numberFormatter(1200, 3)).toBe('1.2k');
        expect(numberFormatter(10000, 2)).toBe('10k');
        expect(numberFormatter(1000000000, 1)).toBe('1G');
    });

    it('reads a numeric string from untyped data as a number', () => {
        expect(numberFormatter('5000' as unknown as number, 1)).toBe('5k');
        expect(numberFormatter('0500' as unknown as number)).toBe('0500');
    });

    it('gives an empty text for undefined and null (the original threw)', () => {
        expect(numberFormatter(undefined)).toBe('');
        expect(numberFormatter(null, 1)).toBe('');
    });
});

describe('toThousandFilter (every row of the original table)', () => {
    it.each([
        [1234567, '1,234,567'],
        [1234567.891, '1,234,567.891'],
        [-1234.5, '-1,234.5'],
        ['1234567', '1,234,567'],
        [100, '100'],
        [1000, '1,000'],
        [0.5, '0.5'],
        [1234.5678, '1,234.5678'],
        [1.2345e-7, '1.2345e-7'],
        [-999, '-999'],
        [123456, '123,456'],
        ['abc', '0'],
        [null, '0'],
        [undefined, '0'],
        ['', '0'],
        [Number.NaN, '0'],
        ['12,345', '0'],
        [1e21, '1e+21'],
        [Number.POSITIVE_INFINITY, 'Infinity'],
    ])('%j → %s', (num, expected) => {
        expect(toThousandFilter(num)).toBe(expected);
    });
});
