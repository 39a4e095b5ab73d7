import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * The portal's own key pair and self-signed certificate as a SAML service provider: IdPs encrypt
 * assertions to the certificate published in the SP metadata. Node can read certificates but not
 * write them, so the few DER structures of an X.509 v3 certificate (RFC 5280) are written here.
 */

const length = (n: number) => {
    if (n < 0x80) return Buffer.from([n]);
    const bytes: number[] = [];
    for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
    return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, ...content: Buffer[]) => {
    const body = Buffer.concat(content);
    return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...content: Buffer[]) => tlv(0x30, ...content);
const integer = (bytes: Buffer) => tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const oid = (hex: string) => tlv(0x06, Buffer.from(hex, 'hex'));
const SHA256_WITH_RSA = sequence(oid('2a864886f70d01010b'), Buffer.from([0x05, 0x00]));
const name = (commonName: string) =>
    sequence(tlv(0x31, sequence(oid('550403'), tlv(0x0c, Buffer.from(commonName, 'utf8')))));
/** RFC 5280 §4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050. */
const time = (date: Date) => {
    const text = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
    return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(text.slice(2))) : tlv(0x18, Buffer.from(text));
};

/** How long the SP certificate is valid: IdPs rarely check, and a renewal would need every IdP told. */
const VALID_YEARS = 30;

/** A new RSA key (PKCS#8 PEM) and its self-signed certificate (PEM) naming `commonName`. */
export const createSpCertificate = (commonName: string, now = new Date()) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const notAfter = new Date(now);
    notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
    const subject = name(commonName.slice(0, 64));
    const toBeSigned = sequence(
        tlv(0xa0, integer(Buffer.from([2]))),
        integer(randomBytes(16)),
        SHA256_WITH_RSA,
        subject,
        sequence(time(now), time(notAfter)),
        subject,
        publicKey.export({ type: 'spki', format: 'der' })
    );
    const signature = sign('sha256', toBeSigned, privateKey);
    const der = sequence(toBeSigned, SHA256_WITH_RSA, tlv(0x03, Buffer.from([0]), signature));
    const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n');
    return {
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
        certificate: `-----BEGIN CERTIFICATE-----\n${base64.trim()}\n-----END CERTIFICATE-----\n`,
    };
};
