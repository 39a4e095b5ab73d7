import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../common/directory/templates';
import { parseRow } from '../../common/directory/values';
import { VERIFICATION_METHODS, VERIFICATION_STATES } from '../../common/directory/verification';
import { accuracyPolicy, verificationClock } from '../modules/directoryAccuracy';
import { pharmacyRows, practitionerRows } from './demoDirectory';

const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

describe('generated directory rows', () => {
    it.each([
        ['practitioner', practitionerRows(500, 11, NOW)],
        ['pharmacy', pharmacyRows(500, 29, NOW)],
    ] as const)('%s rows pass every column rule of their template, with unique NPIs', (template, rows) => {
        for (const row of rows) {
            const { values, problems } = parseRow(TEMPLATES[template], row.values, { partial: false });
            expect(problems, JSON.stringify(row.values)).toEqual([]);
            expect(values).toEqual(
                Object.fromEntries(TEMPLATES[template].map(column => [column.name, row.values[column.name] ?? null]))
            );
        }
        expect(new Set(rows.map(row => row.values.npi)).size).toBe(rows.length);
    });

    it('is the same for the same seed, has the demo provider first, and lists some Boston ZIPs', () => {
        expect(practitionerRows(50, 11, NOW)).toEqual(practitionerRows(50, 11, NOW));
        expect(practitionerRows(1, 11, NOW)[0]!.values).toMatchObject({ npi: '1740283969', lastName: 'Raman' });
        expect(practitionerRows(300, 11, NOW).some(row => row.values.zip === '02134')).toBe(true);
    });

    it('reads as a directory a team runs: most listings current, some due soon, a few overdue or withdrawn', () => {
        const policy = accuracyPolicy({});
        const rows = [...practitionerRows(300, 11, NOW), ...pharmacyRows(120, 29, NOW)];
        const states = Object.fromEntries(VERIFICATION_STATES.map(state => [state, 0]));
        for (const { verifiedAt, story } of rows)
            states[verificationClock({ verifiedAt, publicationHold: story.hold }, new Date(NOW), policy).state]! += 1;
        expect(states.current).toBeGreaterThan(rows.length * 0.6);
        expect(states.dueSoon).toBeGreaterThan(rows.length * 0.1);
        expect(states.dueSoon).toBeLessThan(rows.length * 0.3);
        expect(states.overdue).toBeGreaterThan(0);
        expect(states.overdue).toBeLessThan(rows.length * 0.05);
        expect(states.suppressed).toBeGreaterThan(0);
        expect(states.suppressed).toBeLessThan(rows.length * 0.1);
        // Some new listings still await their first verification, and nothing is held that is not overdue.
        expect(rows.some(row => row.verifiedAt === null)).toBe(true);
        expect(rows.filter(row => row.story.hold !== null)).toHaveLength(states.overdue!);
    });

    it('verified by every method, a phone call with its note, over the past months', () => {
        const verifications = practitionerRows(300, 11, NOW).flatMap(row => row.story.verifications);
        expect(new Set(verifications.map(made => made.method))).toEqual(new Set(VERIFICATION_METHODS));
        for (const made of verifications) expect(made.note !== null).toBe(made.method === 'phone');
        expect(verifications.some(made => NOW - made.at.getTime() > 150 * DAY)).toBe(true);
        const [own] = practitionerRows(1, 11, NOW);
        expect(own!.story.verifications.at(-1)).toEqual({
            at: new Date(NOW - 57 * DAY),
            method: 'attestation',
            by: 'provider',
            note: null,
        });
    });
});
