import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { serverFilter, submittedValue } from './gridColumns';

const languages: ColumnDefinition = {
    name: 'languages',
    type: 'languages',
    label: { en: 'Languages' },
    required: false,
    unique: false,
    key: false,
};

describe('the grid and languages', () => {
    it('filters languages typed by name in any UI language as their tags', () => {
        const filter = serverFilter([languages], {
            field: 'languages',
            operator: 'contains',
            value: 'español; 中文 (Mandarin), fr',
        });
        expect(filter).toEqual({ languages: ['es', 'cmn', 'fr'] });
    });

    it('sends edited languages as the tags their names read as, and text that does not read as typed', () => {
        expect(submittedValue(languages, 'スペイン語; American Sign Language')).toEqual(['es', 'ase']);
        expect(submittedValue(languages, 'Klingon')).toBe('Klingon');
        expect(submittedValue({ ...languages, type: 'text' }, 'español')).toBe('español');
    });
});
