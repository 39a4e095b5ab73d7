import { beforeEach, describe, expect, inject, it } from 'vitest';
import { browserPerFile, signIn } from './browser';

const base = inject('healthcareUrl');
const ui = browserPerFile();

const hashOf = () => new URL(ui.page.url()).hash;
const tags = () => ui.page.getByTestId('tag').allTextContents();
const openSettings = () => ui.page.getByRole('button', { name: 'Page style settings' }).click();
const menu = (name: string) => ui.page.getByRole('menuitem', { name, exact: true });

const enableTagsView = async () => {
    await openSettings();
    await ui.page.getByLabel('Open Tags-View').check();
    await ui.page.keyboard.press('Escape');
};

describe('the tags-view', () => {
    beforeEach(async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'admin');
        await enableTagsView();
        for (const [item, path] of [
            ['Connect', '#/connect'],
            ['Getting started', '#/gettingStarted'],
            ['Support', '#/support'],
        ]) {
            await menu(item!).click();
            await expect.poll(hashOf).toBe(path);
        }
        await expect.poll(tags).toEqual(['Home', 'Connect', 'Getting started', 'Support']);
    });

    it('adds no second tab for a page already open, and a new query updates its tab', async () => {
        await menu('Connect').click();
        await ui.page.goto(`${base}/#/connect?tab=2`);
        expect(await tags()).toEqual(['Home', 'Connect', 'Getting started', 'Support']);
        await menu('Support').click();
        await ui.page.getByTestId('tag').filter({ hasText: 'Connect' }).click();
        await expect.poll(hashOf).toBe('#/connect?tab=2');
    });

    it('closing the current tab goes to the rightmost remaining one; Home cannot be closed', async () => {
        await ui.page.getByTestId('tag').filter({ hasText: 'Support' }).click({ button: 'right' });
        await menu('Close').click();
        await expect.poll(tags).toEqual(['Home', 'Connect', 'Getting started']);
        await expect.poll(hashOf).toBe('#/gettingStarted');
        await ui.page.getByTestId('tag').filter({ hasText: 'Home' }).click({ button: 'right' });
        expect(await menu('Close').count()).toBe(0);
        expect(await menu('Refresh').count()).toBe(1);
    });

    it('Close Others keeps Home and the chosen tab and opens it, by keyboard too', async () => {
        const connect = ui.page.getByTestId('tag').filter({ hasText: 'Connect' });
        await connect.focus();
        await ui.page.keyboard.press('Shift+F10');
        await menu('Close Others').click();
        await expect.poll(tags).toEqual(['Home', 'Connect']);
        await expect.poll(hashOf).toBe('#/connect');
    });

    it('Close All keeps Home and leaves no page without a tab', async () => {
        await ui.page.getByTestId('tag').filter({ hasText: 'Home' }).click({ button: 'right' });
        await menu('Close All').click();
        await expect.poll(tags).toEqual(['Home']);
        await expect.poll(hashOf).toBe('#/home');
    });

    it('Refresh stays on the page', async () => {
        await ui.page.getByTestId('tag').filter({ hasText: 'Getting started' }).click({ button: 'right' });
        await menu('Refresh').click();
        await expect.poll(hashOf).toBe('#/gettingStarted');
        expect(await tags()).toEqual(['Home', 'Connect', 'Getting started', 'Support']);
    });
});

describe('the layout at the mobile breakpoint', () => {
    it('keeps the sidebar at 1280 px, and at 991 px hides it, opens it over the page and closes it on navigation', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        await expect.poll(() => menu('Connect').isVisible()).toBe(true);

        await ui.page.setViewportSize({ width: 991, height: 800 });
        await expect.poll(() => menu('Connect').isVisible()).toBe(false);
        await ui.page.getByRole('button', { name: 'Open menu' }).click();
        await expect.poll(() => menu('Connect').isVisible()).toBe(true);
        expect(await ui.page.locator('.MuiBackdrop-root').first().isVisible()).toBe(true);
        await menu('Connect').click();
        await expect.poll(hashOf).toBe('#/connect');
        await expect.poll(() => menu('Support').isVisible()).toBe(false);
    });
});

describe('preferences that last', () => {
    it('keeps the language across a reload and a sign-out', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'healthplan');
        await ui.page.getByRole('button', { name: 'Language' }).click();
        await menu('中文').click();
        await ui.page.getByText('您好，Marcus Bennett').waitFor();
        await ui.page.reload();
        await ui.page.getByText('您好，Marcus Bennett').waitFor();
        expect(await ui.page.title()).toBe('首页 - Rx Connect 处方连接门户');
        expect((await ui.context.cookies()).find(cookie => cookie.name === 'language')?.value).toBe('zh');

        await ui.page.getByRole('button', { name: '用户菜单' }).click();
        await ui.page.getByRole('menuitem', { name: '退出登录' }).click();
        await ui.page.getByRole('button', { name: '登录' }).waitFor();
    });

    it('keeps the settings across a reload and a sign-out', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'pharma');
        await openSettings();
        await ui.page.getByLabel('Open Tags-View').check();
        await ui.page.getByLabel('Fixed Header').check();
        await ui.page.getByRole('radio', { name: '#11a983' }).click();
        await ui.page.keyboard.press('Escape');
        const barColour = () =>
            ui.page
                .locator('header')
                .first()
                .evaluate(element => getComputedStyle(element).backgroundColor);
        // #11a983's readable shade: white text on it reaches 4.5:1.
        await expect.poll(barColour).toBe('rgb(13, 124, 97)');

        await ui.page.reload();
        await ui.page.getByTestId('greeting').waitFor();
        expect(await barColour()).toBe('rgb(13, 124, 97)');
        expect(await tags()).toEqual(['Home']);

        await ui.page.getByRole('button', { name: 'User menu' }).click();
        await menu('Log Out').click();
        await signIn(ui.page, 'pharma');
        expect(await barColour()).toBe('rgb(13, 124, 97)');
        await openSettings();
        expect(await ui.page.getByLabel('Fixed Header').isChecked()).toBe(true);
    });

    it('changes the density of the whole interface with the global size, and keeps it', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        const itemHeight = () => menu('Connect').evaluate(element => element.getBoundingClientRect().height);
        const medium = await itemHeight();
        await ui.page.getByRole('button', { name: 'Global Size' }).click();
        await menu('Mini').click();
        await expect.poll(itemHeight).toBeLessThan(medium);
        await ui.page.reload();
        await ui.page.getByTestId('greeting').waitFor();
        expect(await itemHeight()).toBeLessThan(medium);
        expect((await ui.context.cookies()).find(cookie => cookie.name === 'size')?.value).toBe('mini');
    });
});

describe('the top bar', () => {
    it('finds a page by its title in the route search', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'admin');
        await ui.page.getByRole('button', { name: 'Search' }).click();
        await ui.page.keyboard.type('user prof');
        await ui.page.getByRole('option', { name: 'Administration > User profiles' }).click();
        await expect.poll(hashOf).toBe('#/audits');
    });

    it('gives admins the Admin menu, and only them', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'admin');
        await ui.page.getByRole('button', { name: 'Admin', exact: true }).click();
        await menu('Directory Edit View').click();
        await expect.poll(hashOf).toBe('#/editTable');
        await ui.page.getByRole('button', { name: 'User menu' }).click();
        await menu('Log Out').click();
        await expect.poll(hashOf).toBe('#/login?redirect=%2FeditTable');
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        expect(await ui.page.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    });

    it('finds a Chinese title by its pinyin when pinyin search is on', async () => {
        await ui.context.addCookies([{ name: 'language', value: 'zh', url: base }]);
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'admin');
        await ui.page.getByRole('button', { name: '搜索' }).click();
        await ui.page.keyboard.type('kuaisurumen');
        await ui.page.getByRole('option', { name: '快速入门' }).click();
        await expect.poll(hashOf).toBe('#/gettingStarted');
    });

    it('collects uncaught errors in the error log, with a badge that opens the list and Clear All', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        expect(await ui.page.getByRole('button', { name: /^Error log/ }).count()).toBe(0);
        await ui.page.evaluate(() => {
            setTimeout(() => {
                throw new Error('Simulated failure in a click handler');
            });
        });
        await ui.page.getByRole('button', { name: 'Error log (1)' }).click();
        const dialog = ui.page.getByRole('dialog', { name: 'Error Log' });
        expect(await dialog.innerText()).toContain('Simulated failure in a click handler');
        expect(await dialog.innerText()).toContain(`${base}/#/home`);
        await dialog.getByRole('button', { name: 'Clear All' }).click();
        expect(await ui.page.getByRole('button', { name: /^Error log/ }).count()).toBe(0);
    });

    it('shows the support phone', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        await ui.page.getByRole('button', { name: 'User menu' }).click();
        await menu('Support').click();
        const dialog = ui.page.getByRole('dialog');
        expect(await dialog.innerText()).toContain('For any questions, please call:\n');
        expect(await dialog.getByRole('link').textContent()).toBe('1-800-555-0199');
    });
});

describe('the settings handle', () => {
    it('covers no link, button or field of the page, on a desktop and on a phone', async () => {
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'provider');
        for (const viewport of [
            { width: 1280, height: 800 },
            { width: 390, height: 844 },
        ]) {
            await ui.page.setViewportSize(viewport);
            await ui.page.goto(`${base}/#/support`);
            await ui.page.locator('main textarea').first().waitFor();
            const handle = (await ui.page.getByRole('button', { name: 'Page style settings' }).boundingBox())!;
            const covered = await ui.page.evaluate(
                ({ x, y, width, height }) =>
                    [...document.querySelectorAll('main a, main button, main input, main textarea')]
                        .filter(element => element.getAttribute('aria-label') !== 'Page style settings')
                        .map(element => ({ element, box: element.getBoundingClientRect() }))
                        .filter(({ box }) => box.width > 0 && box.left < x + width && box.right > x)
                        .filter(({ box }) => box.top < y + height && box.bottom > y)
                        .map(({ element }) => element.outerHTML.slice(0, 80)),
                handle
            );
            expect(covered, `at ${viewport.width} px`).toEqual([]);
        }
    });
});

describe('scrolling on navigation', () => {
    it('lands at the top of the page on every navigation, Back and Forward included', async () => {
        await ui.page.setViewportSize({ width: 1280, height: 400 });
        await ui.page.goto(`${base}/#/home`);
        await signIn(ui.page, 'admin');
        await ui.page.getByRole('menuitem', { name: 'Administration' }).click();
        const scrolledDown = async (title: string, path: string) => {
            await menu(title).click();
            await expect.poll(hashOf).toBe(path);
            // Scroll the new screen, not the previous one, still shown until React commits the
            // navigation: a Back pressed before that commit returns to a screen that never left.
            await expect.poll(() => ui.page.title()).toMatch(new RegExp(`^${title}`));
            await ui.page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
            // The list grows as its rows arrive: scroll once there is room to.
            const scrollToBottom = () =>
                ui.page.evaluate(() => {
                    window.scrollTo(0, document.documentElement.scrollHeight);
                    return window.scrollY;
                });
            await expect.poll(scrollToBottom).toBeGreaterThan(0);
        };
        await scrolledDown('User profiles', '#/audits');
        await scrolledDown('Audit trail', '#/auditTrail');

        // The address changes at once; the screen (and its title) follows when React commits the navigation.
        await ui.page.goBack();
        await expect.poll(hashOf).toBe('#/audits');
        await expect.poll(() => ui.page.title()).toMatch(/^User profiles/);
        expect(await scrollAfterSettling()).toBe(0);
        await ui.page.goForward();
        await expect.poll(hashOf).toBe('#/auditTrail');
        await expect.poll(() => ui.page.title()).toMatch(/^Audit trail/);
        expect(await scrollAfterSettling()).toBe(0);
    });
});

/** The scroll position once the browser had its chance to restore one (a few frames later). */
const scrollAfterSettling = () =>
    ui.page.evaluate(async () => {
        for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
        return window.scrollY;
    });
