import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from './browser';
import { startPortal } from './portal';

/** A stand-in for the third-party chat service: a script that adds a frame and an image modal. */
const WIDGET = `(() => {
    const frame = document.createElement('iframe');
    frame.id = 'vendor-chat-frame';
    frame.src = new URL('/frame.html', document.currentScript.src).href;
    document.body.appendChild(frame);
    const modal = document.createElement('div');
    modal.id = 'vendor-image-modal';
    const image = document.createElement('img');
    image.src = new URL('/logo.svg', document.currentScript.src).href;
    modal.appendChild(image);
    document.body.appendChild(modal);
})();`;

let vendor: Server;
let portal: Awaited<ReturnType<typeof startPortal>>;
let browser: Browser;
const requested: string[] = [];

beforeAll(async () => {
    vendor = createServer((request, response) => {
        requested.push(request.url ?? '');
        const types: Record<string, string> = {
            '/widget.js': 'text/javascript',
            '/frame.html': 'text/html',
            '/logo.svg': 'image/svg+xml',
        };
        const bodies: Record<string, string> = {
            '/widget.js': WIDGET,
            '/frame.html': '<p>How can we help?</p>',
            '/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        };
        response.writeHead(types[request.url ?? ''] ? 200 : 404, {
            'Content-Type': types[request.url ?? ''] ?? 'text/plain',
        });
        response.end(bodies[request.url ?? ''] ?? '');
    });
    await new Promise<void>(resolve => vendor.listen(0, '127.0.0.1', resolve));
    const { port } = vendor.address() as AddressInfo;
    portal = await startPortal('healthcare', { CHAT_WIDGET_URL: `http://127.0.0.1:${port}/widget.js` });
    browser = await launchBrowser();
});
afterAll(async () => {
    await browser.close();
    await portal.stop();
    await new Promise(resolve => vendor.close(resolve));
});

describe('the chat widget', () => {
    it('loads on the layout within the CSP, and Log Out removes its frame and image modal', async () => {
        const page = await browser.newPage();
        const violations: string[] = [];
        page.on('console', message => {
            if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.goto(`${portal.url}/#/home`);
        await page.getByLabel('Username').waitFor();
        expect(requested).toEqual([]);

        await signIn(page, 'provider');
        await page.locator('#vendor-chat-frame').waitFor({ state: 'attached' });
        await page.locator('#vendor-image-modal img').waitFor();
        await expect.poll(() => requested.sort()).toEqual(['/frame.html', '/logo.svg', '/widget.js']);
        expect(violations).toEqual([]);

        await page.getByRole('button', { name: 'User menu' }).click();
        await page.getByRole('menuitem', { name: 'Log Out' }).click();
        await page.getByLabel('Username').waitFor();
        expect(await page.locator('#vendor-chat-frame, #vendor-image-modal, script[data-chat-widget]').count()).toBe(0);
        await page.close();
    });
});
