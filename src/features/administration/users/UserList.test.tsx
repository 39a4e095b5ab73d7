import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_DETAIL_PATH, USER_PROFILES_PATH, userDetailPath } from '../../../../common/routes';
import { callApi, enterSession, lastListQuery, setAccount, signInReal, withRealApi } from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { UserList } from './UserList';

withRealApi();

let admin: { token: string; roles: string[] };
let healthplanId: string;

/** 25 accounts: the demo ones, Marcus Bennett (health plan) locked, Elena Ortiz never signed in, and test providers. */
beforeAll(async () => {
    admin = await signInReal('admin');
    healthplanId = await setAccount('healthplan', {
        status: 'locked',
        lastLoginAt: new Date(Date.now() - 2.5 * 3_600_000).toISOString(),
    });
    await setAccount('pharma', { firstName: 'Elena', lastName: 'Ortiz', lastLoginAt: null });
    const list = await callApi(admin.token, 'GET', '/api/users?range=[0,0]');
    const total = Number(list.headers.get('content-range')?.split('/')[1]);
    for (let n = total + 1; n <= 25; n++) await setAccount(`provider${String(n).padStart(2, '0')}`);
}, 60_000);

const renderList = async () => {
    enterSession(admin);
    const view = await renderScreen(USER_PROFILES_PATH, {
        [USER_PROFILES_PATH]: <UserList />,
        [USER_DETAIL_PATH]: <p>user page</p>,
    });
    await screen.findByText('Marcus Bennett', {}, { timeout: 5000 });
    return view;
};

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 5000 };

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** Picks an option of one of the list's select filters. */
const choose = async (filter: string, option: string) => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: filter }));
    await user.click(await screen.findByRole('option', { name: option }));
};

describe('the user profiles list', () => {
    it('asks the server for the first 20 profiles by last name and shows them', async () => {
        await renderList();
        expect(lastListQuery('/api/users')).toEqual({ sort: ['lastName', 'ASC'], range: [0, 19], filter: {} });
        expect(screen.getAllByRole('row')).toHaveLength(21);
        const bennett = within(rowOf('Marcus Bennett'));
        expect(bennett.getByText('Locked')).toBeTruthy();
        expect(bennett.getAllByText('Health plan')).toHaveLength(2);
        expect(bennett.getByText('3 hours ago').getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(within(rowOf('Elena Ortiz')).getByText('never')).toBeTruthy();
        expect(screen.getByText('1-20 of 25')).toBeTruthy();
    });

    it('sends the role and status filters and the search as the filter, and shows what comes back', async () => {
        await renderList();
        await choose('Role', 'Health plan');
        await choose('Status', 'Locked');
        await waitFor(
            () => expect(lastListQuery('/api/users')?.filter).toEqual({ role: 'healthplan', status: 'locked' }),
            SLOW
        );
        await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), SLOW);
        expect(screen.getByText('Marcus Bennett')).toBeTruthy();

        await userEvent.setup().type(screen.getByPlaceholderText('Search'), 'zzz');
        await waitFor(
            () =>
                expect(lastListQuery('/api/users')?.filter).toEqual({ role: 'healthplan', status: 'locked', q: 'zzz' }),
            SLOW
        );
        await waitFor(() => expect(screen.queryByText('Marcus Bennett')).toBeNull(), SLOW);
    });

    it('sorts on the server by the column clicked, and pages by 20', async () => {
        await renderList();
        const user = userEvent.setup();
        await user.click(within(screen.getByRole('columnheader', { name: /Username/ })).getByText('Username'));
        await waitFor(() => expect(lastListQuery('/api/users')?.sort).toEqual(['username', 'ASC']), SLOW);
        await user.click(screen.getByRole('button', { name: 'Go to next page' }));
        await waitFor(() => expect(lastListQuery('/api/users')?.range).toEqual([20, 39]), SLOW);
        expect(await screen.findByText('21-25 of 25', {}, SLOW)).toBeTruthy();
    });

    it("opens a user's page from its row", async () => {
        const view = await renderList();
        await userEvent.setup().click(screen.getByText('Marcus Bennett'));
        await waitFor(() => expect(view.location()?.pathname).toBe(userDetailPath(healthplanId)), SLOW);
        expect(await screen.findByText('user page')).toBeTruthy();
    });
});
