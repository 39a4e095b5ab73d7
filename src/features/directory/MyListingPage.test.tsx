import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MY_LISTING_PATH } from '../../../common/routes';
import { callApi, enterSession, signInReal, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { MyListingPage } from './MyListingPage';

withRealApi();

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 10_000 };

/** The slot the app fills with the directory changes' proposal, not what these tests look at. */
const NoProposal = () => null;

describe('/myListing', () => {
    it("shows a provider its listing's coded fields by their labels, picked from their lists, and languages by name", async () => {
        const [admin, provider] = [await signInReal('admin'), await signInReal('provider')];
        const { json: info } = await callApi<{ result: { providerId: string } }>(
            provider.token,
            'GET',
            '/api/user/getUserInfo'
        );
        const label = (en: string) => ({ en, zh: en, es: en, ja: en });
        const created = await callApi<{ id: string }>(admin.token, 'POST', '/api/directory/tables', {
            name: 'Walk-in clinics',
            columns: [
                { name: 'npi', type: 'npi', key: true, label: label('NPI') },
                {
                    name: 'accepting',
                    type: 'acceptingPatients',
                    providerEditable: true,
                    label: label('Accepting new patients'),
                },
                { name: 'telehealth', type: 'yesNo', providerEditable: true, label: label('Telehealth') },
                { name: 'languages', type: 'languages', providerEditable: true, label: label('Languages') },
            ],
        });
        const row = await callApi(admin.token, 'POST', `/api/directory/tables/${created.json.id}/rows`, {
            values: {
                npi: info.result.providerId,
                accepting: 'existptonly',
                telehealth: true,
                languages: ['es', 'ase'],
            },
        });
        expect([created.status, row.status], JSON.stringify(row.json)).toEqual([201, 201]);
        enterSession(provider);
        await renderScreen(MY_LISTING_PATH, { [MY_LISTING_PATH]: <MyListingPage ProposeChange={NoProposal} /> });
        const listing = (await screen.findAllByRole('region', {}, SLOW))[0]!;
        const accepting = within(listing).getByRole('combobox', { name: 'Accepting new patients' });
        expect(accepting.textContent).toBe('Existing patients only');
        expect(within(listing).getByRole('combobox', { name: 'Telehealth' }).textContent).toBe('Yes');
        expect(within(listing).getByRole('textbox', { name: 'Languages' })).toHaveProperty(
            'value',
            'Spanish; American Sign Language'
        );
    });

    it('tells an administrator, who has no NPI, that the whole directory is in the Directory Edit View', async () => {
        enterSession(await signInReal('admin'));
        await renderScreen(MY_LISTING_PATH, { [MY_LISTING_PATH]: <MyListingPage ProposeChange={NoProposal} /> });
        expect(await screen.findByText(/Your account has no NPI/, {}, SLOW)).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Open the Directory Edit View' }).getAttribute('href')).toMatch(
            /editTable/
        );
    });
});
