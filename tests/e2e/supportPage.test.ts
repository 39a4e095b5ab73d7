import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserPerFile, signIn } from './browser';

const base = inject('healthcareUrl');
const claimsBase = inject('claimsUrl');
const ui = browserPerFile();

describe('the Support page', () => {
    it("shows the phone, hours and the role's questions, and filters them as the user types", async () => {
        await ui.page.goto(`${base}/#/support`);
        await signIn(ui.page, 'healthplan');
        const faq = ui.page.getByRole('region', { name: 'Frequently asked questions' });
        await faq.getByRole('button', { name: 'Where do I see my denial reasons?' }).waitFor();
        expect(await ui.page.getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe(
            'tel:18005550199'
        );
        await ui.page.getByText('Monday to Friday, 8:00 to 20:00 US Eastern time.', { exact: false }).waitFor();
        // A provider's question is not a health plan's.
        expect(await faq.getByText('How do I join a health plan’s network?').count()).toBe(0);

        await faq.getByLabel('Search the questions').fill('password');
        await expect.poll(() => faq.getByRole('button').allTextContents()).toEqual(['How do I change my password?']);
        await faq.getByLabel('Search the questions').fill('nothing like this');
        await faq.getByText('No question matches "nothing like this". Write to us with the form.').waitFor();
        expect(await seriousViolations(ui.page)).toEqual([]);
    });

    it('answers by keyboard: a question opens with Enter, and the inline form sends with the dialog’s outcome', async () => {
        await ui.page.goto(`${base}/#/support`);
        await signIn(ui.page, 'provider');
        const question = ui.page.getByRole('button', { name: 'My NPI details are wrong. What do I do?' });
        await question.focus();
        await ui.page.keyboard.press('Enter');
        await ui.page
            .getByText('The portal reads your NPI details from the national registry (NPPES).', { exact: false })
            .waitFor();
        expect(await question.getAttribute('aria-expanded')).toBe('true');

        const form = ui.page.getByRole('region', { name: 'Write to us' });
        expect(await form.getByLabel('Contact email').inputValue()).toBe('priya.raman@lakeshorefamilymed.example');
        const send = form.getByRole('button', { name: 'Send' });
        expect(await send.isDisabled()).toBe(true);
        await form.getByLabel('Subject').focus();
        await ui.page.keyboard.type('Eligibility file');
        await ui.page.keyboard.press('Tab');
        await ui.page.keyboard.type('The eligibility file of May did not arrive.');
        await ui.page.keyboard.press('Tab');
        expect(await ui.page.evaluate(() => document.activeElement?.textContent)).toBe('Send');
        await ui.page.keyboard.press('Enter');
        const result = ui.page.getByRole('dialog', { name: 'Contact Us' });
        await result.getByText('Your request is received. We will get back to you as soon as we can.').waitFor();
        await ui.page.keyboard.press('Enter');
        await result.waitFor({ state: 'detached' });
        expect(await form.getByLabel('Subject').inputValue()).toBe('');
        expect(await seriousViolations(ui.page)).toEqual([]);
    });

    it("gives the claims desk its own questions, in the user's language", async () => {
        await ui.page.context().addCookies([{ name: 'language', value: 'es', url: claimsBase }]);
        await ui.page.goto(`${claimsBase}/#/support`);
        await signIn(ui.page, 'forwarder');
        await ui.page.getByRole('button', { name: '¿Cómo envío reclamaciones a una aseguradora?' }).waitFor();
        expect(await ui.page.getByRole('button', { name: '¿Cómo cambio mi contraseña?' }).count()).toBe(1);
        expect(await ui.page.getByRole('button', { name: '¿Qué puede cambiar un editor?' }).count()).toBe(0);
        // Its urgent line is for cargo losses, not pharmacies.
        await ui.page.getByText('Siniestros urgentes (carga en riesgo', { exact: false }).waitFor();
        expect(await ui.page.getByText('farmacias', { exact: false }).count()).toBe(0);
    });
});
