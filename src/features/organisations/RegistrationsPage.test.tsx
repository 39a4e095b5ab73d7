import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATIONS_PATH, REGISTRATIONS_PATH } from '../../../common/routes';
import { callApi, enterSession, setAccount, signInReal, tokenOf, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { OrganisationsPage } from './OrganisationsPage';
import { RegistrationsPage } from './RegistrationsPage';

withRealApi();

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 10_000 };
let admin: { token: string; roles: string[] };
beforeAll(async () => {
    admin = await signInReal('admin');
}, 60_000);

describe('accounts waiting for approval', () => {
    it('shows what the applicant declared with the organisation it names, and approves it into that one', async () => {
        await setAccount('waiting-plan', {
            role: 'healthplan',
            orgType: 'health_plan',
            orgName: 'Evergreen Health',
            planName: 'Evergreen Health Advantage PPO',
            approval: 'pending',
        });
        const applicant = await tokenOf('waiting-plan');
        expect((await callApi(applicant, 'GET', '/api/claims')).status).toBe(403);

        enterSession(admin);
        await renderScreen(REGISTRATIONS_PATH, { [REGISTRATIONS_PATH]: <RegistrationsPage /> });
        expect(await screen.findByText(/waiting-plan/, {}, SLOW)).toBeTruthy();
        expect(screen.getByText(/Plan: Evergreen Health Advantage PPO/)).toBeTruthy();
        const choice = screen.getByRole('combobox', { name: 'Organisation to join' });
        await waitFor(() => expect(choice.textContent).toContain('Evergreen Health (named by the declaration)'), SLOW);

        await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
        expect(await screen.findByText('waiting-plan approved.', {}, SLOW)).toBeTruthy();
        expect(await screen.findByText('No account is waiting for approval.', {}, SLOW)).toBeTruthy();
        expect((await callApi(applicant, 'GET', '/api/claims')).status).toBe(200);
    });
});

describe('organisation records', () => {
    it('creates a health plan with the plan name its claims carry, and lists it', async () => {
        enterSession(admin);
        await renderScreen(ORGANISATIONS_PATH, { [ORGANISATIONS_PATH]: <OrganisationsPage /> });
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: 'New organisation' }, SLOW));
        await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Riverbend Health Plan');
        await user.type(screen.getByRole('textbox', { name: 'Plan name (as claims carry it)' }), 'Riverbend Gold EPO');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Organisation Riverbend Health Plan created.', {}, SLOW)).toBeTruthy();
        expect(await screen.findByRole('cell', { name: 'Riverbend Gold EPO' }, SLOW)).toBeTruthy();
    });
});
