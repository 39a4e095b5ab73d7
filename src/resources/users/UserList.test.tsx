import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdmin } from '../../../mocks/adminData';
import { renderScreen, signInAs } from '../../test/renderScreen';
import { UserList } from './UserList';

const renderList = async () => {
    signInAs('admin');
    const view = await renderScreen('/audits', { '/audits': <UserList />, '/audits/:id': <p>user page</p> });
    await screen.findByText('Marcus Bennett', {}, { timeout: 5000 });
    return view;
};

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
        expect(mockAdmin.lastList.users).toEqual({ sort: ['lastName', 'ASC'], range: [0, 19], filter: {} });
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
        await waitFor(() => expect(mockAdmin.lastList.users?.filter).toEqual({ role: 'healthplan', status: 'locked' }));
        await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
        expect(screen.getByText('Marcus Bennett')).toBeTruthy();

        await userEvent.setup().type(screen.getByPlaceholderText('Search'), 'zzz');
        await waitFor(() =>
            expect(mockAdmin.lastList.users?.filter).toEqual({ role: 'healthplan', status: 'locked', q: 'zzz' })
        );
        await waitFor(() => expect(screen.queryByText('Marcus Bennett')).toBeNull());
    });

    it('sorts on the server by the column clicked, and pages by 20', async () => {
        await renderList();
        const user = userEvent.setup();
        await user.click(within(screen.getByRole('columnheader', { name: /Username/ })).getByText('Username'));
        await waitFor(() => expect(mockAdmin.lastList.users?.sort).toEqual(['username', 'ASC']));
        await user.click(screen.getByRole('button', { name: 'Go to next page' }));
        await waitFor(() => expect(mockAdmin.lastList.users?.range).toEqual([20, 39]));
        expect(await screen.findByText('21-25 of 25')).toBeTruthy();
    });

    it("opens a user's page from its row", async () => {
        const view = await renderList();
        await userEvent.setup().click(screen.getByText('Marcus Bennett'));
        await waitFor(() => expect(view.location()?.pathname).toBe('/audits/id-healthplan'));
        expect(await screen.findByText('user page')).toBeTruthy();
    });
});
