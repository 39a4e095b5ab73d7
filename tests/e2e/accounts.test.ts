import { statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser.close());

const hashOf = (page: Page) => new URL(page.url()).hash;

const ACCOUNTS = [
    { profile: 'healthcareUrl', username: 'admin', greeting: 'Hello, Avery Collins', landing: '#/home' },
    { profile: 'healthcareUrl', username: 'provider', greeting: 'Hello, Priya Raman', landing: '#/home' },
    { profile: 'healthcareUrl', username: 'healthplan', greeting: 'Hello, Marcus Bennett', landing: '#/home' },
    { profile: 'healthcareUrl', username: 'pharma', greeting: 'Hello, Sofia Alvarez', landing: '#/home' },
    { profile: 'claimsUrl', username: 'admin', greeting: 'Hello, Avery Collins', landing: '#/home' },
    { profile: 'claimsUrl', username: 'editor', greeting: 'Hello, Jordan Hayes', landing: '#/home' },
    { profile: 'claimsUrl', username: 'adjuster', greeting: 'Hello, Wei Zhang', landing: '#/claimquery' },
    { profile: 'claimsUrl', username: 'forwarder', greeting: 'Hello, Lena Fischer', landing: '#/claimquery' },
] as const;

describe('every demo account, in both profiles', () => {
    it.each(ACCOUNTS)(
        '$username ($profile) signs in, sees its name, survives a reload and signs out',
        async ({ profile, username, greeting, landing }) => {
            const base = inject(profile);
            const context = await browser.newContext();
            const page = await context.newPage();
            try {
                await page.goto(`${base}/#/`);
                await signIn(page, username);
                expect(await page.getByTestId('greeting').textContent()).toBe(greeting);
                await expect.poll(() => hashOf(page)).toBe(landing);

                // After a reload the claims desk lands on the claim query page from anywhere.
                await page.goto(`${base}/#/support`);
                await page.reload();
                await page.getByTestId('greeting').waitFor();
                const expected = landing === '#/claimquery' ? '#/claimquery' : '#/support';
                await expect.poll(() => hashOf(page)).toBe(expected);

                await page.getByRole('button', { name: 'User menu' }).click();
                await page.getByRole('menuitem', { name: 'Log Out' }).click();
                await page.getByLabel('Username').waitFor();
                expect(hashOf(page)).toMatch(/^#\/login\?redirect=/);
            } finally {
                await context.close();
            }
        }
    );
});

describe('the login page', () => {
    it('loads at most 250 KB of gzip JavaScript, reaches no outside host and breaks no CSP rule', async () => {
        const base = inject('healthcareUrl');
        const context = await browser.newContext();
        const page = await context.newPage();
        const outside: string[] = [];
        const violations: string[] = [];
        page.on('request', request => {
            if (!request.url().startsWith(base)) outside.push(request.url());
        });
        page.on('console', message => {
            if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.addInitScript(() => {
            const counter = window as unknown as { navigations: number };
            counter.navigations = 0;
            window.addEventListener('hashchange', () => counter.navigations++);
        });
        await page.goto(`${base}/#/home`);
        await page.getByLabel('Username').waitFor();
        await page.waitForLoadState('networkidle');

        const scripts: string[] = await page.evaluate(() =>
            performance
                .getEntriesByType('resource')
                .map(entry => new URL(entry.name).pathname)
                .filter(pathname => pathname.endsWith('.js'))
        );
        const gzipBytes = scripts.reduce((sum, script) => sum + statSync(path.join('dist', `${script}.gz`)).size, 0);
        expect(scripts.length).toBeGreaterThan(0);
        expect(gzipBytes).toBeLessThanOrEqual(250 * 1024);
        expect(outside).toEqual([]);
        expect(violations).toEqual([]);
        // A redirect loop (react-admin #10764) would show here as thousands of navigations.
        expect(await page.evaluate(() => (window as unknown as { navigations: number }).navigations)).toBeLessThan(5);
        await context.close();
    });
});
