import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRecord } from '../../common/contract/claims';
import { startSmtpSink } from '../../server/test/smtpSink';
import { seriousViolations } from './axe';
import { launchBrowser, sessionToken, signIn } from './browser';
import { startPortal } from './portal';

/**
 * A dispute and a request for documents as their two sides live them, each in a browser of its
 * own: the provider in the claim query and on Home, the plan's staff in their queue. A portal of
 * its own, so that the claims it changes and the e-mails it sends are this test's.
 */
let browser: Browser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
    sink = await startSmtpSink();
    portal = await startPortal('healthcare', { SMTP_URL: sink.url });
    browser = await launchBrowser();
});
afterAll(async () => {
    await browser.close();
    await portal.stop();
    await sink.close();
});

const PLAN = 'Evergreen Health Advantage PPO';
const PROVIDER_MAIL = 'priya.raman@lakeshorefamilymed.example';
const PLAN_MAIL = 'marcus.bennett@evergreenhealth.example';

/** A one-page PDF as a practice's software writes it. */
const operativeReport = () =>
    new Promise<Buffer>((resolve, reject) => {
        const document = new PDFDocument({ size: 'A4' });
        const chunks: Buffer[] = [];
        document.on('data', (chunk: Buffer) => chunks.push(chunk));
        document.on('end', () => resolve(Buffer.concat(chunks)));
        document.on('error', reject);
        document.fontSize(14).text('Operative report');
        document.fontSize(11).text('Laparoscopic cholecystectomy. Indication: symptomatic cholelithiasis.');
        document.end();
    });

const signedIn = async (username: string, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${portal.url}/#${path}`);
    await signIn(page, username);
    return page;
};

/** Claims of the provider with the demo plan, as the provider's own search finds them. */
const providerClaims = async (page: Page, filter: object) => {
    const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' });
    const response = await fetch(`${portal.url}/api/claims?${query}`, {
        headers: { 'x-token': (await sessionToken(page))! },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as ClaimRecord[]).filter(claim => claim.planName === PLAN);
};

/** The claim query on one claim, its detail opened. */
const openClaim = async (page: Page, claimNumber: string) => {
    const filter = encodeURIComponent(JSON.stringify({ claimNumber }));
    await page.goto(`${portal.url}/#/claimquery?filter=${filter}`);
    await page.locator('table tbody tr').first().waitFor();
    await page.locator('table tbody tr').first().click();
    const drawer = page.getByRole('dialog', { name: `Claim ${claimNumber}` });
    await drawer.getByRole('heading', { name: 'Status history' }).waitFor();
    return drawer;
};

const mailTo = (address: string, subject: string) =>
    sink.received.filter(mail => mail.to.includes(address) && mail.headers.get('subject') === subject);

describe('claim disputes in the healthcare portal', () => {
    it("a provider disputes a denied claim with a PDF and sees the plan's decision", async () => {
        const provider = await signedIn('provider', '/claimquery');
        const [claim] = await providerClaims(provider, { bucket: ['denied'] });
        const number = claim!.claimNumber!;

        // The provider disputes the denial from the claim's detail, the operative report with it.
        let drawer = await openClaim(provider, number);
        await drawer.getByRole('button', { name: 'Dispute this claim' }).click();
        const dialog = provider.getByRole('dialog', { name: `Dispute claim ${number}` });
        await dialog.getByRole('combobox', { name: 'Reason' }).click();
        await provider.getByRole('option', { name: 'Coding or bundling' }).click();
        await dialog
            .getByRole('textbox', { name: /Why the decision is wrong/ })
            .fill('The procedure was billed with the modifier the payer’s own policy requires.');
        const report = await operativeReport();
        await dialog.locator('input[type=file]').setInputFiles({
            name: 'operative-report.pdf',
            mimeType: 'application/pdf',
            buffer: report,
        });
        const attached = dialog.getByTestId('dispute-document');
        await attached.getByText(/^operative-report\.pdf \(\d+ KB\)$/).waitFor();
        await attached.getByRole('combobox', { name: 'Document type' }).click();
        await provider.getByRole('option', { name: 'Appeal letter', exact: true }).click();
        expect(await seriousViolations(provider, '[role=dialog][aria-labelledby=dispute-dialog-title]')).toEqual([]);
        await dialog.getByRole('button', { name: 'Open the dispute' }).click();
        await dialog.waitFor({ state: 'detached' });
        await drawer.getByText(/^Decision due \d{4}-\d{2}-\d{2}$/).waitFor();
        expect(await drawer.getByRole('button', { name: 'Dispute this claim' }).count()).toBe(0);
        await drawer.getByText('operative-report.pdf (for the dispute)').waitFor();
        expect(await drawer.getByRole('row').filter({ hasText: 'operative-report.pdf' }).innerText()).toContain(
            'Appeal letter'
        );
        await drawer.getByText('Dispute opened (Reconsideration): Coding or bundling').waitFor();
        expect(await seriousViolations(provider, '.MuiDrawer-paper')).toEqual([]);
        await expect.poll(() => mailTo(PLAN_MAIL, `Dispute opened on claim ${number}`).length).toBe(1);

        // The plan's staff find it in their queue, read the report and overturn the denial.
        const plan = await signedIn('healthplan', '/disputes');
        await plan.getByRole('textbox', { name: 'Claim number' }).fill(number);
        const row = plan.getByRole('row').filter({ hasText: number });
        await row.getByText('Open', { exact: true }).waitFor();
        expect(await row.getByText('Coding or bundling').count()).toBe(1);
        expect(await seriousViolations(plan)).toEqual([]);
        await row.getByRole('link', { name: number }).click();
        await expect.poll(() => plan.url()).toContain('#/claimquery');
        // The claim query's own rows, not the disputes table it came from: that one stays on screen,
        // its first cells the same claim number, until the claim query's code has loaded.
        const claimRows = plan
            .getByRole('table')
            .filter({ has: plan.getByRole('columnheader', { name: 'Billing NPI' }) });
        await expect.poll(() => claimRows.locator('tbody tr td:first-child').allInnerTexts()).toEqual([number]);
        await claimRows.locator('tbody tr').first().click();
        drawer = plan.getByRole('dialog', { name: `Claim ${number}` });
        const download = plan.waitForEvent('download');
        await drawer.getByRole('button', { name: 'Download operative-report.pdf' }).click();
        const received = await readFile((await (await download).path())!);
        expect(createHash('sha256').update(received).digest('hex')).toBe(
            createHash('sha256').update(report).digest('hex')
        );
        await drawer.getByRole('button', { name: 'Decide', exact: true }).click();
        const decision = plan.getByRole('dialog', { name: `Decide the dispute of claim ${number}` });
        await decision.getByRole('combobox', { name: 'Outcome' }).click();
        await plan.getByRole('option', { name: 'Overturned', exact: true }).click();
        await decision
            .getByRole('textbox', { name: 'Written decision' })
            .fill('The modifier is correct under the plan’s policy; the claim is reprocessed for payment.');
        await decision.getByRole('button', { name: 'Decide', exact: true }).click();
        await drawer.getByText('Dispute decided: Overturned').waitFor();
        await plan.context().close();

        // The provider is told, sees the decision on its list and downloads the letter.
        await expect
            .poll(() => mailTo(PROVIDER_MAIL, `Decision on the dispute of claim ${number}: Overturned`).length)
            .toBe(1);
        expect(mailTo(PLAN_MAIL, `Decision on the dispute of claim ${number}: Overturned`)).toHaveLength(1);
        await provider.goto(`${portal.url}/#/disputes`);
        const mine = provider.getByRole('row').filter({ hasText: number });
        await mine.getByText('Overturned').waitFor();
        expect(await seriousViolations(provider)).toEqual([]);
        drawer = await openClaim(provider, number);
        await drawer
            .getByText('The modifier is correct under the plan’s policy; the claim is reprocessed for payment.')
            .waitFor();
        const letter = provider.waitForEvent('download');
        await drawer.getByRole('button', { name: 'Decision letter (PDF)' }).click();
        const file = await letter;
        expect(file.suggestedFilename()).toBe(`dispute-decision-${number}.pdf`);
        expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
        await provider.context().close();
    });

    it('the plan asks for documents on a claim; the provider sees it on Home and answers with a PDF', async () => {
        const provider = await signedIn('provider', '/home');
        const [claim] = await providerClaims(provider, { bucket: ['paid'] });
        const number = claim!.claimNumber!;

        const plan = await signedIn('healthplan', '/claimquery');
        let drawer = await openClaim(plan, number);
        await drawer.getByRole('button', { name: 'Request documents' }).click();
        const dialog = plan.getByRole('dialog', { name: `Request documents on claim ${number}` });
        await dialog.getByRole('checkbox', { name: 'Laboratory report (LOINC 11502-2)' }).check();
        await dialog.getByRole('textbox', { name: 'Note for the provider' }).fill('The lipid panel of the visit.');
        expect(await seriousViolations(plan, '[role=dialog][aria-labelledby=document-request-title]')).toEqual([]);
        await dialog.getByRole('button', { name: 'Send the request' }).click();
        const request = drawer.getByTestId('document-request');
        await request.getByText('Laboratory report (LOINC 11502-2)').waitFor();
        await request.getByText('Open', { exact: true }).waitFor();
        await plan.context().close();
        await expect.poll(() => mailTo(PROVIDER_MAIL, `Documents requested on claim ${number}`).length).toBe(1);
        expect(mailTo(PROVIDER_MAIL, `Documents requested on claim ${number}`)[0]!.body).toContain(
            '- Laboratory report (LOINC 11502-2)'
        );

        await provider.reload();
        const card = provider.getByRole('region', { name: 'Documents the plan asks for' });
        await card.getByText(/^Due \d{4}-\d{2}-\d{2}$/).waitFor();
        expect(await seriousViolations(provider)).toEqual([]);
        await card.getByRole('link', { name: `Claim ${number}: Laboratory report (LOINC 11502-2)` }).click();
        await expect.poll(() => provider.url()).toContain('#/claimquery');
        // The claim query's own rows, not the page it came from.
        await expect.poll(() => provider.locator('table tbody tr td:first-child').allInnerTexts()).toEqual([number]);
        await provider.locator('table tbody tr').first().click();
        drawer = provider.getByRole('dialog', { name: `Claim ${number}` });
        const answer = drawer.getByTestId('document-request');
        await answer.getByRole('button', { name: 'Answer with documents' }).click();
        await answer.locator('input[type=file]').setInputFiles({
            name: 'lipid-panel.pdf',
            mimeType: 'application/pdf',
            buffer: await operativeReport(),
        });
        await answer.getByText('Answered', { exact: true }).waitFor();
        await answer.getByText(/Answered by provider on \d{4}-\d{2}-\d{2}/).waitFor();
        await drawer.getByText('lipid-panel.pdf').waitFor();
        await provider.goto(`${portal.url}/#/home`);
        await provider.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => provider.getByRole('region', { name: 'Documents the plan asks for' }).count()).toBe(0);
        await provider.context().close();
    });
});
