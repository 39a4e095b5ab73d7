import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAdmin } from '../../../mocks/adminData';
import { mockServer } from '../../../mocks/server';
import { renderScreen, signInAs } from '../../test/renderScreen';
import { AuditTrailList } from './AuditTrailList';

const renderTrail = async () => {
    const token = signInAs('admin');
    await renderScreen('/auditTrail', { '/auditTrail': <AuditTrailList /> });
    await screen.findByText('Access changed', {}, { timeout: 5000 });
    return token;
};

/** What the browser was asked to save: the file and its name. */
const saved: { blob?: Blob; filename?: string } = {};

beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
        saved.blob = blob as Blob;
        return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.filename = this.download;
    });
});
afterEach(() => {
    vi.restoreAllMocks();
    delete saved.blob;
    delete saved.filename;
});

describe('the audit trail', () => {
    it('lists entries newest first with translated actions, and opens their changes', async () => {
        await renderTrail();
        expect(mockAdmin.lastList.audit).toEqual({ sort: ['at', 'DESC'], range: [0, 49], filter: {} });
        const actions = [...document.querySelectorAll('td.column-action')].map(cell => cell.textContent);
        expect(actions).toEqual(['Access changed', 'Sign-in', 'Account status changed']);
        expect(within(screen.getByText('Sign-in').closest('tr')!).getByText('Failure')).toBeTruthy();

        await userEvent.setup().click(screen.getByText('Account status changed'));
        expect(await screen.findByText('active')).toBeTruthy();
        expect(screen.getByText('locked')).toBeTruthy();
        expect(screen.getByLabelText('→')).toBeTruthy();
        expect(screen.getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBeTruthy();
    });

    it('exports the current filter and sort as CSV, sending the token in the X-Token header', async () => {
        const token = await renderTrail();
        const user = userEvent.setup();
        await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
        await user.click(await screen.findByRole('option', { name: 'Failure' }));
        await waitFor(() => expect(mockAdmin.lastList.audit?.filter).toEqual({ outcome: 'failure' }));

        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(saved.filename).toBe('audit-trail-20261120-0900.csv'));
        expect(mockAdmin.lastExport).toEqual({
            format: 'csv',
            sort: ['at', 'DESC'],
            filter: { outcome: 'failure' },
            token,
        });
        expect(await saved.blob!.text()).toContain('Time (UTC)');
        expect(await screen.findByText('Saved audit-trail-20261120-0900.csv')).toBeTruthy();
    });

    it('exports Excel', async () => {
        await renderTrail();
        await userEvent.setup().click(screen.getByRole('button', { name: 'Export Excel' }));
        await waitFor(() => expect(saved.filename).toBe('audit-trail-20261120-0900.xlsx'));
        expect(mockAdmin.lastExport?.format).toBe('xlsx');
    });

    it("shows the server's message when it refuses the export", async () => {
        await renderTrail();
        mockServer.use(
            http.get('*/api/audit/export', () =>
                HttpResponse.json(
                    { code: 400, message: 'The export would hold 250000 rows, more than the 100000 allowed.' },
                    { status: 400 }
                )
            )
        );
        await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(await screen.findByText('The export would hold 250000 rows, more than the 100000 allowed.')).toBeTruthy();
        expect(saved.filename).toBeUndefined();
    });
});
