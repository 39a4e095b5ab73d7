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
 * Server modules that are reached only through their `index.ts`; `tables.ts` is the exception,
 * since `server/db/schema.ts` re-exports every module's tables for drizzle.
 */
const modulesByIndex = ['connections'];

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
                regex: '(^|/)(providers|layout|pages|resources)/|(^|/)(App|screens)$',
                message: 'lib/ and config/ are shared: they import nothing from the layers above.',
            }),
        },
    },
    {
        files: ['src/providers/**'],
        rules: {
            '@typescript-eslint/no-restricted-imports': spa({
                regex: '(^|/)(layout|pages|resources)/|(^|/)(App|screens)$',
                message: 'Providers sit below the screens.',
            }),
        },
    },
    {
        files: ['src/pages/**', 'src/resources/**'],
        rules: {
            '@typescript-eslint/no-restricted-imports': spa({
                // A screen reaches shared code through ../../ only; ../<feature>/ is a sibling screen.
                regex: '^\\.\\./(?!\\.\\./)|(^|/)layout/|(^|/)(App|screens)$',
                message: 'No imports between screens, nor from the layout or the app.',
            }),
        },
    },
    {
        files: ['server/**/*.ts'],
        rules: {
            '@typescript-eslint/no-restricted-imports': restrict(
                {
                    regex: '(^|/)src/',
                    message: 'The server never imports the SPA: what both run lives in common/.',
                },
                {
                    regex: `(^|/)modules/(${modulesByIndex.join('|')})/(?!(index|tables)$)`,
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
