import { describe, expect, inject, it } from 'vitest';
import { LOGIN_BUDGET_BYTES } from '../../scripts/loginBudget';
import { browserPerFile } from './browser';

const base = inject('healthcareUrl');
const ui = browserPerFile();

describe('the login page', () => {
    it('downloads no more JavaScript than its budget (gzip, as sent) before the form shows', async () => {
        await ui.context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
        const scripts: Promise<number>[] = [];
        ui.page.on('requestfinished', request => {
            if (request.resourceType() === 'script')
                scripts.push(request.sizes().then(sizes => sizes.responseBodySize));
        });
        await ui.page.goto(`${base}/#/login`);
        await ui.page.locator('input[name=password]').waitFor();
        const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
        expect(scripts.length).toBeGreaterThan(0);
        expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
    });
});
