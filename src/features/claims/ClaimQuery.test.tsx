import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRecord, ClaimSummary } from '../../../common/contract/claims';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { callApi, enterSession, lastListQuery, seedClaims, signInReal, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { ClaimQuery } from './ClaimQuery';

withRealApi();

type Session = Awaited<ReturnType<typeof signInReal>>;
const sessions: Record<string, Session> = {};

beforeAll(async () => {
    await seedClaims(150);
    for (const user of ['admin', 'healthplan', 'pharma']) sessions[user] = await signInReal(user);
}, 120_000);

/** The claim query screen as `user` sees it at `search` (the list's URL parameters). */
const renderDesk = async (user: string, search = '') => {
    enterSession(sessions[user]!);
    await renderScreen(`${CLAIM_QUERY_PATH}${search}`, {
        [CLAIM_QUERY_PATH]: <ClaimQuery ClaimActions={() => null} NewClaim={() => null} />,
    });
    await waitFor(() => expect(document.querySelectorAll('table tbody tr').length).toBeGreaterThan(0), {
        timeout: 15_000,
    });
};

const listOf = (user: string, filter: object) =>
    callApi<ClaimRecord[]>(
        sessions[user]!.token,
        'GET',
        `/api/claims?${new URLSearchParams({ range: '[0,99]', filter: JSON.stringify(filter) })}`
    );

/** Opens the claim of the first row in the detail drawer. */
const openFirstClaim = async () => {
    const number = document.querySelector('table tbody tr td')!.textContent!;
    await userEvent.setup().click(document.querySelector('table tbody tr td')!);
    const drawer = await screen.findByRole('dialog', { name: `Claim ${number}` }, { timeout: 10_000 });
    await within(drawer).findByRole('heading', { name: 'Status history' }, { timeout: 10_000 });
    return drawer;
};

describe('the claim query screen', () => {
    it('fills the filter form from the URL and asks the server for exactly that search', async () => {
        const [claim] = (await listOf('admin', { bucket: ['paid'] })).json;
        const filter = { claimNumber: claim!.claimNumber, bucket: ['paid'] };
        await renderDesk('admin', `?filter=${encodeURIComponent(JSON.stringify(filter))}`);
        expect(screen.getByRole('textbox', { name: 'Claim #' })).toHaveProperty('value', claim!.claimNumber);
        const statusGroup = document.querySelector('[data-source=bucket]') as HTMLElement;
        expect(within(statusGroup).getByRole('button', { name: 'Paid' })).toBeTruthy();
        expect(lastListQuery('/api/claims')?.filter).toEqual(filter);
        await waitFor(() =>
            expect(
                [...document.querySelectorAll('table tbody tr td:first-child')].map(cell => cell.textContent)
            ).toEqual([claim!.claimNumber])
        );
    });

    it('shows the count of each status group of the search, as the server counts them', async () => {
        const summary = (await callApi<{ data: ClaimSummary }>(sessions.admin!.token, 'GET', '/api/claims/summary'))
            .json.data;
        await renderDesk('admin');
        const bar = screen.getByRole('region', { name: 'Summary of this search' });
        await within(bar).findByText(`${summary.total.count} claims`, { exact: false }, { timeout: 10_000 });
        const labels = { paid: 'Paid', denied: 'Denied', pending: 'Pending' } as const;
        for (const [bucket, label] of Object.entries(labels)) {
            const count = summary.buckets[bucket]?.count;
            expect(count, `the demo data has ${bucket} claims`).toBeGreaterThan(0);
            expect(within(bar).getByRole('button', { name: `${label}: ${count}` })).toBeTruthy();
        }

        await userEvent
            .setup()
            .click(within(bar).getByRole('button', { name: `Paid: ${summary.buckets.paid!.count}` }));
        await waitFor(() => expect(lastListQuery('/api/claims')?.filter).toEqual({ bucket: ['paid'] }));
    });

    it('offers an admin Import and Edit, a health plan (which may not change claims) neither', async () => {
        await renderDesk('admin');
        expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
        expect(within(await openFirstClaim()).getByRole('button', { name: 'Edit' })).toBeTruthy();
        cleanup();

        await renderDesk('healthplan');
        expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
        const drawer = await openFirstClaim();
        expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
    });

    it('shows pharma its claims without the patient’s identifiers: no such column, filter or detail field, and says why', async () => {
        await renderDesk('pharma');
        expect(screen.getByText(/Your role does not receive the patient’s identifiers/)).toBeTruthy();
        const headers = [...document.querySelectorAll('table thead th')].map(cell => cell.textContent);
        expect(headers).toContain('Claim #');
        expect(headers).not.toContain('Patient');
        // Every cell of the list holds a value or a dash: nothing absent reads as "undefined".
        expect(document.querySelector('table tbody')!.textContent).not.toMatch(/undefined|null|NaN/);

        await userEvent.setup().click(screen.getByRole('button', { name: 'Add filter' }));
        const menu = await screen.findByRole('menu');
        expect(within(menu).getByRole('menuitemcheckbox', { name: 'NDC (11 digits)' })).toBeTruthy();
        for (const label of ['Patient control #', 'Rx #', 'Member ID', 'Patient name'])
            expect(within(menu).queryByRole('menuitemcheckbox', { name: label }), label).toBeNull();
        await userEvent.setup().keyboard('{Escape}');

        const drawer = await openFirstClaim();
        const terms = [...drawer.querySelectorAll('dt')].map(term => term.textContent);
        expect(terms).toContain('NDC');
        for (const label of ['Patient control #', 'Rx #', 'Member ID', 'Patient', 'Date of birth'])
            expect(terms, label).not.toContain(label);
        expect(drawer.textContent).not.toMatch(/undefined|NaN/);
    });

    it('shows the balance check of a decided claim: billed = paid + adjustments', async () => {
        await renderDesk('admin', `?filter=${encodeURIComponent(JSON.stringify({ bucket: ['paid'] }))}`);
        const drawer = await openFirstClaim();
        const check = await within(drawer).findByText(/^Balanced: /, {}, { timeout: 10_000 });
        const [billed, paid, adjusted] = check
            .textContent!.match(/[\d,]+\.\d\d/g)!
            .map(amount => Math.round(Number(amount.replace(/,/g, '')) * 100));
        expect(billed).toBe(paid! + adjusted!);
    });
});
