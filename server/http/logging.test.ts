import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { startTestServer, type TestServer } from '../test/testServer';
import { loggerOptions } from './logging';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
    server = await startTestServer({ logger: loggerOptions('info', { write: line => lines.push(line) }) });
});
afterAll(() => server.close());

it('never writes passwords or tokens from query strings or headers to the log', async () => {
    const login = await server.app.inject({
        method: 'POST',
        url: `/api/user/login?username=provider&password=${DEMO_PASSWORD}`,
    });
    const token = login.json().data.token as string;
    await server.app.inject({ url: `/api/user/info?token=${token}` });
    await server.app.inject({ url: '/api/user/getUserInfo', headers: { 'x-token': token } });

    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/user/login"');
    expect(log).toContain('"url":"/api/user/info"');
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain(token);
});
