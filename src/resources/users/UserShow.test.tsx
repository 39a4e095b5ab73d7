import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdmin } from '../../../mocks/adminData';
import { renderScreen, signInAs } from '../../test/renderScreen';
import { UserShow } from './UserShow';

const openUser = async (id: string, name: string) => {
    signInAs('admin');
    await renderScreen(`/audits/${id}`, { '/audits/:id': <UserShow /> });
    await screen.findByRole('heading', { name }, { timeout: 5000 });
};

const accountActions = () => within(screen.getByRole('group', { name: 'Account actions' }));

describe("a user's page", () => {
    it('shows the profile, with the NPI of a provider and the sessions', async () => {
        await openUser('id-provider', 'Priya Raman');
        expect(screen.getByText('1740283969')).toBeTruthy();
        expect(screen.getByText('Provider practice · Lakeshore Family Medicine')).toBeTruthy();
        expect(screen.getByText('provider@example.test')).toBeTruthy();
        expect(accountActions().getAllByRole('button').map(button => button.textContent)).toEqual([
            'Lock',
            'Disable',
            'Send password-reset e-mail',
        ]);
        expect(await screen.findAllByRole('button', { name: 'End session' })).toHaveLength(2);
        expect(screen.getByText('198.51.100.4')).toBeTruthy();
        expect(screen.getByText('Ended: signed out')).toBeTruthy();
    });

    it('unlocks an account only once confirmed, then shows its new status and actions', async () => {
        await openUser('id-healthplan', 'Marcus Bennett');
        const user = userEvent.setup();
        expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);

        await user.click(accountActions().getByRole('button', { name: 'Unlock' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Unlock the account of Marcus Bennett?')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(mockAdmin.statusChanges).toEqual([]);

        await user.click(accountActions().getByRole('button', { name: 'Unlock' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
        await waitFor(() => expect(mockAdmin.statusChanges).toEqual([{ id: 'id-healthplan', status: 'active' }]));
        expect(await screen.findByText('Account status of Marcus Bennett: Active')).toBeTruthy();
        await waitFor(() =>
            expect(accountActions().getAllByRole('button').map(button => button.textContent)).toEqual(['Lock', 'Disable', 'Send password-reset e-mail'])
        );
        expect(within(screen.getByRole('heading', { name: 'Marcus Bennett' }).parentElement!).getByText('Active')).toBeTruthy();
    });

    it("shows the server's refusal, and the status stays", async () => {
        await openUser('id-admin', 'Avery Collins');
        const user = userEvent.setup();
        await user.click(accountActions().getByRole('button', { name: 'Lock' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lock' }));
        expect(await screen.findByText('You cannot change the status of your own account.')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(accountActions().getAllByRole('button').map(button => button.textContent)).toEqual([
            'Lock',
            'Disable',
            'Send password-reset e-mail',
        ]);
        expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    });

    it('sends an active user a password-reset e-mail once confirmed', async () => {
        await openUser('id-provider', 'Priya Raman');
        const user = userEvent.setup();
        await user.click(accountActions().getByRole('button', { name: 'Send password-reset e-mail' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Send Priya Raman a password-reset e-mail?')).toBeTruthy();
        expect(mockAdmin.resetsSent).toEqual([]);
        await user.click(within(dialog).getByRole('button', { name: 'Send password-reset e-mail' }));
        expect(await screen.findByText('A password reset e-mail is on its way to provider@example.test.')).toBeTruthy();
        expect(mockAdmin.resetsSent).toEqual(['id-provider']);
    });

    it('ends all live sessions once confirmed', async () => {
        await openUser('id-provider', 'Priya Raman');
        const user = userEvent.setup();
        await screen.findAllByRole('button', { name: 'End session' });
        await user.click(screen.getByRole('button', { name: 'End all sessions' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End all sessions' }));
        expect(await screen.findByText('2 sessions ended')).toBeTruthy();
        await waitFor(() => expect(screen.queryAllByRole('button', { name: 'End session' })).toHaveLength(0));
        expect(screen.getAllByText('Ended: ended by the user or an administrator')).toHaveLength(2);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect((screen.getByRole('button', { name: 'End all sessions' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('ends one session', async () => {
        await openUser('id-provider', 'Priya Raman');
        const [first] = await screen.findAllByRole('button', { name: 'End session' });
        await userEvent.setup().click(first!);
        expect(await screen.findByText('The session has ended.')).toBeTruthy();
        await waitFor(() => expect(screen.getAllByRole('button', { name: 'End session' })).toHaveLength(1));
    });

    it("lists the user's own audit trail, asking the server for that user only", async () => {
        await openUser('id-healthplan', 'Marcus Bennett');
        expect(await screen.findByText('Account status changed')).toBeTruthy();
        expect(mockAdmin.lastList.audit).toEqual({ sort: ['at', 'DESC'], range: [0, 9], filter: { userId: 'id-healthplan' } });
        expect(screen.queryByText('Access changed')).toBeNull();
    });
});
