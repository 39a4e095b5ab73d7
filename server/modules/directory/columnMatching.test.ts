import { describe, expect, it } from 'vitest';
import { IDENTITY_HEADERS, IDENTITY_TARGET, layoutKey, normaliseHeader, suggestMapping } from './columnMatching';

const column = (name: string, en: string, type = 'text', others: Record<string, string> = {}) => ({
    name,
    type,
    label: { en, ...others },
});
const practitioner = [
    column('npi', 'NPI', 'npi'),
    column('lastName', 'Last name'),
    column('firstName', 'First name'),
    column('phone', 'Phone', 'phone', { es: 'Teléfono' }),
    column('zip', 'ZIP code', 'zip'),
    column('state', 'State', 'usState'),
];

describe('header normalisation', () => {
    it.each([
        ['ZIP_Code', 'zip code'],
        ['  Zip   code ', 'zip code'],
        ['zipCode', 'zip code'],
        ['NPINumber', 'npi number'],
        ['E-Mail Address', 'e mail address'],
        ['Teléfono', 'telefono'],
        ['ZIP+4', 'zip 4'],
        ['電話番号', '電話番号'],
    ])('%j → %j', (header, expected) => {
        expect(normaliseHeader(header)).toBe(expected);
    });
});

describe('suggested mapping', () => {
    it('matches names and labels in any case and punctuation, and synonyms, ignoring the rest', () => {
        expect(
            suggestMapping(
                ['Postal Code', 'LAST_NAME', 'first name', 'Telephone #', 'Notes', 'NPI Number', 'st'],
                practitioner
            )
        ).toEqual(['zip', 'lastName', 'firstName', 'phone', null, 'npi', 'state']);
    });

    it('knows labels in other languages', () => {
        expect(suggestMapping(['teléfono'], practitioner)).toEqual(['phone']);
    });

    it('gives each table column to one file column only, an exact name before a synonym', () => {
        expect(suggestMapping(['Telephone', 'Phone', 'phone'], practitioner)).toEqual([null, 'phone', null]);
    });

    it('recognises the identity columns of an exported workbook', () => {
        expect(suggestMapping([IDENTITY_HEADERS.id, IDENTITY_HEADERS.version, 'NPI'], practitioner)).toEqual([
            IDENTITY_TARGET.id,
            IDENTITY_TARGET.version,
            'npi',
        ]);
    });

    it('leaves empty headers unmapped', () => {
        expect(suggestMapping(['', 'NPI'], practitioner)).toEqual([null, 'npi']);
    });
});

describe('file layout', () => {
    it('is the same for headers that only differ in case or punctuation, and differs in order', () => {
        expect(layoutKey(['ZIP Code', 'NPI'])).toBe(layoutKey(['zip_code', ' npi ']));
        expect(layoutKey(['ZIP Code', 'NPI'])).not.toBe(layoutKey(['NPI', 'ZIP Code']));
    });
});
