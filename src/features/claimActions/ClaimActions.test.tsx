import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail, ClaimRecord } from '../../../common/contract/claims';
import type { Ok } from '../../../common/contract/envelope';
import { callApi, enterSession, seedClaims, setAccount, signInReal } from '../../test/realApi';
import { withRealApi } from '../../test/realApi';
import { renderScreen } from '../../test/renderScreen';
import { DISPUTES_PATH } from '../../../common/routes';
import { ClaimActions } from './ClaimActions';
import { DisputesPage } from './DisputesPage';

withRealApi();

type Session = Awaited<ReturnType<typeof signInReal>>;
let provider: Session;
let detail: ClaimDetail;

/** A PDF as the provider's scanner makes it, small enough to read in the test. */
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

beforeAll(async () => {
    await seedClaims(200);
    const admin = await signInReal('admin');
    const filter = encodeURIComponent(JSON.stringify({ bucket: ['denied'] }));
    const denials = (await callApi<ClaimRecord[]>(admin.token, 'GET', `/api/claims?filter=${filter}&range=[0,49]`))
        .json;
    const denied = denials.find(claim => claim.billingNpi);
    // The demo provider bills under the NPI of a denied claim: the claim is its own to dispute.
    await setAccount('provider', { providerId: denied!.billingNpi! });
    provider = await signInReal('provider');
    detail = (await callApi<Ok<ClaimDetail>>(provider.token, 'GET', `/api/claims/${denied!.id}`)).json.data;
}, 120_000);

const renderActions = async () => {
    enterSession(provider);
    await renderScreen('/claim', { '/claim': <ClaimActions detail={detail} profile="healthcare" /> });
    await screen.findByRole('heading', { name: 'Disputes' }, { timeout: 15_000 });
};

describe('claim actions in the claim detail', () => {
    it('lets the provider dispute a denied claim with its documents, naming one the server refused', async () => {
        await renderActions();
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: 'Dispute this claim' }));
        const dialog = await screen.findByRole('dialog', { name: `Dispute claim ${detail.claim.claimNumber}` });
        const submit = within(dialog).getByRole('button', { name: 'Open the dispute' });
        expect(submit).toHaveProperty('disabled', true);
        await user.type(
            within(dialog).getByRole('textbox', { name: /Why the decision is wrong/ }),
            'The operative report shows the procedure was necessary.'
        );
        await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, [
            new File([PDF], 'discharge-summary.pdf', { type: 'application/pdf' }),
            new File(['not a PDF at all'], 'notes.pdf', { type: 'application/pdf' }),
        ]);
        expect(
            within(dialog)
                .getAllByTestId('dispute-document')
                .map(row => row.textContent)
        ).toEqual([expect.stringContaining('discharge-summary.pdf'), expect.stringContaining('notes.pdf')]);
        await user.click(submit);
        await within(dialog).findByText(
            /^The dispute is open, but notes\.pdf was not added: This file is not a document/,
            {},
            {
                timeout: 15_000,
            }
        );
        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        await screen.findByText(/Decision due \d{4}-\d{2}-\d{2}/, {}, { timeout: 15_000 });
        await screen.findByText('discharge-summary.pdf (for the dispute)', {}, { timeout: 15_000 });
        expect(screen.queryByText(/notes\.pdf/)).toBeNull();
        expect(screen.queryByRole('button', { name: 'Dispute this claim' })).toBeNull();
        const [dispute] = (
            await callApi<Ok<{ status: string; reason: string }[]>>(
                provider.token,
                'GET',
                `/api/claim-disputes?claimId=${detail.claim.id}`
            )
        ).json.data;
        expect(dispute).toMatchObject({ status: 'open', reason: 'medical_necessity' });
    });

    it('uploads a chosen file with a progress bar and lists it for download', async () => {
        await renderActions();
        const input = document.querySelector('input[type=file]') as HTMLInputElement;
        expect(input.accept).toContain('application/pdf');
        await userEvent.setup().upload(input, new File([PDF], 'operative-report.pdf', { type: 'application/pdf' }));
        await screen.findByText('operative-report.pdf was added.', {}, { timeout: 15_000 });
        await waitFor(() => expect(screen.getByRole('button', { name: 'Download operative-report.pdf' })).toBeTruthy());
        expect(screen.getByText(/operative-report\.pdf \(for the dispute\)/)).toBeTruthy();
    });

    it('lets the plan decide the dispute; the provider then sees the outcome and the decision letter', async () => {
        await setAccount('healthplan', { planName: detail.claim.planName! });
        const plan = await signInReal('healthplan');
        enterSession(plan);
        await renderScreen('/claim', { '/claim': <ClaimActions detail={detail} profile="healthcare" /> });
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: 'Decide' }, { timeout: 15_000 }));
        const dialog = await screen.findByRole('dialog', {
            name: `Decide the dispute of claim ${detail.claim.claimNumber}`,
        });
        await user.type(
            within(dialog).getByRole('textbox', { name: /Written decision/ }),
            'Overturned: the operative report supports the service.'
        );
        await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
        await screen.findByText(/The dispute is decided/, {}, { timeout: 15_000 });
        cleanup();

        await renderActions();
        await screen.findByText('Overturned', {}, { timeout: 15_000 });
        expect(screen.getByRole('button', { name: 'Decision letter (PDF)' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Decide' })).toBeNull();
    });

    it("lists the provider's disputes with their outcome on the disputes screen", async () => {
        enterSession(provider);
        await renderScreen(DISPUTES_PATH, { [DISPUTES_PATH]: <DisputesPage /> });
        const row = (await screen.findByRole('cell', { name: detail.claim.claimNumber! }, { timeout: 15_000 })).closest(
            'tr'
        )!;
        expect(within(row).getByRole('cell', { name: 'Overturned' })).toBeTruthy();
        expect(within(row).getByRole('cell', { name: 'Decided' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    });

    it('shows the server’s refusal of a file that is not a document, by its content', async () => {
        await renderActions();
        const input = document.querySelector('input[type=file]') as HTMLInputElement;
        await userEvent
            .setup({ applyAccept: false })
            .upload(
                input,
                new File(['<html><script>alert(1)</script></html>'], 'page.pdf', { type: 'application/pdf' })
            );
        await screen.findByText(/This file is not a document the portal keeps/, {}, { timeout: 15_000 });
    });
});
