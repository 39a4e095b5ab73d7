import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ColumnDefinitionInput, TableSummary } from '../../../common/contract/directory';
import { EDIT_TABLE_PATH, NEW_TABLE_PATH } from '../../../common/routes';
import { bodiesSentTo, callApi, enterSession, signInReal, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { ColumnsDialog } from './ColumnsDialog';
import { NewTablePage } from './NewTablePage';

withRealApi();

/** A round trip to the real server on a loaded machine. */
const SLOW = { timeout: 10_000 };
const PRACTITIONER_COLUMNS = [
    { name: 'npi', type: 'npi', key: true, label: { en: 'NPI', zh: 'NPI 编号', es: 'NPI', ja: 'NPI' } },
    { name: 'lastName', type: 'text', label: { en: 'Last name', zh: '姓', es: 'Apellido', ja: '姓' } },
];
let admin: { token: string; roles: string[] };

beforeAll(async () => {
    admin = await signInReal('admin');
}, 60_000);

const tables = async () => (await callApi<TableSummary[]>(admin.token, 'GET', '/api/directory/tables')).json;
const columnOf = (table: TableSummary | undefined, name: string) =>
    table?.columns.find((column: ColumnDefinitionInput) => column.name === name);
const box = (name: string) => screen.getByRole('textbox', { name });
/** Typed at once: key by key, a template of many columns takes longer than a test may. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("a column's label and help in each language", () => {
    it('on /newTable: the other languages open on demand, and each language reaches the server', async () => {
        const user = userEvent.setup();
        enterSession(admin);
        await renderScreen(NEW_TABLE_PATH, { [NEW_TABLE_PATH]: <NewTablePage /> });
        await screen.findAllByRole('textbox', { name: 'Label (English)' }, SLOW);
        await user.click(screen.getByRole('button', { name: 'Add column' }));
        const english = screen.getAllByRole('textbox', { name: 'Label (English)' }).at(-1)!;
        fill(english, 'Walk-ins');
        expect(screen.queryByRole('textbox', { name: 'Label (Japanese)' })).toBeNull();

        const toggle = screen.getByRole('button', { name: 'Labels in other languages and help text: Walk-ins' });
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        await user.click(toggle);
        expect(toggle.getAttribute('aria-expanded')).toBe('true');
        fill(box('Label (Chinese)'), '接受无预约');
        fill(box('Label (Spanish)'), 'Sin cita');
        fill(box('Label (Spanish)'), ' ');
        fill(box('Label (Japanese)'), '予約なし可');
        fill(box('Help text (Japanese)'), '予約なしで受診できるか');
        // Help in another language needs its English text, which the server requires.
        expect(box('Help text (English)').getAttribute('aria-invalid')).toBe('true');
        fill(box('Help text (English)'), 'Whether patients may come without an appointment');
        expect(box('Help text (English)').getAttribute('aria-invalid')).toBe('false');

        fill(box('Table name'), 'Walk-in clinics');
        await user.click(screen.getByRole('button', { name: 'Create table' }));
        await waitFor(() => expect(bodiesSentTo('/api/directory/tables')).toHaveLength(1), SLOW);
        const sent = bodiesSentTo('/api/directory/tables')[0].columns.at(-1);
        // The blanked Spanish label is left out, so the grid shows the English one to Spanish readers.
        expect(sent.label).toEqual({ en: 'Walk-ins', zh: '接受无预约', ja: '予約なし可' });
        expect(sent.help).toEqual({
            en: 'Whether patients may come without an appointment',
            ja: '予約なしで受診できるか',
        });
        const stored = columnOf(
            (await tables()).find(table => table.name === 'Walk-in clinics'),
            sent.name
        );
        expect(stored?.label).toEqual(sent.label);
        expect(stored?.help).toEqual(sent.help);
    }, 60_000);

    it('opens the other languages by itself while the required English label is blank', async () => {
        enterSession(admin);
        await renderScreen(NEW_TABLE_PATH, { [NEW_TABLE_PATH]: <NewTablePage /> });
        const english = (await screen.findAllByRole('textbox', { name: 'Label (English)' }, SLOW))[0]!;
        expect(screen.queryByRole('textbox', { name: 'Label (Chinese)' })).toBeNull();
        fill(english, '');
        expect(english.getAttribute('aria-invalid')).toBe('true');
        expect(box('Label (Chinese)')).toBeTruthy();
    });

    it('in "Edit columns": a Japanese label of a stored column is saved, the other languages kept', async () => {
        const user = userEvent.setup();
        enterSession(admin);
        await callApi(admin.token, 'POST', '/api/directory/tables', {
            name: 'Practitioners',
            template: 'practitioner',
            columns: PRACTITIONER_COLUMNS,
        });
        const practitioners = (await tables()).find(table => table.name === 'Practitioners')!;
        const before = columnOf(practitioners, 'npi')!;
        await renderScreen(EDIT_TABLE_PATH, {
            [EDIT_TABLE_PATH]: <ColumnsDialog table={practitioners} onClose={() => undefined} />,
        });
        const dialog = await screen.findByRole('dialog', { name: 'Columns of Practitioners' }, SLOW);
        await user.click(
            within(dialog).getByRole('button', {
                name: `Labels in other languages and help text: ${before.label.en}`,
            })
        );
        const japanese = within(dialog).getByRole('textbox', { name: 'Label (Japanese)' });
        expect((japanese as HTMLInputElement).value).toBe(before.label.ja);
        fill(japanese, 'NPI番号');
        await user.click(within(dialog).getByRole('button', { name: 'Save columns' }));
        await screen.findByText(/Columns saved: definition version/, undefined, SLOW);
        const path = `/api/directory/tables/${practitioners.id}/columns`;
        const sent = bodiesSentTo(path)[0].columns.find((column: ColumnDefinitionInput) => column.name === 'npi');
        expect(sent.label).toEqual({ ...before.label, ja: 'NPI番号' });
        const stored = columnOf(
            (await tables()).find(table => table.id === practitioners.id),
            'npi'
        );
        expect(stored?.label).toEqual({ ...before.label, ja: 'NPI番号' });
    });
});
