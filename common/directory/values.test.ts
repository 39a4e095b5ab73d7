import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { LOCALES } from '../../i18n/types';
import type { ColumnDefinition, ColumnType } from './columns';
import {
    displayValue,
    languageEditText,
    parseCell,
    VALUE_PROBLEMS,
    parseRow,
    problemKey,
    problemParams,
    taxonomyDescription,
} from './values';
import { DIRECTORY_LANGUAGES } from './vocabularies';

const column = (type: ColumnType, extra: Partial<ColumnDefinition> = {}): ColumnDefinition => ({
    name: 'field',
    type,
    label: { en: 'Field', ja: '項目' },
    required: false,
    unique: false,
    key: false,
    ...extra,
});

const value = (type: ColumnType, input: unknown, extra?: Partial<ColumnDefinition>) =>
    parseCell(column(type, extra), input);
const problem = (type: ColumnType, input: unknown, extra?: Partial<ColumnDefinition>) =>
    parseCell(column(type, extra), input).problem?.code;

describe('directory values', () => {
    it('treats blank input as empty and refuses it where the column is required', () => {
        expect(value('text', '  ')).toEqual({ value: null });
        expect(value('languages', [])).toEqual({ value: null });
        expect(problem('npi', '', { required: true })).toBe('required');
    });

    it('keeps text on one line and long text with its line breaks, each within its length', () => {
        expect(value('text', '  Main\nStreet ').value).toBe('Main Street');
        expect(value('longText', 'a\r\nb').value).toBe('a\nb');
        expect(problem('text', 'x'.repeat(501))).toBe('tooLong');
        expect(value('text', 42).value).toBe('42');
        expect(problem('text', { a: 1 })).toBe('notText');
        // The import's rule for typed text too: doubled spaces made single in one-line text, formulas refused.
        expect(value('text', 'Raman   Iyer').value).toBe('Raman Iyer');
        expect(value('longText', 'two  spaces').value).toBe('two  spaces');
        for (const start of ['=1+1', '+1', '-x', '@SUM(A1)']) {
            expect(problem('text', start)).toBe('formulaStart');
            expect(problem('longText', start)).toBe('formulaStart');
        }
        expect(value('text', 'a-b').value).toBe('a-b');
    });

    it('reads whole and decimal numbers, with thousands separators, and refuses the rest', () => {
        expect(value('integer', '1,234').value).toBe(1234);
        expect(value('integer', 7).value).toBe(7);
        expect(problem('integer', '1.5')).toBe('integer');
        expect(problem('integer', '12abc')).toBe('integer');
        expect(value('decimal', '-12.50').value).toBe(-12.5);
        expect(problem('decimal', '1,2')).toBe('decimal');
        expect(problem('decimal', 'NaN')).toBe('decimal');
    });

    it('reads ISO and US dates and spreadsheet dates, and refuses days that do not exist', () => {
        expect(value('date', '2026-03-31').value).toBe('2026-03-31');
        expect(value('date', '3/7/2026').value).toBe('2026-03-07');
        expect(value('date', new Date(Date.UTC(2025, 0, 2))).value).toBe('2025-01-02');
        expect(problem('date', '2026-02-30')).toBe('date');
        expect(problem('date', 'yesterday')).toBe('date');
    });

    it('reads yes/no in words of the four languages', () => {
        expect(value('yesNo', 'Yes').value).toBe(true);
        expect(value('yesNo', 'いいえ').value).toBe(false);
        expect(value('yesNo', false).value).toBe(false);
        expect(problem('yesNo', 'maybe')).toBe('yesNo');
    });

    it('matches list choices without regard to case, keeps the list order and names a wrong choice', () => {
        const options = ['HMO', 'PPO', 'EPO'];
        expect(value('oneOf', 'ppo', { options }).value).toBe('PPO');
        expect(value('manyOf', 'epo; hmo;HMO', { options }).value).toEqual(['HMO', 'EPO']);
        expect(value('manyOf', 'HMO, POS', { options }).problem).toEqual({
            code: 'manyOf',
            params: { value: 'POS', allowed: 'HMO, PPO, EPO' },
        });
    });

    it('checks the NPI format and its check digit', () => {
        expect(value('npi', ' 1740283969 ').value).toBe('1740283969');
        expect(value('npi', 1740283969).value).toBe('1740283969');
        expect(problem('npi', '1740283968')).toBe('npiCheckDigit');
        expect(problem('npi', '3740283969')).toBe('npiFormat');
        expect(problem('npi', '174028396')).toBe('npiFormat');
    });

    it('accepts taxonomy codes of the NUCC shape and describes known ones', () => {
        expect(value('taxonomy', '207q00000x').value).toBe('207Q00000X');
        expect(taxonomyDescription('207Q00000X')).toBe('Family Medicine');
        expect(problem('taxonomy', '207Q00000')).toBe('taxonomy');
        expect(problem('taxonomy', '207Q00000Y')).toBe('taxonomy');
    });

    it('stores NANP phone numbers as 10 digits and shows them as (617) 555-0174', () => {
        for (const input of ['(617) 555-0174', '617.555.0174', '+1 617 555 0174', 6175550174]) {
            expect(value('phone', input).value).toBe('6175550174');
        }
        expect(displayValue(column('phone'), '6175550174')).toBe('(617) 555-0174');
        expect(problem('phone', '555-0174')).toBe('phone');
        expect(problem('phone', '(117) 555-0174')).toBe('phone');
        expect(problem('phone', '617-555-0174 x12')).toBe('phone');
    });

    it('checks e-mail addresses and web addresses', () => {
        expect(value('email', 'Jane.Doe@Clinic.EXAMPLE').value).toBe('Jane.Doe@clinic.example');
        expect(problem('email', 'jane@clinic')).toBe('email');
        expect(value('url', 'www.clinic.example/doctors').value).toBe('https://www.clinic.example/doctors');
        expect(value('url', 'http://clinic.example').value).toBe('http://clinic.example');
        expect(problem('url', 'javascript:alert(1)')).toBe('url');
        expect(problem('url', 'not a site')).toBe('url');
    });

    it('reads US states by code or name', () => {
        expect(value('usState', 'ma').value).toBe('MA');
        expect(value('usState', 'Puerto Rico').value).toBe('PR');
        expect(problem('usState', 'XX')).toBe('usState');
    });

    it('keeps the leading zeros of ZIP codes, also when a spreadsheet lost them', () => {
        expect(value('zip', '02134').value).toBe('02134');
        expect(value('zip', 2134).value).toBe('02134');
        expect(value('zip', '021341234').value).toBe('02134-1234');
        expect(value('zip', 21341234).value).toBe('02134-1234');
        expect(problem('zip', '2134')).toBe('zip');
        expect(problem('zip', '02134-12')).toBe('zip');
    });

    it('accepts only the four accepting-new-patients codes', () => {
        expect(value('acceptingPatients', 'NEWPT').value).toBe('newpt');
        expect(value('acceptingPatients', 'open').problem).toEqual({
            code: 'acceptingPatients',
            params: { allowed: 'nopt, newpt, existptonly, existptfam' },
        });
    });

    it('reads languages as BCP-47 tags or English names, American Sign Language included', () => {
        expect(value('languages', 'EN, es-mx; ASL, zh-hant-tw').value).toEqual(['en', 'es-MX', 'ase', 'zh-Hant-TW']);
        expect(value('languages', ['Spanish', 'es']).value).toEqual(['es']);
        expect(value('languages', 'en, Klingon').problem).toEqual({ code: 'language', params: { value: 'Klingon' } });
    });

    it('shows languages by their names in the UI language, and reads those names back as the same tags', () => {
        const languages = column('languages');
        expect(displayValue(languages, ['es', 'ase'], 'en')).toBe('Spanish, American Sign Language');
        expect(displayValue(languages, ['es'], 'es')).toBe('español');
        expect(displayValue(languages, ['es'], 'ja')).toBe('スペイン語');
        // Chinese and Mandarin share a name in the platform's Chinese list: the English one tells them apart.
        expect(languageEditText(['zh', 'cmn'], 'zh')).toBe('中文 (Chinese); 中文 (Mandarin)');
        // A tag with a region has a name no list of names holds: it is typed back as the tag.
        expect(languageEditText(['es-MX', 'en'], 'es')).toBe('es-MX; inglés');
        for (const locale of LOCALES) {
            for (const tag of Object.keys(DIRECTORY_LANGUAGES)) {
                expect(value('languages', languageEditText([tag], locale)).value, `${tag} in ${locale}`).toEqual([tag]);
            }
        }
    });

    it('reads a row: required columns on creation, only the given fields on an edit, unknown fields refused', () => {
        const columns = [
            column('npi', { name: 'npi', required: true, label: { en: 'NPI' } }),
            column('text', { name: 'lastName', label: { en: 'Last name' } }),
        ];
        expect(parseRow(columns, { lastName: 'Lee' }, { partial: false }).problems).toEqual([
            { field: 'npi', problem: { code: 'required' } },
        ]);
        expect(parseRow(columns, { lastName: 'Lee' }, { partial: true })).toEqual({
            values: { lastName: 'Lee' },
            problems: [],
        });
        expect(parseRow(columns, { nickname: 'x' }, { partial: true }).problems).toEqual([
            { field: 'nickname', problem: { code: 'unknownColumn' } },
        ]);
    });

    it('has a message in the catalogs for every problem, naming the column in the reader language', () => {
        const refused = parseCell(column('zip'), 'abc').problem!;
        expect(problemKey(refused)).toBe('directory.value.zip');
        expect(problemParams(refused, column('zip'), 'ja').column).toBe('項目');
        expect(problemParams(refused, column('zip'), 'es').column).toBe('Field');
        expect(Object.keys(en.directory.value).sort()).toEqual([...VALUE_PROBLEMS].sort());
        for (const code of Object.keys(en.directory.value)) {
            expect(ja.directory.value[code as keyof typeof ja.directory.value]).toMatch(/%\{(column|field)\}/);
        }
    });
});
