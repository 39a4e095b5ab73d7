import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_DETAIL_PATH, userDetailPath } from '../../../../common/routes';
import {
    apiRequests,
    callApi,
    enterSession,
    lastListQuery,
    setAccount,
    signInReal,
    tokenOf,
    withRealApi,
} from '../../../test/realApi';
import { renderScreen } from '../../../test/renderScreen';
import { UserShow } from './UserShow';

withRealApi();

const PROVIDER_EMAIL = 'priya.raman@lakeshorefamilymed.example';
/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 5000 };
let admin: { token: string; roles: string[] };
const ids: Record<string, string> = {};

/** Marcus Bennett (health plan) locked; Priya Raman (provider) with two live sessions and one signed out. */
beforeAll(async () => {
    admin = await signInReal('admin');
    ids.admin = await setAccount('admin');
    ids.provider = await setAccount('provider');
    ids.healthplan = await setAccount('healthplan', { status: 'locked' });
    await callApi(await tokenOf('provider', '203.0.113.9'), 'POST', '/api/user/logout');
    await tokenOf('provider', '203.0.113.7');
    await tokenOf('provider', '198.51.100.4');
}, 60_000);

const openUser = async (username: string, name: string) => {
    enterSession(admin);
    await renderScreen(userDetailPath(ids[username]!), { [USER_DETAIL_PATH]: <UserShow /> });
    await screen.findByRole('heading', { name }, { timeout: 5000 });
};

const accountActions = () => within(screen.getByRole('group', { name: 'Account actions' }));

/** The calls the screen sent to one of a user's account actions. */
const sent = (username: string, action: string) =>
    apiRequests
        .filter(request => request.method === 'POST' && request.path === `/api/users/${ids[username]}/${action}`)
        .map(request => (request.body ? JSON.parse(request.body) : {}));

describe("a user's page", () => {
    it('shows the profile, with the NPI of a provider and the sessions', async () => {
        await openUser('provider', 'Priya Raman');
        expect(screen.getByText('1740283969')).toBeTruthy();
        expect(screen.getByText('Provider practice · Lakeshore Family Medicine')).toBeTruthy();
        expect(screen.getByText(PROVIDER_EMAIL)).toBeTruthy();
        expect(
            accountActions()
                .getAllByRole('button')
                .map(button => button.textContent)
        ).toEqual(['Lock', 'Disable', 'Send password-reset e-mail']);
        expect(await screen.findAllByRole('button', { name: 'End session' }, SLOW)).toHaveLength(2);
        expect(screen.getByText('198.51.100.4')).toBeTruthy();
        expect(screen.getByText('Ended: signed out')).toBeTruthy();
    });

    it('unlocks an account only once confirmed, then shows its new status and actions', async () => {
        await openUser('healthplan', 'Marcus Bennett');
        const user = userEvent.setup();
        expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);

        await user.click(accountActions().getByRole('button', { name: 'Unlock' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Unlock the account of Marcus Bennett?')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(sent('healthplan', 'status')).toEqual([]);

        await user.click(accountActions().getByRole('button', { name: 'Unlock' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
        await waitFor(() => expect(sent('healthplan', 'status')).toEqual([{ status: 'active' }]), SLOW);
        expect(await screen.findByText('Account status of Marcus Bennett: Active', {}, SLOW)).toBeTruthy();
        await waitFor(
            () =>
                expect(
                    accountActions()
                        .getAllByRole('button')
                        .map(button => button.textContent)
                ).toEqual(['Lock', 'Disable', 'Send password-reset e-mail']),
            SLOW
        );
        expect(
            within(screen.getByRole('heading', { name: 'Marcus Bennett' }).parentElement!).getByText('Active')
        ).toBeTruthy();
    });

    it("shows the server's refusal, and the status stays", async () => {
        await openUser('admin', 'Avery Collins');
        const user = userEvent.setup();
        await user.click(accountActions().getByRole('button', { name: 'Lock' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lock' }));
        expect(await screen.findByText('You cannot change the status of your own account.', {}, SLOW)).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(
            accountActions()
                .getAllByRole('button')
                .map(button => button.textContent)
        ).toEqual(['Lock', 'Disable', 'Send password-reset e-mail']);
        expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    });

    it('sends an active user a password-reset e-mail once confirmed', async () => {
        await openUser('provider', 'Priya Raman');
        const user = userEvent.setup();
        await user.click(accountActions().getByRole('button', { name: 'Send password-reset e-mail' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Send Priya Raman a password-reset e-mail?')).toBeTruthy();
        expect(sent('provider', 'password-reset')).toEqual([]);
        await user.click(within(dialog).getByRole('button', { name: 'Send password-reset e-mail' }));
        expect(
            await screen.findByText(`A password reset e-mail is on its way to ${PROVIDER_EMAIL}.`, {}, SLOW)
        ).toBeTruthy();
        expect(sent('provider', 'password-reset')).toHaveLength(1);
    });

    it('ends all live sessions once confirmed', async () => {
        await openUser('provider', 'Priya Raman');
        const user = userEvent.setup();
        await screen.findAllByRole('button', { name: 'End session' }, SLOW);
        await user.click(screen.getByRole('button', { name: 'End all sessions' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End all sessions' }));
        expect(await screen.findByText('2 sessions ended', {}, SLOW)).toBeTruthy();
        await waitFor(() => expect(screen.queryAllByRole('button', { name: 'End session' })).toHaveLength(0), SLOW);
        expect(screen.getAllByText('Ended: ended by the user or an administrator')).toHaveLength(2);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect((screen.getByRole('button', { name: 'End all sessions' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('ends one session', async () => {
        await tokenOf('provider', '203.0.113.7');
        await tokenOf('provider', '198.51.100.4');
        await openUser('provider', 'Priya Raman');
        const [first] = await screen.findAllByRole('button', { name: 'End session' }, SLOW);
        await userEvent.setup().click(first!);
        expect(await screen.findByText('The session has ended.', {}, SLOW)).toBeTruthy();
        await waitFor(() => expect(screen.getAllByRole('button', { name: 'End session' })).toHaveLength(1), SLOW);
    });

    it("lists the user's own audit trail, asking the server for that user only", async () => {
        await openUser('healthplan', 'Marcus Bennett');
        expect(await screen.findByText('Account status changed', {}, SLOW)).toBeTruthy();
        expect(lastListQuery('/api/audit')).toEqual({
            sort: ['at', 'DESC'],
            range: [0, 9],
            filter: { userId: ids.healthplan },
        });
        expect(screen.queryByText('Access changed')).toBeNull();
    });
});
