/**
 * NPI format and check digit (CMS: Luhn over the 9 base digits, plus the constant 24 that
 * stands for the `80840` card-issuer prefix): 10 digits, the first 1 or 2.
 */
const NPI_PATTERN = /^[12]\d{9}$/;

export const npiCheckDigit = (base: string): number => {
    let sum = 24;
    for (let i = 0; i < base.length; i++) {
        // Rightmost base digit first: it and every other one after it are doubled.
        const digit = Number(base[base.length - 1 - i]);
        const value = i % 2 === 0 ? digit * 2 : digit;
        sum += value > 9 ? value - 9 : value;
    }
    return (10 - (sum % 10)) % 10;
};

export const isValidNpi = (value: string): boolean =>
    NPI_PATTERN.test(value) && npiCheckDigit(value.slice(0, 9)) === Number(value[9]);

/** Why a typed NPI cannot be one, for a message at the field: its shape, or its last digit. */
export const npiProblem = (value: string): 'format' | 'checkDigit' | undefined => {
    if (!NPI_PATTERN.test(value)) return 'format';
    return isValidNpi(value) ? undefined : 'checkDigit';
};
