import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

/** Each request from its own address, so the per-address budget only bites where meant. */
let addresses = 0;
const from = () => `10.4.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const get = (url: string) => server.app.inject({ url, remoteAddress: from() });

const CHIDI = '1735468484';

describe('GET /api/user/npiFind', () => {
    it("answers a registry entry's name, credential, primary taxonomy and practice address", async () => {
        const response = await get(`/api/user/npiFind?providerId=${CHIDI}`);
        expect(response.json()).toMatchObject({
            code: 200,
            data: {
                npi: CHIDI,
                entityType: 'individual',
                name: 'CHIDI A OKAFOR',
                credential: 'M.D.',
                taxonomy: { code: '207RC0000X', description: 'Internal Medicine, Cardiovascular Disease' },
                address: { line1: '455 MEDICAL CENTER BLVD', city: 'HOUSTON', state: 'TX', postalCode: '770302201' },
            },
        });
    });

    it.each([
        [
            '1735468485',
            400,
            '"1735468485" is not a valid NPI: it has 10 digits, starts with 1 or 2 and ends with a matching check digit.',
        ],
        [
            '173546848',
            400,
            '"173546848" is not a valid NPI: it has 10 digits, starts with 1 or 2 and ends with a matching check digit.',
        ],
        ['1234567893', 404, 'NPI 1234567893 is not in the NPI registry.'],
        ['1175683816', 404, 'NPI 1175683816 has been deactivated in the NPI registry.'],
    ])('refuses %s with %i and a clear message', async (npi, status, message) => {
        const response = await get(`/api/user/npiFind?providerId=${npi}`);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
    });

    it('limits lookups per address', async () => {
        const codes = [];
        for (let lookup = 0; lookup < 61; lookup++) {
            codes.push(
                (await server.app.inject({ url: `/api/user/npiFind?providerId=${CHIDI}`, remoteAddress: '10.5.0.1' }))
                    .statusCode
            );
        }
        expect(codes.slice(0, 60).every(code => code === 200)).toBe(true);
        expect(codes[60]).toBe(429);
    });
});
