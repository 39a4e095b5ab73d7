import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectoryTableRecord } from '../../../common/contract/directory';
import { callApi, enterSession, signInReal, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { AddRowDialog } from './AddRowDialog';

withRealApi();

const SLOW = { timeout: 10_000 };
const label = (en: string) => ({ en, zh: en, es: en, ja: en });

describe('adding a directory row', () => {
    it("says at the field what is missing, shows the server's refusal and keeps what was typed", async () => {
        const admin = await signInReal('admin');
        const created = await callApi<{ id: string }>(admin.token, 'POST', '/api/directory/tables', {
            name: 'Urgent care centres',
            columns: [
                { name: 'npi', type: 'npi', key: true, label: label('NPI') },
                { name: 'name', type: 'text', label: label('Name') },
            ],
        });
        const { json: table } = await callApi<DirectoryTableRecord>(
            admin.token,
            'GET',
            `/api/directory/tables/${created.json.id}`
        );
        const first = await callApi(admin.token, 'POST', `/api/directory/tables/${table.id}/rows`, {
            values: { npi: '1234567893', name: 'First centre' },
        });
        expect(first.status).toBe(201);
        enterSession(admin);
        let added = 0;
        await renderScreen('/', {
            '/': <AddRowDialog table={table} onClose={() => undefined} onAdded={() => added++} />,
        });
        const dialog = await screen.findByRole('dialog', { name: 'Add a row to Urgent care centres' }, SLOW);

        fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await within(dialog).findByText('NPI is required.')).toBeTruthy();

        const npi = within(dialog).getByRole('textbox', { name: /^NPI/ });
        fireEvent.change(npi, { target: { value: '1234567893' } });
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Second centre' } });
        fireEvent.submit(npi.closest('form')!);
        const refusal = await within(dialog).findByRole('alert', {}, SLOW);
        expect(refusal.textContent).toMatch(/another row already holds 1234567893/);
        expect(npi).toHaveProperty('value', '1234567893');
        expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Second centre');
        await waitFor(() => expect(added).toBe(0));
    });
});
