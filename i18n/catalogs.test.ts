import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGS } from './catalogs';
import { LAZY_CATALOGS } from './lazyCatalogs';
import { CATALOG_LOADERS } from './loaders';
import { LOCALES } from './types';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> =>
    new Map(
        Object.entries(tree).flatMap(([key, value]) =>
            typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...leaves(value, `${prefix}${key}.`)]
        )
    );

const variables = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]))].sort();

describe('the four catalogs (react-admin messages + app messages)', async () => {
    const english = leaves((await CATALOG_LOADERS.en()) as Tree);

    it.each(LOCALES.filter(locale => locale !== 'en'))('%s has exactly the keys of English', async locale => {
        const catalog = leaves((await CATALOG_LOADERS[locale]()) as Tree);
        expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(LOCALES)('%s has no empty text and keeps every interpolation variable', async locale => {
        const catalog = leaves((await CATALOG_LOADERS[locale]()) as Tree);
        for (const [key, text] of catalog) {
            if (key === 'ra.boolean.null') continue; // deliberately a blank label
            expect(text.trim(), key).not.toBe('');
            const source = english.get(key)!;
            // react-admin's bulk-update texts drop the record name in languages without plurals.
            const expected = variables(source).filter(
                name => !(locale === 'zh' || locale === 'ja') || name !== 'recordRepresentation'
            );
            expect(
                variables(text).filter(name => expected.includes(name)),
                key
            ).toEqual(expected);
        }
    });

    it('translates the whole app catalog: no English sentence left in another language', async () => {
        const sameAsEnglish = new Set([
            'topbar.providerId',
            'pages.notFound.heading',
            'pages.unauthorized.heading',
            'contact.emailPlaceholder',
        ]);
        // Words every one of these languages writes as in English (protocol names among them).
        const universal = new Set(['OK', 'URL', 'NPI', 'OpenID Connect', 'SAML 2.0']);
        for (const locale of ['zh', 'ja'] as const) {
            const catalog = leaves((await CATALOG_LOADERS[locale]()) as Tree);
            for (const [key, text] of catalog) {
                if (key.startsWith('ra.') || sameAsEnglish.has(key) || universal.has(text)) continue;
                expect(text, `${locale} ${key}`).not.toBe(english.get(key));
            }
        }
    });
});

describe("the server's own catalogs (API messages and e-mails)", () => {
    const english = leaves(SERVER_CATALOGS.en as unknown as Tree);

    it.each(LOCALES.filter(locale => locale !== 'en'))(
        '%s has exactly the keys of English, each non-empty, translated and with its variables',
        locale => {
            const catalog = leaves(SERVER_CATALOGS[locale] as unknown as Tree);
            expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
            for (const [key, text] of catalog) {
                expect(text.trim(), key).not.toBe('');
                expect(variables(text), key).toEqual(variables(english.get(key)!));
                if (locale !== 'es') expect(text, `${locale} ${key}`).not.toBe(english.get(key));
            }
        }
    );
});

describe('the claim desk catalogs (loaded with claim query)', async () => {
    const loaders = LAZY_CATALOGS.claims;
    const english = leaves((await loaders.en()) as unknown as Tree);

    it.each(LOCALES.filter(locale => locale !== 'en'))(
        '%s has exactly the keys of English, each non-empty, with its variables',
        async locale => {
            const catalog = leaves((await loaders[locale]()) as unknown as Tree);
            expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
            for (const [key, text] of catalog) {
                expect(text.trim(), key).not.toBe('');
                expect(variables(text), key).toEqual(variables(english.get(key)!));
            }
        }
    );

    it('labels every code, filter and field of both desks in English', async () => {
        const { CLAIM_DESKS } = await import('../common/claims/desks');
        for (const desk of Object.values(CLAIM_DESKS)) {
            for (const filter of desk.filters) {
                expect(english.has(`filters.${filter.key}`), filter.key).toBe(true);
                for (const value of filter.vocabulary ? (filter.values ?? []) : []) {
                    expect(english.has(`codes.${filter.vocabulary}.${value}`), `${filter.vocabulary}.${value}`).toBe(
                        true
                    );
                }
            }
            for (const field of desk.fields)
                expect(english.has(`fields.${field.label ?? field.name}`), field.name).toBe(true);
            for (const status of desk.statuses)
                expect(english.has(`codes.${desk.statusVocabulary}.${status}`), status).toBe(true);
        }
    });
});

describe('the dashboard catalogs (loaded with the dashboard)', async () => {
    const loaders = LAZY_CATALOGS.dashboard;
    const english = leaves((await loaders.en()) as unknown as Tree);

    it.each(LOCALES.filter(locale => locale !== 'en'))(
        '%s has exactly the keys of English, each non-empty, translated and with its variables',
        async locale => {
            const catalog = leaves((await loaders[locale]()) as unknown as Tree);
            expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
            for (const [key, text] of catalog) {
                expect(text.trim(), key).not.toBe('');
                expect(variables(text), key).toEqual(variables(english.get(key)!));
                if (locale !== 'es' && !key.startsWith('codes.'))
                    expect(text, `${locale} ${key}`).not.toBe(english.get(key));
            }
        }
    );

    it('names every panel, figure and measure the server can send', async () => {
        const { DASHBOARD_FIGURES, DASHBOARD_PANELS } = await import('../common/contract/dashboard');
        for (const panel of DASHBOARD_PANELS) {
            expect(english.has(`panels.${panel}.title`), panel).toBe(true);
            expect(english.has(`panels.${panel}.axis`), panel).toBe(true);
        }
        for (const figure of DASHBOARD_FIGURES) expect(english.has(`figures.${figure}`), figure).toBe(true);
        for (const measure of ['views', 'requests', 'verifiedShare', 'rows', 'claims', 'success', 'failure']) {
            expect(english.has(`measures.${measure}`), measure).toBe(true);
        }
    });
});

describe('the Home and Getting started catalogs (loaded with those screens)', async () => {
    const loaders = LAZY_CATALOGS.home;
    const english = leaves((await loaders.en()) as unknown as Tree);

    it.each(LOCALES.filter(locale => locale !== 'en'))(
        '%s has exactly the keys of English, each non-empty, translated and with its variables',
        async locale => {
            const catalog = leaves((await loaders[locale]()) as unknown as Tree);
            expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
            for (const [key, text] of catalog) {
                expect(text.trim(), key).not.toBe('');
                expect(variables(text), key).toEqual(variables(english.get(key)!));
                if (locale !== 'es') expect(text, `${locale} ${key}`).not.toBe(english.get(key));
            }
        }
    );

    it('names every step of every checklist', async () => {
        const { CHECKLISTS } = await import('../common/vocabularies/gettingStarted');
        for (const step of new Set(Object.values(CHECKLISTS).flat())) {
            expect(english.has(`gettingStarted.steps.${step}.title`), step).toBe(true);
            expect(english.has(`gettingStarted.steps.${step}.help`), step).toBe(true);
        }
    });
});
