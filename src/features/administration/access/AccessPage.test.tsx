import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PATH } from '../../../../common/routes';
import { mswServer } from '../../../test/mswServer';
import { apiRequests, enterSession, signInReal, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { AccessPage } from './AccessPage';

withRealApi();

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 5000 };
let admin: { token: string; roles: string[] };
beforeAll(async () => {
    admin = await signInReal('admin');
}, 60_000);

const renderMatrix = async () => {
    enterSession(admin);
    await renderScreen(ACCESS_PATH, { [ACCESS_PATH]: <AccessPage /> });
    await screen.findByRole('switch', { name: 'Provider: Directory edit view' }, { timeout: 5000 });
};

/** The access changes the screen sent, in order. */
const accessChanges = () =>
    apiRequests
        .filter(request => request.method === 'PUT' && request.path === '/api/access')
        .map(request => JSON.parse(request.body));

const cell = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const cellOf = (name: string) => within(cell(name).closest('td')!);

describe('the access matrix', () => {
    it('shows the roles × screens by menu group, with admin and locked screens locked', async () => {
        await renderMatrix();
        expect(screen.getByRole('columnheader', { name: 'Administrator' })).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Administration' })).toBeTruthy();
        expect(screen.getByText('GET /api/users · list')).toBeTruthy();
        expect(screen.getByText(/A role's menu follows when its users next open a page/)).toBeTruthy();

        const adminCell = cell('Administrator: Directory edit view');
        expect(adminCell.checked).toBe(true);
        expect(adminCell.disabled).toBe(true);
        const adminLock = cellOf('Administrator: Directory edit view').getByRole('img', {
            name: /Administrators always open every screen/,
        });
        expect(adminLock.tabIndex).toBe(0);

        const lockedRow = cell('Provider: User profiles');
        expect(lockedRow.checked).toBe(false);
        expect(lockedRow.disabled).toBe(true);
        expect(cellOf('Provider: User profiles').getByRole('img', { name: /fixed by the portal/ }).tabIndex).toBe(0);

        const open = cell('Provider: Directory edit view');
        expect(open.checked).toBe(false);
        expect(open.disabled).toBe(false);
    });

    it('grants with a PUT, marks the cell as changed, and resets it to the default', async () => {
        await renderMatrix();
        const user = userEvent.setup();
        await user.click(cell('Provider: Directory edit view'));
        await waitFor(
            () => expect(accessChanges()).toEqual([{ role: 'provider', screen: '/editTable', allowed: true }]),
            SLOW
        );
        await waitFor(() => expect(cell('Provider: Directory edit view').checked).toBe(true), SLOW);
        expect(cellOf('Provider: Directory edit view').getByText('changed')).toBeTruthy();

        await user.click(cellOf('Provider: Directory edit view').getByRole('button', { name: 'Reset to default' }));
        await waitFor(() => expect(accessChanges()).toHaveLength(2), SLOW);
        expect(accessChanges()[1]).toEqual({ role: 'provider', screen: '/editTable', allowed: null });
        await waitFor(() => expect(cell('Provider: Directory edit view').checked).toBe(false), SLOW);
        expect(cellOf('Provider: Directory edit view').queryByText('changed')).toBeNull();
    });

    it("says under the tables' rights that a role also needs the screens to use them", async () => {
        mswServer.use(
            http.get('*/api/directory/access', () =>
                HttpResponse.json([
                    {
                        tableId: '0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
                        name: 'Practitioners',
                        rights: { healthplan: { view: true, edit: false } },
                    },
                ])
            )
        );
        await renderMatrix();
        expect(
            await screen.findByText(/grant it "Directory edit view" in the matrix above to view or edit the tables/)
        ).toBeTruthy();
        expect(screen.getByRole('rowheader', { name: 'Practitioners' })).toBeTruthy();
    });

    it('revokes a default access, and keeps the cell as it was when the server refuses', async () => {
        await renderMatrix();
        const user = userEvent.setup();
        await user.click(cell('Provider: Dashboard'));
        await waitFor(() => expect(cell('Provider: Dashboard').checked).toBe(false), SLOW);
        expect(accessChanges()).toEqual([{ role: 'provider', screen: '/dashboard', allowed: false }]);

        // A refusal of a change the matrix offers cannot be had from the real server: a stand-in.
        mswServer.use(
            http.put('*/api/access', () =>
                HttpResponse.json(
                    { code: 400, message: 'The access to "/connect" cannot be changed.' },
                    { status: 400 }
                )
            )
        );
        await user.click(cell('Provider: Connect'));
        expect(await screen.findByText('The access to "/connect" cannot be changed.', {}, SLOW)).toBeTruthy();
        expect(cell('Provider: Connect').checked).toBe(true);
        expect(cellOf('Provider: Connect').queryByText('changed')).toBeNull();
    });
});
