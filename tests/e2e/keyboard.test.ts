import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

/**
 * The portal without a mouse: every step below uses only the keyboard (Tab, Shift+Tab, arrows,
 * Enter, Space, Escape, Shift+F10), as a keyboard or switch user would. Page addresses are only
 * typed once, to open the portal.
 */
const base = inject('healthcareUrl');
const ui = browserPerFile();

const hashOf = () => new URL(ui.page.url()).hash;

/**
 * Moves the focus to `target` with Tab, or Shift+Tab when it lies behind the focus, and fails
 * when Tab never reaches it (not focusable, or trapped behind something else).
 */
const tabTo = async (target: Locator) => {
    await target.waitFor();
    for (let press = 0; press < 60; press++) {
        const direction = await target.evaluate(element => {
            const focus = document.activeElement;
            if (focus === element) return 0;
            if (!focus || focus === document.body) return 1;
            return element.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
        });
        if (direction === 0) return;
        await ui.page.keyboard.press(direction > 0 ? 'Tab' : 'Shift+Tab');
    }
    throw new Error(`Tab does not reach ${target.toString()}`);
};

/** Presses Enter on `target` once Tab has brought the focus to it. */
const activate = async (target: Locator, key = 'Enter') => {
    await tabTo(target);
    await ui.page.keyboard.press(key);
};

/** In an open menu, moves down with the arrow keys to the item named `name` and chooses it. */
const choose = async (page: Page, name: string) => {
    const item = page.getByRole('menuitem', { name, exact: true });
    await item.waitFor();
    for (let press = 0; press < 10; press++) {
        if (await item.evaluate(element => element === document.activeElement)) break;
        await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
};

describe('the portal by keyboard alone', () => {
    it('signs in, opens every menu entry, uses the tags-view menu, sends the Contact form and signs out', async () => {
        const { page } = ui;
        await page.goto(`${base}/#/login`);
        await tabTo(page.locator('input[name=username]'));
        await page.keyboard.type('admin');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Demo-Password-2026');
        await page.keyboard.press('Enter');
        await page.getByTestId('greeting').waitFor();

        // The tags-view is off by default: switch it on in the settings drawer.
        await activate(page.getByRole('button', { name: 'Page style settings' }));
        await activate(page.getByLabel('Open Tags-View'), 'Space');
        await expect.poll(() => page.getByLabel('Open Tags-View').isChecked()).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('region', { name: 'Page style setting' }).waitFor({ state: 'detached' });

        // Every entry of the sidebar, groups opened with Enter as they come.
        const entries = page.locator('.RaSidebar-fixed [role=menuitem]');
        const opened: string[] = [];
        for (let index = 0; index < (await entries.count()); index++) {
            const entry = entries.nth(index);
            await activate(entry);
            const href = await entry.getAttribute('href');
            if (href) {
                await expect.poll(hashOf, { message: `${href} opens` }).toBe(href);
                opened.push(href);
            } else {
                await expect.poll(() => entry.getAttribute('aria-expanded')).toBe('true');
            }
        }
        expect(opened).toEqual(expect.arrayContaining(['#/home', '#/connect', '#/auditTrail', '#/access']));

        // The tags-view's menu on the Connect tab: Close Others keeps Home and Connect.
        await tabTo(page.getByTestId('tag').filter({ hasText: 'Connect' }));
        await page.keyboard.press('Shift+F10');
        await choose(page, 'Close Others');
        await expect.poll(() => page.getByTestId('tag').allTextContents()).toEqual(['Home', 'Connect']);
        await expect.poll(hashOf).toBe('#/connect');

        // Contact Us from the user menu, filled in and sent.
        await activate(page.getByRole('button', { name: 'User menu' }));
        await choose(page, 'Contact Us');
        const form = page.getByRole('dialog', { name: /^Please complete the form below/ });
        await expect.poll(() => form.getByLabel('Contact email').inputValue()).not.toBe('');
        await tabTo(form.getByLabel('Subject'));
        await page.keyboard.type('Keyboard only');
        await tabTo(form.getByLabel('Description'));
        await page.keyboard.type('Sent without a mouse.');
        await activate(form.getByRole('button', { name: 'Send' }));
        const result = page.getByRole('dialog', { name: 'Contact Us' });
        await result.getByText('Your request is received.', { exact: false }).waitFor();
        await activate(result.getByRole('button', { name: 'OK' }));
        await result.waitFor({ state: 'detached' });

        // Sign out.
        await activate(page.getByRole('button', { name: 'User menu' }));
        await choose(page, 'Log Out');
        await page.locator('input[name=username]').waitFor();
        expect(hashOf()).toMatch(/^#\/login/);
    });
});
