import { describe, expect, it } from 'vitest';
import { addPeriod, amountProblem, carrierClocks, cargoChecklist, cargoDeadlines } from './cargoDeadlines';

const only = (facts: Parameters<typeof cargoDeadlines>[0], today: string, id: string) => {
    const found = cargoDeadlines(facts, today).find(deadline => deadline.rule.id === id);
    if (!found) throw new Error(`no ${id} deadline`);
    return found;
};

describe('cargo deadlines', () => {
    it('ends a month-long period on the month’s last day when the day does not exist', () => {
        expect(addPeriod('2026-05-31', { months: 9 })).toBe('2027-02-28');
        expect(addPeriod('2027-05-31', { months: 9 })).toBe('2028-02-29');
        expect(addPeriod('2024-02-29', { years: 1 })).toBe('2025-02-28');
    });

    it.each(['road', 'rail'] as const)(
        '%s: a written claim is in time on the last day of 9 months, late the day after',
        mode => {
            const facts = { mode, event: 'damage' as const, deliveredOn: '2026-01-15' };
            expect(only(facts, '2026-10-14', 'carmack_claim')).toMatchObject({
                lastDay: '2026-10-15',
                daysLeft: 1,
                state: 'due_soon',
            });
            expect(only(facts, '2026-10-15', 'carmack_claim')).toMatchObject({ daysLeft: 0, state: 'last_day' });
            expect(only(facts, '2026-10-16', 'carmack_claim')).toMatchObject({ daysLeft: -1, state: 'passed' });
            expect(only(facts, '2026-09-15', 'carmack_claim').state).toBe('due_soon');
            expect(only(facts, '2026-09-14', 'carmack_claim').state).toBe('open');
        }
    );

    it('road: the suit limit waits for a declination, then runs 2 years and a day', () => {
        const facts = { mode: 'road' as const, event: 'loss' as const, deliveredOn: '2026-01-15' };
        expect(only(facts, '2030-01-01', 'carmack_suit')).toMatchObject({ state: 'waiting', lastDay: null });
        const declined = { ...facts, declinedOn: '2026-06-10' };
        expect(only(declined, '2028-06-11', 'carmack_suit')).toMatchObject({
            lastDay: '2028-06-11',
            state: 'last_day',
        });
        expect(only(declined, '2028-06-12', 'carmack_suit').state).toBe('passed');
    });

    it('ocean: suit within one year of delivery, and no Carmack or Montreal limit', () => {
        const facts = { mode: 'ocean' as const, event: 'shortage' as const, deliveredOn: '2026-03-01' };
        expect(cargoDeadlines(facts, '2026-03-02').map(deadline => deadline.rule.id)).toEqual(['cogsa_suit']);
        expect(only(facts, '2027-03-01', 'cogsa_suit').state).toBe('last_day');
        expect(only(facts, '2027-03-02', 'cogsa_suit').state).toBe('passed');
    });

    it('air: damage complained of within 14 days of receipt, delay within 21', () => {
        const damage = { mode: 'air' as const, event: 'damage' as const, deliveredOn: '2026-11-20' };
        expect(only(damage, '2026-12-04', 'montreal_damage')).toMatchObject({
            lastDay: '2026-12-04',
            state: 'last_day',
        });
        expect(only(damage, '2026-12-05', 'montreal_damage').state).toBe('passed');
        expect(only(damage, '2026-11-28', 'montreal_damage').state).toBe('open');
        expect(only(damage, '2026-11-29', 'montreal_damage').state).toBe('due_soon');

        const delay = { ...damage, event: 'delay' as const };
        expect(cargoDeadlines(delay, '2026-12-05').map(deadline => deadline.rule.id)).toEqual(['montreal_delay']);
        expect(only(delay, '2026-12-11', 'montreal_delay')).toMatchObject({ lastDay: '2026-12-11', state: 'last_day' });
        expect(only(delay, '2026-12-12', 'montreal_delay').state).toBe('passed');
    });

    it('air: a loss has no art. 31 complaint limit to call late', () => {
        expect(cargoDeadlines({ mode: 'air', event: 'loss', deliveredOn: '2020-01-01' }, '2026-12-02')).toEqual([]);
    });
});

describe('the carrier clocks of 49 CFR 370.5', () => {
    it('acknowledgement is due on day 30 and late only after it', () => {
        expect(carrierClocks({ receivedOn: '2026-01-01' }, '2026-01-31')).toMatchObject({
            acknowledgeBy: '2026-01-31',
            acknowledgeLate: false,
        });
        expect(carrierClocks({ receivedOn: '2026-01-01' }, '2026-02-01').acknowledgeLate).toBe(true);
        expect(
            carrierClocks({ receivedOn: '2026-01-01', acknowledgedOn: '2026-01-31' }, '2026-06-01').acknowledgeLate
        ).toBe(false);
    });

    it('decision due on day 120; undecided after it, a status letter at day 120 and every 60 days', () => {
        const received = { receivedOn: '2026-01-01' };
        expect(carrierClocks(received, '2026-04-30')).toMatchObject({
            decideBy: '2026-05-01',
            decideLate: false,
            nextStatusLetter: null,
        });
        expect(carrierClocks(received, '2026-05-01')).toMatchObject({
            decideLate: false,
            nextStatusLetter: '2026-05-01',
        });
        expect(carrierClocks(received, '2026-05-02')).toMatchObject({
            decideLate: true,
            nextStatusLetter: '2026-06-30',
        });
        expect(carrierClocks(received, '2026-06-30').nextStatusLetter).toBe('2026-06-30');
        expect(carrierClocks(received, '2026-07-01').nextStatusLetter).toBe('2026-08-29');
        expect(carrierClocks({ ...received, decidedOn: '2026-06-01' }, '2026-07-01')).toMatchObject({
            decideLate: true,
            nextStatusLetter: null,
        });
    });
});

describe('filing rules', () => {
    it('refuses a claim without a specified amount (49 CFR 370.3)', () => {
        expect(amountProblem(undefined, 'USD')).toBe('amountRequired');
        expect(amountProblem(Number.NaN, 'USD')).toBe('amountRequired');
        expect(amountProblem(0, 'USD')).toBe('amountPositive');
        expect(amountProblem(1200, '')).toBe('currencyRequired');
        expect(amountProblem(1200.5, 'EUR')).toBeNull();
    });

    it('asks for the air waybill on air and photos only for damage', () => {
        expect(cargoChecklist('air', 'damage')).toEqual([
            'air_waybill',
            'commercial_invoice',
            'packing_list',
            'delivery_receipt_exception',
            'survey_report',
            'photos',
        ]);
        expect(cargoChecklist('ocean', 'delay')).toEqual(['bill_of_lading', 'commercial_invoice', 'packing_list']);
    });
});
