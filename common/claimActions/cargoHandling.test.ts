import { describe, expect, it } from 'vitest';
import { allowedSteps, stepProblem } from './cargoHandling';
import { filingDefaults } from './cargoFilingDefaults';

describe('the steps of cargo claim handling', () => {
    it('starts with the acknowledgement, once, and offers nothing else before it', () => {
        expect(allowedSteps('reported', false)).toEqual(['acknowledge']);
        expect(stepProblem('survey', 'reported', false)).toBe('acknowledgeFirst');
        expect(stepProblem('acknowledge', 'reported', true)).toBe('alreadyAcknowledged');
    });

    it('handles an undecided claim in any order, ends at paid or declined, and sends only a paid claim to recovery', () => {
        expect(allowedSteps('under_survey', true)).toEqual([
            'request_documents',
            'survey',
            'reserve',
            'pay',
            'decline',
        ]);
        expect(allowedSteps('paid', true)).toEqual(['recovery']);
        expect(allowedSteps('declined', true)).toEqual([]);
        expect(allowedSteps('recovery', true)).toEqual([]);
        expect(stepProblem('recovery', 'declined', true)).toBe('notAllowed');
    });
});

describe('a filing started from the claim query’s record', () => {
    const claim = { id: 7, kind: 'cargo' as const, ageDays: 3 };
    it('reads sea as ocean and a theft as a loss, keeps what it cannot map to the forwarder', () => {
        expect(
            filingDefaults({ ...claim, transportMode: 'sea', lossType: 'theft', billed: 1200, currency: 'EUR' })
        ).toMatchObject({ mode: 'ocean', event: 'loss', amount: 1200, currency: 'EUR', carrier: '' });
        expect(filingDefaults({ ...claim, transportMode: 'air', lossType: 'wet_damage' })).toMatchObject({
            mode: 'air',
            event: 'damage',
            amount: null,
            currency: 'USD',
        });
    });
});
