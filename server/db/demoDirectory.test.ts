import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../common/directory/templates';
import { parseRow } from '../../common/directory/values';
import { pharmacyRows, practitionerRows } from './demoDirectory';

const NOW = Date.UTC(2026, 10, 1);

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

    it('is the same for the same seed, has the demo provider first, and leaves some listings stale', () => {
        expect(practitionerRows(50, 11, NOW)).toEqual(practitionerRows(50, 11, NOW));
        expect(practitionerRows(1, 11, NOW)[0]!.values).toMatchObject({ npi: '1740283969', lastName: 'Raman' });
        const rows = practitionerRows(300, 11, NOW);
        const stale = rows.filter(row => !row.verifiedAt || NOW - row.verifiedAt.getTime() > 90 * 86_400_000);
        expect(stale.length).toBeGreaterThan(30);
        expect(stale.length).toBeLessThan(200);
        expect(rows.some(row => row.values.zip === '02134')).toBe(true);
    });
});
