import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';

describe('security headers', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(() => server.close());

    const securityHeaders = (headers: Record<string, unknown>) => ({
        csp: headers['content-security-policy'],
        nosniff: headers['x-content-type-options'],
        frame: headers['x-frame-options'],
        referrer: headers['referrer-policy'],
    });

    it('come with refusals as with answers: a request without a session (401) is not framed or sniffed', async () => {
        const answered = await server.app.inject('/api/health');
        const refused = await server.app.inject('/api/user/info');
        expect(refused.statusCode).toBe(401);
        expect(securityHeaders(refused.headers)).toEqual(securityHeaders(answered.headers));
        expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(refused.headers['x-content-type-options']).toBe('nosniff');
    });

    it('come with the answer to an unknown API path', async () => {
        const unknown = await server.app.inject('/api/no-such-thing');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('leave the answer its own type and length', async () => {
        const response = await server.app.inject('/api/health');
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
    });
});
