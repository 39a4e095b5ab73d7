import { describe, expect, it } from 'vitest';
import {
    CARGO_DEADLINE_RULES,
    CARGO_EVENTS,
    FILING_MODES,
    cargoChecklist,
} from '../../common/claimActions/cargoDeadlines';

describe('labels of the cargo filing rules', () => {
    it('every mode, event, limit, state, checklist item and amount refusal is written in the four languages', async () => {
        const catalogs = [
            (await import('./vocabulary/en')).claimActionVocabularyEn,
            (await import('./vocabulary/es')).claimActionVocabularyEs,
            (await import('./vocabulary/zh')).claimActionVocabularyZh,
            (await import('./vocabulary/ja')).claimActionVocabularyJa,
        ];
        const modes = FILING_MODES;
        const events = CARGO_EVENTS;
        const items = new Set(modes.flatMap(mode => events.flatMap(event => cargoChecklist(mode, event))));
        for (const { cargo } of catalogs) {
            for (const mode of modes) expect(cargo.modes[mode]).toBeTruthy();
            for (const event of events) expect(cargo.events[event]).toBeTruthy();
            for (const rule of CARGO_DEADLINE_RULES)
                expect(cargo.deadlines[rule.id as keyof typeof cargo.deadlines]).toBeTruthy();
            for (const item of items) expect(cargo.checklist[item as keyof typeof cargo.checklist]).toBeTruthy();
            for (const problem of ['amountRequired', 'amountPositive', 'currencyRequired'] as const)
                expect(cargo.amount[problem]).toBeTruthy();
        }
    });
});
