import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUrl, totpCode, verifyTotp } from './totp';

// RFC 6238 Appendix B, SHA-1 seed "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
    it.each([
        [59, '287082'],
        [1111111109, '081804'],
        [1111111111, '050471'],
        [1234567890, '005924'],
        [2000000000, '279037'],
    ])('gives the RFC test vector at %i s', (seconds, code) => {
        expect(totpCode(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
    });

    it('round-trips base32', () => {
        expect(base32Decode(base32Encode(Buffer.from('portal')))).toEqual(Buffer.from('portal'));
        expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    });

    it('accepts the current code and one step of drift, never the same step twice', () => {
        const now = 1_800_000_000_000;
        const step = Math.floor(now / 30_000);
        expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), null, now)).toBe(step);
        expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), null, now)).toBe(step - 1);
        expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), null, now)).toBeUndefined();
        expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), step, now)).toBeUndefined();
        expect(verifyTotp(RFC_SECRET, '12345', null, now)).toBeUndefined();
    });

    it('describes the secret for authenticator apps', () => {
        expect(otpauthUrl('ABC', 'priya raman', 'Rx Connect')).toBe(
            'otpauth://totp/Rx%20Connect:priya%20raman?secret=ABC&issuer=Rx+Connect&algorithm=SHA1&digits=6&period=30'
        );
    });
});
