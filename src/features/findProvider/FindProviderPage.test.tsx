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

/** The number of providers a results status names ("One provider found", "12 providers found"). */
const countOf = (status: HTMLElement) =>
    status.textContent?.startsWith('One ') ? 1 : Number.parseInt(status.textContent ?? '', 10);

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
        await user.click(within(article).getByRole('button', { name: 'Report an error in this listing' }));
        const form = await screen.findByRole('dialog', { name: 'Report an error in this listing' });
        await user.type(
            within(form).getByRole('textbox', { name: 'What is wrong?' }),
            'The office moved to Elm Street.'
        );
        await user.type(within(form).getByRole('textbox', { name: 'Your e-mail address' }), 'member@example.org');
        await user.click(within(form).getByRole('button', { name: 'Send' }));
        expect(await within(form).findByText(/We will answer by e-mail by/, {}, SLOW)).toBeTruthy();
        await user.click(within(form).getByRole('button', { name: 'Close' }));
        await user.click(within(article).getByRole('button', { name: 'Back to the results' }));
        expect(await screen.findByRole('search', { name: 'Search for a provider' })).toBeTruthy();
    });

    it('finds who speaks a language and offers telehealth, each listing with the day it was last verified', async () => {
        const { user } = await openPage();
        await user.click(screen.getByRole('button', { name: 'Search' }));
        const everyone = countOf(await within(results()).findByText(/providers? found/, {}, SLOW));

        await user.selectOptions(screen.getByRole('combobox', { name: 'Language spoken' }), 'Spanish');
        await user.click(screen.getByRole('checkbox', { name: 'Offers telehealth (video visits)' }));
        await user.click(screen.getByRole('button', { name: 'Search' }));
        await waitFor(() => {
            const found = countOf(within(results()).getByText(/providers? found/));
            expect(found).toBeGreaterThan(0);
            expect(found).toBeLessThan(everyone);
        }, SLOW);
        for (const card of within(results()).getAllByRole('listitem')) {
            expect(within(card).getByText('Offers telehealth visits')).toBeTruthy();
            expect(within(card).getByText(/^Listing verified on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeTruthy();
        }

        const [first] = within(results()).getAllByRole('button', { name: /^Details of / });
        await user.click(first!);
        const article = await screen.findByRole('article', {}, SLOW);
        const detail = (term: string) => within(article).getByText(term).nextElementSibling?.textContent ?? '';
        expect(detail('Languages')).toContain('Spanish');
        expect(detail('Telehealth')).toBe('Offers telehealth visits');
        expect(detail('Listing last verified')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    });

    it('tells a visitor when a listing is no longer in the directory', async () => {
        await openPage('/findProvider?listing=role-999999');
        expect(await screen.findByText('This listing is no longer in the directory.', {}, SLOW)).toBeTruthy();
    });
});
