import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequests, seedDirectory, withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { FindProviderPage } from './FindProviderPage';

withRealApi();
beforeAll(async () => {
    await seedDirectory();
}, 120_000);

/** Answers of the real server: seconds on a loaded machine. */
const SLOW = { timeout: 15_000 };

const openPage = async (path = '/findProvider') => {
    const view = await renderScreen(path, { '/findProvider': <FindProviderPage /> });
    await screen.findByRole('heading', { name: 'Find a provider' }, SLOW);
    return { ...view, user: userEvent.setup() };
};

const results = () => screen.getByRole('region', { name: 'Search results' });

describe('Find a provider, without an account', () => {
    it('finds the providers of a ZIP code who take new patients, from the public FHIR API only', async () => {
        const { user } = await openPage();
        await user.type(screen.getByRole('textbox', { name: 'ZIP code or city' }), '02134');
        await user.click(screen.getByRole('checkbox', { name: 'Accepting new patients' }));
        await user.click(screen.getByRole('button', { name: 'Search' }));
        const status = await within(results()).findByText(/providers? found/, {}, SLOW);
        expect(status.textContent).toMatch(/^(One provider|\d+ providers) found$/);
        const cards = within(results()).getAllByRole('listitem');
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
            expect(within(card).getByText(/, MA 02134$/)).toBeTruthy();
            expect(within(card).getByText('Accepting new patients')).toBeTruthy();
        }
        // The page reads /fhir and nothing else, without a token.
        const fhirCalls = apiRequests.filter(request => request.path.startsWith('/fhir/'));
        expect(fhirCalls.length).toBeGreaterThan(0);
        for (const call of fhirCalls) expect(call.headers.get('x-token')).toBeNull();
        expect(
            apiRequests.filter(request => request.path.startsWith('/api/') && !request.path.startsWith('/api/portal'))
        ).toEqual([]);
    });

    it('searches by network and specialty, and pages through the results', async () => {
        const { user } = await openPage();
        const network = await screen.findByRole('combobox', { name: 'Network' });
        await waitFor(() => expect(within(network).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
        await user.selectOptions(network, within(network).getByRole('option', { name: 'Evergreen PPO' }));
        await user.click(screen.getByRole('button', { name: 'Search' }));
        await within(results()).findByText(/providers found/, {}, SLOW);
        const firstPage = within(results())
            .getAllByRole('heading', { level: 2 })
            .map(heading => heading.textContent);
        expect(firstPage).toHaveLength(10);
        for (const card of within(results()).getAllByRole('listitem')) {
            expect(within(card).getByText('Evergreen PPO')).toBeTruthy();
        }
        await user.click(within(results()).getByRole('button', { name: 'Next page' }));
        await waitFor(
            () =>
                expect(
                    within(results())
                        .getAllByRole('heading', { level: 2 })
                        .map(heading => heading.textContent)
                ).not.toEqual(firstPage),
            SLOW
        );
        await user.click(within(results()).getByRole('button', { name: 'Previous page' }));
        await waitFor(
            () =>
                expect(
                    within(results())
                        .getAllByRole('heading', { level: 2 })
                        .map(heading => heading.textContent)
                ).toEqual(firstPage),
            SLOW
        );

        await user.type(screen.getByRole('textbox', { name: 'Specialty' }), 'Pediatrics');
        await user.click(screen.getByRole('button', { name: 'Search' }));
        await waitFor(() => {
            for (const card of within(results()).getAllByRole('listitem')) {
                expect(within(card).getByText('Pediatrics')).toBeTruthy();
            }
        }, SLOW);
    });

    it('says so when nothing matches', async () => {
        const { user } = await openPage();
        await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zzyzx');
        await user.click(screen.getByRole('button', { name: 'Search' }));
        expect(
            await within(results()).findByText(
                'No provider matches this search. Try fewer words or another place.',
                {},
                SLOW
            )
        ).toBeTruthy();
    });

    it('opens a listing’s detail, with the way to report an error in it, and comes back', async () => {
        const { user } = await openPage();
        await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Raman');
        await user.click(screen.getByRole('button', { name: 'Search' }));
        const details = await within(results()).findByRole('button', { name: 'Details of Priya Raman, MD' }, SLOW);
        await user.click(details);
        const article = await screen.findByRole('article', { name: 'Priya Raman, MD' }, SLOW);
        expect(within(article).getByText('Family Medicine')).toBeTruthy();
        expect(within(article).getByText('Lakeshore Family Medicine')).toBeTruthy();
        expect(within(article).getByText('Languages')).toBeTruthy();
        const report = within(article).getByRole('link', { name: 'Report an error in this listing' });
        expect(report.getAttribute('href')).toBe('#/support');
        await user.click(within(article).getByRole('button', { name: 'Back to the results' }));
        expect(await screen.findByRole('search', { name: 'Search for a provider' })).toBeTruthy();
    });

    it('tells a visitor when a listing is no longer in the directory', async () => {
        await openPage('/findProvider?listing=role-999999');
        expect(await screen.findByText('This listing is no longer in the directory.', {}, SLOW)).toBeTruthy();
    });
});
