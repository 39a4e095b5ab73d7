import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** TOTP (RFC 6238): HMAC-SHA1, 30-second steps, 6 digits, one step of clock drift either way. */
const STEP_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Encode = (bytes: Buffer) => {
    let bits = '';
    for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
    return (bits.match(/.{1,5}/g) ?? []).map(chunk => BASE32[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
};

export const base32Decode = (text: string) => {
    const bits = [...text.replace(/=+$/, '').toUpperCase()]
        .map(char => {
            const value = BASE32.indexOf(char);
            if (value < 0) throw new Error('not base32');
            return value.toString(2).padStart(5, '0');
        })
        .join('');
    return Buffer.from((bits.match(/.{8}/g) ?? []).map(byte => parseInt(byte, 2)));
};

/** A new 160-bit secret (RFC 4226's recommended size), in base32 for authenticator apps. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const totpCode = (secret: string, step: number) => {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step));
    const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
    const offset = digest[digest.length - 1]! & 0x0f;
    const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
    return String(value).padStart(DIGITS, '0');
};

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / STEP_SECONDS);

/**
 * The time step a code belongs to, if it is valid now and newer than the last accepted one
 * (a code is never accepted twice).
 */
export const verifyTotp = (secret: string, code: string, lastStep: number | null, now = Date.now()) => {
    if (!/^\d{6}$/.test(code)) return undefined;
    const step = currentStep(now);
    for (let candidate = step - DRIFT_STEPS; candidate <= step + DRIFT_STEPS; candidate++) {
        if (lastStep !== null && candidate <= lastStep) continue;
        if (timingSafeEqual(Buffer.from(totpCode(secret, candidate)), Buffer.from(code))) return candidate;
    }
    return undefined;
};

export const otpauthUrl = (secret: string, account: string, issuer: string) =>
    `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?` +
    new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
