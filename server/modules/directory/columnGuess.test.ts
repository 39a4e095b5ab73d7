import { describe, expect, it } from 'vitest';
import { guessColumns, guessType } from './columnGuess';
import type { RawCell, SheetRow } from '../linkExcel';

const sheet = (header: RawCell[], ...rows: RawCell[][]) => ({
    header: { line: 1, cells: header } as SheetRow,
    rows: rows.map((cells, at) => ({ line: at + 2, cells })),
});

describe('guessing a column type from its values', () => {
    it.each([
        [
            'NPIs with valid check digits, one with spaces around',
            ['1740283969', ' 1234567893 ', '', '1100000011'],
            'npi',
        ],
        ['ten digits that fail the NPI check digit but are phone numbers', ['6175550174', '2125550199'], 'phone'],
        ['phones written every which way', ['(617) 555-0174', '617.555.0199', '+1 212 555 0100'], 'phone'],
        ['ZIP codes with leading zeros and ZIP+4', ['02134', '10001-1234', '94103'], 'zip'],
        ['ZIP codes that a spreadsheet turned into numbers', [2134, 10001, 941031234], 'zip'],
        ['small counts are numbers, not ZIP codes', [3, 42, 1200], 'integer'],
        ['taxonomy codes in any case', ['207Q00000X', '208d00000x', '363L00000X'], 'taxonomy'],
        ['ISO and US dates, and spreadsheet dates', ['2024-01-31', '3/7/2025', new Date(Date.UTC(2025, 5, 1))], 'date'],
        ['yes/no in several languages and as booleans', ['Yes', 'no', 'Y', true, 'はい'], 'yesNo'],
        ['numbers with thousands separators', ['1,234', '56', '-7'], 'integer'],
        ['numbers with decimals mixed with whole ones', ['12.5', '3', '0.75'], 'decimal'],
        ['states by code and by name', ['MA', 'new york', 'TX'], 'usState'],
        ['e-mail addresses', ['front.desk@clinic.org', 'DR.RAMAN@Example.COM'], 'email'],
        ['web addresses with and without a scheme', ['https://clinic.org/about', 'www.example.org'], 'url'],
        ['accepting-new-patients codes', ['newpt', 'NOPT', 'existptonly'], 'acceptingPatients'],
        ['languages by name and tag', ['English; Spanish', 'zh-Hant', 'ASL'], 'languages'],
        ['names', ['Priya Raman', "O'Brien, Sean", 'Dr. Ana López'], 'text'],
        ['text on several lines', ['Suite 200\nBoston', 'Main St'], 'longText'],
        ['one stray value makes a code column text', ['1740283969', 'pending', '1234567893'], 'text'],
        ['no values at all', [], 'text'],
    ])('%s', (_, samples, type) => {
        expect(guessType(samples.filter(value => value !== ''))).toBe(type);
    });
});

describe('guessing a column type from its heading and its values, as the import reads them', () => {
    it.each([
        [
            'ZIP codes that lost their leading zero under a ZIP heading',
            ['2101', '61051770', '06105'],
            'Postal Code',
            'zip',
        ],
        ['Excel date serials under a date heading', [45000, '45123'], 'In network since', 'date'],
        ['Excel date serials under an effective-date heading', [45000, 45123], 'Effective Date', 'date'],
        ['the same numbers under another heading', [45000, 512], 'Visits', 'integer'],
        ['a heading whose values do not fit it', ['pending', '02134'], 'Zip', 'text'],
    ])('%s', (_, samples, heading, type) => {
        expect(guessType(samples, heading)).toBe(type);
    });

    it.each([
        ['whole numbers', ['0042', '0107', '12'], ['12', '107', '42']],
        ['decimals', ['01.5', '2.5'], ['1.5', '2.5']],
    ])('never guesses a number type for %s written with a leading zero', (_, zeroLed, plain) => {
        expect(['integer', 'decimal']).toContain(guessType(plain, 'Code'));
        expect(['integer', 'decimal']).not.toContain(guessType(zeroLed, 'Code'));
    });
});

describe('guessing the columns of a header row', () => {
    it('names, labels and types each heading; an NPI column becomes the key; repeated values a list', () => {
        const { header, rows } = sheet(
            ['NPI', 'Last Name', 'ZIP_Code (5-digit)', 'Status', 'Notes', 'id', '电话'],
            ['1740283969', 'Raman', '02134', 'Active', { formula: 'A1' }, '7', '6175550174'],
            ['1234567893', 'Lopez', '10001', 'Inactive', null, '8', '(212) 555-0199'],
            ['1100000011', 'Khan', '94103', 'Active', "'=not a formula", '9', ''],
            ['1100000029', 'Ortiz', '60601', 'Active', '', '10', ''],
            ['1100000037', 'Ng', '73301', 'Inactive', '', '11', ''],
            ['1100000045', 'Diaz', '30301', 'Active', '', '12', '']
        );
        const guess = guessColumns(header, rows);
        expect(guess.sampleRows).toBe(6);
        expect(guess.columns.map(column => [column.name, column.type, column.label.en])).toEqual([
            ['npi', 'npi', 'NPI'],
            ['lastName', 'text', 'Last Name'],
            ['zipCode5Digit', 'zip', 'ZIP_Code (5-digit)'],
            ['status', 'oneOf', 'Status'],
            ['notes', 'text', 'Notes'],
            ['id2', 'integer', 'id'],
            ['column7', 'phone', '电话'],
        ]);
        expect(guess.columns[0]).toMatchObject({ key: true, unique: true, required: true });
        expect(guess.columns[1]).toMatchObject({ key: false, required: false });
        expect(guess.columns[3]!.options).toEqual(['Active', 'Inactive']);
        expect(guess.examples.notes).toEqual(['=not a formula']);
        expect(guess.examples.npi).toEqual(['1740283969', '1234567893', '1100000011']);
    });

    it.each([
        ['a first row of values in a workbook', [1740283969, 'Raman'], '1740283969'],
        ['a first row of values in a CSV', ['1740283969', 'Raman'], '1740283969'],
        ['a first row with a date', ['Name', '2024-01-31'], '2024-01-31'],
    ])('refuses %s: no header', (_, cells, value) => {
        expect(() => guessColumns({ line: 1, cells }, [])).toThrow(
            expect.objectContaining({ messageKey: 'linkExcel.file.noHeader', params: { value } })
        );
    });

    it('refuses two headings that are the same column, and a sheet without rows', () => {
        expect(() => guessColumns({ line: 1, cells: ['Phone', 'phone '] }, [])).toThrow(
            expect.objectContaining({ messageKey: 'linkExcel.file.duplicateHeader', params: { header: 'phone' } })
        );
        expect(() => guessColumns(undefined, [])).toThrow(
            expect.objectContaining({ messageKey: 'linkExcel.file.noRows' })
        );
    });
});
