import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const base = inject('healthcareUrl');
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Operation {
    operationId: string;
    security: unknown[];
}

describe('the API documentation at /api/docs', () => {
    it('lists every operation with its lock, examples and error answers, and calls one with a token', async () => {
        const description = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
            paths: Record<string, Record<string, Operation>>;
        };
        const operations = Object.values(description.paths).flatMap(item => Object.values(item));
        // Swagger UI renders the tags below the fold only as they scroll into view: a window tall
        // enough for the whole list shows every operation at once.
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 30_000 } })).newPage();
        await page.goto(`${base}/api/docs/`);
        await page.locator('.opblock').first().waitFor();
        await expect.poll(() => page.locator('.opblock').count(), { timeout: 15_000 }).toBe(operations.length);
        expect(await page.locator('.opblock .authorization__btn').count()).toBe(
            operations.filter(operation => operation.security.length > 0).length
        );

        const list = page.locator('#operations-administration-getUsers');
        await list.locator('.opblock-summary').click();
        await list.getByText('Example : {"q":"raman","status":["active","locked"]}').waitFor();
        await list.getByText('"message": "You are not allowed to do this."').waitFor();
        await list.getByText('with code 401 (no token sent), 50008 (unknown token)', { exact: false }).waitFor();

        const signIn = await fetch(`${base}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: 'Demo-Password-2026' }),
        });
        const { data } = (await signIn.json()) as { data: { token: string } };
        await page.locator('.auth-wrapper .authorize').click();
        // The X-Token scheme comes first in the dialog; the legacy ?token= one follows.
        const xToken = page.locator('.modal-ux .auth-container').first();
        await xToken.locator('input').fill(data.token);
        await xToken.getByRole('button', { name: 'Apply credentials' }).click();
        await page.locator('.modal-ux .close-modal').click();

        const info = page.locator('#operations-session-getUserInfo');
        await info.locator('.opblock-summary').click();
        await info.getByRole('button', { name: 'Try it out' }).click();
        await info.getByRole('button', { name: 'Execute' }).click();
        await info.locator('.live-responses-table .response-col_status').getByText('200').waitFor();
        const answer = await info.locator('.live-responses-table .response-col_description code').first().textContent();
        expect(answer).toMatch(/"roles": \[\s*"admin"\s*\]/);
    });
});
