import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../../../../common/contract/users';
import { AUDIT_TRAIL_PATH } from '../../../../common/routes';
import { mswServer } from '../../../test/mswServer';
import { apiRequests, callApi, lastListQuery, signInReal, withRealApi, enterSession } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { AuditTrailList } from './AuditTrailList';

withRealApi();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';
let admin: { token: string; roles: string[] };
let healthplan: UserRecord;

/** The trail as the tests find it, newest first: an access change, a failed sign-in, a status change. */
beforeAll(async () => {
    admin = await signInReal('admin');
    const users = await callApi<UserRecord[]>(admin.token, 'GET', '/api/users?filter={"q":"healthplan"}');
    healthplan = users.json.find(user => user.username === 'healthplan')!;
    await callApi(
        admin.token,
        'POST',
        `/api/users/${healthplan.id}/status`,
        { status: 'locked' },
        { 'user-agent': BROWSER }
    );
    await callApi('', 'POST', '/api/user/login', { username: 'provider', password: 'not-the-password' });
    await callApi(admin.token, 'PUT', '/api/access', { role: 'healthplan', screen: '/editTable', allowed: true });
}, 60_000);

const renderTrail = async (path: string = AUDIT_TRAIL_PATH, firstEntry = 'Access changed') => {
    const token = enterSession(admin);
    await renderScreen(path, { [AUDIT_TRAIL_PATH]: <AuditTrailList /> });
    await screen.findByText(firstEntry, {}, { timeout: 5000 });
    return token;
};

/** What the browser was asked to save: the file and its name. */
const saved: { blob?: Blob; filename?: string } = {};
const EXPORT_NAME = /^audit-trail-\d{8}-\d{4}\.(csv|xlsx)$/;

beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
        saved.blob = blob as Blob;
        return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.filename = this.download;
    });
});
afterEach(() => {
    vi.restoreAllMocks();
    delete saved.blob;
    delete saved.filename;
});

/** The query of the last export the screen asked for, with the token it sent. */
const lastExport = () => {
    const request = apiRequests.filter(candidate => candidate.path === '/api/audit/export').at(-1);
    const read = (name: string) => JSON.parse(request?.query.get(name) ?? 'null');
    return (
        request && {
            format: request.query.get('format'),
            sort: read('sort'),
            filter: read('filter'),
            token: request.headers.get('X-Token'),
        }
    );
};

describe('the audit trail', () => {
    it('lists entries newest first with translated actions, and opens their changes', async () => {
        await renderTrail();
        expect(lastListQuery('/api/audit')).toEqual({ sort: ['at', 'DESC'], range: [0, 49], filter: {} });
        const actions = [...document.querySelectorAll('td.column-action')].map(cell => cell.textContent);
        expect(actions.slice(0, 3)).toEqual(['Access changed', 'Sign-in', 'Account status changed']);
        expect(within(screen.getAllByText('Sign-in')[0]!.closest('tr')!).getByText('Failure')).toBeTruthy();

        await userEvent.setup().click(screen.getByText('Account status changed'));
        expect(await screen.findByText('active')).toBeTruthy();
        expect(screen.getByText('locked')).toBeTruthy();
        expect(screen.getAllByLabelText('→').length).toBeGreaterThan(0);
        expect(screen.getByText(BROWSER)).toBeTruthy();
    });

    it("filters by a user with one list call for the user's name, writing no user.view entry into the trail", async () => {
        const filter = encodeURIComponent(JSON.stringify({ userId: healthplan.id }));
        await renderTrail(`${AUDIT_TRAIL_PATH}?filter=${filter}`, 'Account status changed');
        expect(
            await screen.findByDisplayValue(`${healthplan.firstName} ${healthplan.lastName} (healthplan)`)
        ).toBeTruthy();
        expect(lastListQuery('/api/audit')?.filter).toEqual({ userId: healthplan.id });
        expect(apiRequests.filter(request => request.path.startsWith('/api/users/'))).toEqual([]);
        const views = await callApi<unknown[]>(admin.token, 'GET', '/api/audit?filter={"action":"user.view"}');
        expect(views.json).toEqual([]);
    });

    it('exports the current filter and sort as CSV, sending the token in the X-Token header', async () => {
        const token = await renderTrail();
        const user = userEvent.setup();
        await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
        await user.click(await screen.findByRole('option', { name: 'Failure' }));
        await waitFor(() => expect(lastListQuery('/api/audit')?.filter).toEqual({ outcome: 'failure' }));

        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(saved.filename).toMatch(EXPORT_NAME), { timeout: 10_000 });
        expect(saved.filename).toMatch(/\.csv$/);
        expect(lastExport()).toEqual({
            format: 'csv',
            sort: ['at', 'DESC'],
            filter: { outcome: 'failure' },
            token,
        });
        expect(await saved.blob!.text()).toContain('Time (UTC)');
        expect(await screen.findByText(`Saved ${saved.filename}`)).toBeTruthy();
    });

    it('exports Excel', async () => {
        await renderTrail();
        await userEvent.setup().click(screen.getByRole('button', { name: 'Export Excel' }));
        await waitFor(() => expect(saved.filename).toMatch(EXPORT_NAME), { timeout: 10_000 });
        expect(saved.filename).toMatch(/\.xlsx$/);
        expect(lastExport()?.format).toBe('xlsx');
    });

    // An export over the row limit needs 100,000 entries: the one refusal kept as a stand-in.
    it("shows the server's message when it refuses the export", async () => {
        await renderTrail();
        mswServer.use(
            http.get('*/api/audit/export', () =>
                HttpResponse.json(
                    { code: 400, message: 'The export would hold 250000 rows, more than the 100000 allowed.' },
                    { status: 400 }
                )
            )
        );
        await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(
            await screen.findByText('The export would hold 250000 rows, more than the 100000 allowed.')
        ).toBeTruthy();
        expect(saved.filename).toBeUndefined();
    });
});
