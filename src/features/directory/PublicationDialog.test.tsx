import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableSummary } from '../../../common/contract/directory';
import { EDIT_TABLE_PATH } from '../../../common/routes';
import { callApi, enterSession, signInReal, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { PublicationDialog } from './PublicationDialog';

withRealApi();

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 10_000 };
let admin: { token: string; roles: string[] };

beforeAll(async () => {
    admin = await signInReal('admin');
}, 60_000);

const tableNamed = async (name: string) =>
    (await callApi<TableSummary[]>(admin.token, 'GET', '/api/directory/tables')).json.find(
        table => table.name === name
    )!;
const column = (name: string, type: string, label: string) => ({ name, type, label: { en: label } });

describe('a table’s place in the public directory', () => {
    it('maps a blank table’s columns to a kind of listing, showing the server’s refusal until it is complete', async () => {
        const user = userEvent.setup();
        enterSession(admin);
        await callApi(admin.token, 'POST', '/api/directory/tables', {
            name: 'Partner pharmacies',
            template: 'blank',
            columns: [
                column('storeName', 'text', 'Store'),
                column('notes', 'longText', 'Notes'),
                column('zip', 'zip', 'ZIP'),
            ],
        });
        const table = await tableNamed('Partner pharmacies');
        await renderScreen(EDIT_TABLE_PATH, {
            [EDIT_TABLE_PATH]: <PublicationDialog table={table} onClose={() => undefined} />,
        });
        const dialog = await screen.findByRole('dialog', { name: 'Public directory: Partner pharmacies' }, SLOW);
        const kind = await within(dialog).findByRole('combobox', { name: 'Listing kind' }, SLOW);
        expect((kind as HTMLSelectElement).value).toBe('');
        await user.selectOptions(kind, 'pharmacy');

        // Only columns of a fitting type are offered: no ZIP column for the pharmacy's name.
        const name = within(dialog).getByRole('combobox', { name: 'Pharmacy name (required)' });
        const offered = within(name)
            .getAllByRole('option')
            .map(option => option.textContent);
        expect(offered).toEqual(['No column', 'Store', 'Notes']);

        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(
            await within(dialog).findByText('A pharmacy listing needs a column for pharmacyName.', {}, SLOW)
        ).toBeTruthy();

        await user.selectOptions(name, 'storeName');
        await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ZIP code' }), 'zip');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        await screen.findByText('The public directory now serves this table as mapped.', {}, SLOW);
        const stored = await callApi<{ publication: unknown }>(
            admin.token,
            'GET',
            `/api/directory/tables/${table.id}/publication`
        );
        expect(stored.json).toEqual({
            publication: { kind: 'pharmacy', columns: { pharmacyName: 'storeName', zip: 'zip' } },
            byTemplate: false,
        });
    });

    it('says a template’s table is published by its template, with nothing to change', async () => {
        enterSession(admin);
        await callApi(admin.token, 'POST', '/api/directory/tables', {
            name: 'Plan locations',
            template: 'location',
            columns: [column('locationName', 'text', 'Location name')],
        });
        const table = await tableNamed('Plan locations');
        await renderScreen(EDIT_TABLE_PATH, {
            [EDIT_TABLE_PATH]: <PublicationDialog table={table} onClose={() => undefined} />,
        });
        const dialog = await screen.findByRole('dialog', { name: 'Public directory: Plan locations' }, SLOW);
        expect(await within(dialog).findByText(/published by its template \(Location\)/, {}, SLOW)).toBeTruthy();
        expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    });
});
