import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSpCertificate } from './spCertificate';

describe("the portal's SAML service-provider certificate", () => {
    it('is an X.509 certificate that Node reads, self-signed by the key it comes with, valid for decades', () => {
        const { privateKey, certificate } = createSpCertificate('Rx portal SP', new Date('2026-12-01T00:00:00Z'));
        const parsed = new X509Certificate(certificate);
        expect(parsed.subject).toBe('CN=Rx portal SP');
        expect(parsed.issuer).toBe('CN=Rx portal SP');
        expect(parsed.verify(createPublicKey(createPrivateKey(privateKey)))).toBe(true);
        expect(new Date(parsed.validFrom).toISOString()).toBe('2026-12-01T00:00:00.000Z');
        expect(new Date(parsed.validTo).getUTCFullYear()).toBe(2056);
        expect(parsed.publicKey.equals(createPublicKey(createPrivateKey(privateKey)))).toBe(true);
    });
});
