import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layering (bulletproof-react): common → features → app. `common/` holds what the SPA and the
 * server both run and imports only itself and the catalogs; the server never imports the SPA.
 */
const restrict = ({ regex, message }, ...more) => [
    'error',
    { patterns: [{ regex, message, caseSensitive: true }, ...more] },
];
/**
 * Every SPA layer: the server is reached over HTTP only, and the contract's zod schemas stay on
 * the server — the SPA takes their types (`import type`), so zod never enters its bundle.
 */
const spa = ({ regex, message } = {}) =>
    restrict(
        {
            // The project's server folder only (`../server/...`), not a `server` folder of one's own.
            regex: ['^(\\.\\./)+server/', regex].filter(Boolean).join('|'),
            message: [message, 'The SPA reaches the server over HTTP only.'].filter(Boolean).join(' '),
        },
        {
            regex: '(^|/)common/contract/|^zod$',
            allowTypeImports: true,
            message: 'The SPA imports the contract with `import type` only: zod stays out of its bundle.',
        }
    );

/**
 * The SPA's business areas, one folder each in `src/features/`. A feature never imports another;
 * the layout and the app (App.tsx, screens.ts, and the `*Screens.tsx` beside them that compose a
 * feature's screen with another's part) import features.
 */
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name);
const otherFeatures = feature => FEATURES.filter(other => other !== feature);
const APP_LAYERS = 'features|layout';
const APP_FILES = 'App|screens|[a-z]\\w*Screens';

/**
 * Every server module: another one reaches it only through its `index.ts`; `tables.ts` is the
 * exception, since `server/db/schema.ts` re-exports every module's tables for drizzle.
 */
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)
    .join('|');

export default tseslint.config(
    { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'coverage', 'server/db/migrations'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            ...reactHooks.configs.recommended.rules,
            '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
            'no-console': ['error', { allow: ['warn', 'error'] }],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}', 'i18n/**/*.ts'],
        rules: {
            '@typescript-eslint/no-restricted-imports': spa(),
        },
    },
    {
        files: ['common/**/*.ts'],
        rules: {
            '@typescript-eslint/no-restricted-imports': restrict({
                regex: '^(\\.\\./)+(src|server|tests|scripts|bench)/|^(react|react-admin|@mui/.*|axios|fastify|drizzle-orm.*|pg)$',
                message: 'common/ is run by both sides: it imports only common/ and i18n/.',
            }),
        },
    },
    {
        files: ['src/lib/**', 'src/config/**'],
        rules: {
            '@typescript-eslint/no-restricted-imports': spa({
                regex: `(^|/)(providers|components|${APP_LAYERS})/|(^|/)(${APP_FILES})$`,
                message: 'lib/ and config/ are shared: they import nothing from the layers above.',
            }),
        },
    },
    {
        files: ['src/providers/**', 'src/components/**'],
        rules: {
            '@typescript-eslint/no-restricted-imports': spa({
                regex: `(^|/)(${APP_LAYERS})/|(^|/)(${APP_FILES})$`,
                message: 'Providers and shared components sit below the features: they import none of them.',
            }),
        },
    },
    ...FEATURES.map(feature => ({
        files: [`src/features/${feature}/**`],
        rules: {
            '@typescript-eslint/no-restricted-imports': spa({
                regex: [
                    `^(\\.\\./)+(features/)?(${otherFeatures(feature).join('|')})(/|$)`,
                    '(^|/)layout/',
                    `(^|/)(${APP_FILES})$`,
                ].join('|'),
                message:
                    'A feature imports no other feature, nor the layout or the app: the app composes features ' +
                    '(src/screens.ts and the src/*Screens.tsx beside it), and what two share lives in src/lib/ or src/components/.',
            }),
        },
    })),
    {
        files: ['server/**/*.ts'],
        rules: {
            '@typescript-eslint/no-restricted-imports': restrict(
                {
                    regex: '(^|/)src/',
                    message: 'The server never imports the SPA: what both run lives in common/.',
                },
                {
                    regex: `((^|/)modules/|^\\.\\./)(${serverModules})/(?!(index|tables)$)`,
                    message: 'Another module is imported through its index only.',
                }
            ),
            'no-console': 'off',
        },
    },
    {
        files: ['scripts/**', 'tests/**', 'bench/**', '**/*.test.{ts,tsx}'],
        rules: { 'no-console': 'off' },
    },
    // Formatting is Prettier's (`npm run lint` runs it): no ESLint rule may disagree with it.
    prettier
);
