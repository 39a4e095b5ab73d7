import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';

describe('public portal endpoints', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(() => server.close());

    it('GET /api/health answers ok when the database answers', async () => {
        const response = await server.app.inject('/api/health');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
            status: 'ok',
            ready: true,
            budgets: 'memory',
            database: { kind: expect.any(String), reachable: true, migrations: 'current' },
        });
    });

    it('GET /api/portal/config describes the healthcare profile without a token', async () => {
        const response = await server.app.inject('/api/portal/config');
        expect(response.json()).toEqual({
            code: 200,
            message: 'success',
            data: {
                title: 'Rx Connect Portal',
                profile: 'healthcare',
                roles: [
                    { id: 'admin', label: 'Administrator' },
                    { id: 'provider', label: 'Provider' },
                    { id: 'healthplan', label: 'Health plan' },
                    { id: 'pharma', label: 'Pharma company' },
                ],
                themeColor: '#1890ff',
                supportPhone: '1-800-555-0199',
                contactEmail: 'support@rxconnect.example',
                chatWidget: null,
                session: { idleMinutes: 30, maxHours: 12 },
            },
        });
    });

    it('answers an unknown API path with a 404 envelope', async () => {
        const response = await server.app.inject('/api/nothing-here?secret=1');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
            code: 404,
            message: 'There is nothing at /api/nothing-here.',
            success: false,
        });
    });

    it('answers a path the router refuses (a parameter too long, a broken escape) with the same 404 envelope', async () => {
        const long = await server.app.inject(`/api/users/${'x'.repeat(500)}/sessions`);
        expect(long.statusCode).toBe(404);
        expect(long.json()).toEqual({
            code: 404,
            message: `There is nothing at /api/users/${'x'.repeat(69)}….`,
            success: false,
        });
        const broken = await server.app.inject({
            url: '/api/users/%E0%A4%A/sessions',
            headers: { 'accept-language': 'es' },
        });
        expect(broken.statusCode).toBe(404);
        expect(broken.json()).toMatchObject({ code: 404, success: false });
    });

    it('sends exactly the same-origin Content-Security-Policy when no chat widget is configured', async () => {
        const response = await server.app.inject('/api/health');
        const csp = response.headers['content-security-policy'] as string;
        expect(cspDirectives(csp)).toEqual(SAME_ORIGIN_CSP);
        expect(csp).not.toMatch(/https?:/);
    });

    it('sends strict security headers: no inline script, no framing', async () => {
        const response = await server.app.inject('/api/health');
        const csp = response.headers['content-security-policy'] as string;
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('describes every API route in the OpenAPI document, with the credentials payload', async () => {
        const document = (await server.app.inject('/api/openapi.json')).json();
        expect(document.openapi).toMatch(/^3\./);
        expect(Object.keys(document.paths)).toEqual(
            expect.arrayContaining([
                '/api/health',
                '/api/portal/config',
                '/api/user/getUserInfo',
                '/api/user/info',
                '/api/user/login',
                '/api/user/logout',
            ])
        );
        expect(Object.keys(document.paths).every(path => path.startsWith('/api/'))).toBe(true);
        expect(document.components.schemas.Credentials.properties).toHaveProperty('username');
        expect(document.paths['/api/user/logout']).toHaveProperty('get');
        expect(document.paths['/api/user/logout']).toHaveProperty('post');
        expect(document.paths['/api/user/info'].get.security).toEqual([{ XToken: [] }, { QueryToken: [] }]);
        expect(document.paths['/api/user/login'].post.security).toEqual([]);
    });

    it('describes the contact and page-view calls with their payloads, examples and refusals', async () => {
        const document = (await server.app.inject('/api/openapi.json')).json();
        const contact = document.paths['/api/user/contactus'].post;
        expect(contact.tags).toEqual(['contact']);
        expect(contact.summary).toBeTruthy();
        expect(contact.security).toEqual([{ XToken: [] }]);
        expect(contact.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
            'description',
            'email',
            'subject',
        ]);
        expect(Object.keys(contact.responses).sort()).toEqual(['200', '400', '401', '429', '500', '502']);
        expect(Object.keys(document.components.schemas.ContactRequest.properties)).toEqual([
            'email',
            'subject',
            'description',
        ]);
        expect(document.components.schemas.ContactRequest.examples).toHaveLength(1);

        const pageViews = document.paths['/api/pageviews'].post;
        expect(pageViews.tags).toEqual(['statistics']);
        expect(pageViews.security).toEqual([{ XToken: [] }]);
        expect(Object.keys(pageViews.responses).sort()).toEqual(['200', '400', '401', '429', '500', '503']);
        expect(document.components.schemas.PageViewReport.properties.views.maxItems).toBe(50);
        expect(document.components.schemas.PageViewReport.examples).toHaveLength(1);
    });

    it('serves the browsable description at /api/docs', async () => {
        const response = await server.app.inject('/api/docs/');
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('swagger');
    });
});

describe('with a chat widget (CHAT_WIDGET_URL)', () => {
    const WIDGET = 'https://widget.chat-vendor.example/v3/loader.js?site=rx-connect';
    const ORIGIN = 'https://widget.chat-vendor.example';
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ env: { CHAT_WIDGET_URL: WIDGET } });
    });
    afterAll(() => server.close());

    it('tells the SPA which script to load and its origin', async () => {
        const { data } = (await server.app.inject('/api/portal/config')).json();
        expect(data.chatWidget).toEqual({ scriptUrl: WIDGET, origin: ORIGIN });
    });

    it("allows exactly the widget's origin for scripts, calls, images, frames and styles, and nothing else", async () => {
        const response = await server.app.inject('/api/health');
        expect(cspDirectives(response.headers['content-security-policy'] as string)).toEqual({
            ...SAME_ORIGIN_CSP,
            'script-src': ["'self'", ORIGIN],
            'style-src': ["'self'", "'unsafe-inline'", ORIGIN],
            'img-src': ["'self'", 'data:', ORIGIN],
            'connect-src': ["'self'", ORIGIN],
            'frame-src': ["'self'", ORIGIN],
        });
    });
});

describe('the claims profile', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer({ profile: 'claims' });
    });
    afterAll(() => server.close());

    it('has its own roles, labels in the caller language and theme colour', async () => {
        const response = await server.app.inject({ url: '/api/portal/config', headers: { cookie: 'language=zh' } });
        const { data } = response.json();
        expect(data.profile).toBe('claims');
        expect(data.themeColor).toBe('#409EFF');
        expect(data.roles).toEqual([
            { id: 'admin', label: '管理员' },
            { id: 'editor', label: '编辑' },
            { id: 'claims_adjuster', label: '保险公司理赔员' },
            { id: 'freight_forwarder', label: '货代公司' },
        ]);
    });

    it('signs in its demo accounts with their roles', async () => {
        for (const [username, role] of [
            ['admin', 'admin'],
            ['editor', 'editor'],
            ['adjuster', 'claims_adjuster'],
            ['forwarder', 'freight_forwarder'],
        ]) {
            const token = await server.login(username!);
            const info = (await server.app.inject({ url: '/api/user/info', headers: { 'x-token': token } })).json();
            expect(info.data.roles).toEqual([role]);
        }
    });
});

/** The policy without a chat widget: everything from the portal itself. */
const SAME_ORIGIN_CSP = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
};

const cspDirectives = (header: string) =>
    Object.fromEntries(
        header
            .split(';')
            .map(part => part.trim().split(/\s+/))
            .filter(([name]) => name)
            .map(([name, ...sources]) => [name, sources])
    );
