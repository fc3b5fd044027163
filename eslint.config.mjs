import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // The TypeScript resolver follows the @/ and @contract/ aliases, so import/no-cycle sees every edge.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../src/*', '../src/*'], message: 'Use the @/ alias.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // SPA import direction ---------------------------------------------------------------
  // Arrows point down: app → features → layouts → store, api → components, lib, theme.
  // Flat config: a later block's no-restricted-imports replaces an earlier one for the same
  // files, so each block repeats the @/ alias pattern. Tests may build the whole app's store.
  {
    // Shared code (components, lib, theme, store, api) never imports a feature, app or a layout.
    files: ['src/components/**', 'src/lib/**', 'src/theme/**', 'src/store/**', 'src/api/**'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../src/*', '../src/*'], message: 'Use the @/ alias.' },
            {
              group: ['@/features/*', '@/app/*', '@/layouts/*', '**/features/*', '**/app/*', '**/layouts/*'],
              message: 'Shared code (components, lib, theme, store, api) must not import features, app or layouts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layouts read store/ and receive feature pieces (search box, account menu) as slots from src/app.
    files: ['src/layouts/**'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../src/*', '../src/*'], message: 'Use the @/ alias.' },
            {
              group: ['@/features/*', '@/app/*', '**/features/*', '**/app/*'],
              message: 'Layouts must not import features or app: take feature pieces as props (slots) from src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature imports another feature only through its index.ts, and never app or layouts
    // (src/app composes features; page modules are imported by the router alone).
    files: ['src/features/**'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../src/*', '../src/*'], message: 'Use the @/ alias.' },
            {
              group: ['@/features/*/*', '**/features/*/*'],
              message:
                'Import another feature through its index.ts (@/features/<name>); inside a feature use relative paths.',
            },
            {
              group: ['@/app/*', '@/layouts/*', '**/app/*', '**/layouts/*'],
              message: 'Features must not import app or layouts.',
            },
          ],
        },
      ],
    },
  },
  {
    // One form kit: a feature takes its fields from @/components/form instead of styling its own controls.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='styled'][property.name=/^(input|select|textarea)$/]",
          message:
            'Fields come from @/components/form (TextField, SelectField, Formik*Field, PlainInput, ControlInput).',
        },
      ],
    },
  },
  // end of SPA import direction --------------------------------------------------------
  {
    files: ['server/**', 'contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '../src/*', '../../src/*'], message: 'The server never imports the SPA.' }] },
      ],
    },
  },
  // Server import direction (docs/architecture.md): db/ → services/ → routes, plugins, http, ssr, seed, startup.
  // A block's no-restricted-imports replaces the one above for its files, so each repeats the SPA rule.
  // Tests stand above everything and may import any layer.
  {
    files: ['server/db/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '../src/*', '../../src/*'], message: 'The server never imports the SPA.' },
            {
              group: [
                '**/services',
                '**/services/*',
                '**/http/*',
                '**/routes/*',
                '**/plugins/*',
                '**/seed',
                '**/seed/*',
                '**/startup/*',
                '**/ssr/*',
                '**/app',
                '**/main',
                '**/test/*',
              ],
              message: 'server/db/ is the bottom layer: it imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/services/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              message: 'Services know no HTTP: take plain values and throw domain errors (services/errors.ts).',
            },
          ],
          patterns: [
            { group: ['@/*', '../src/*', '../../src/*'], message: 'The server never imports the SPA.' },
            {
              group: ['@fastify/*', 'fastify-plugin', '**/http/*', '**/routes/*', '**/plugins/*'],
              message: 'Services know no HTTP: take plain values and throw domain errors (services/errors.ts).',
            },
            {
              group: ['**/seed', '**/seed/*', '**/startup/*', '**/ssr/*', '**/app', '**/main', '**/test/*'],
              message: 'Services sit below the seed, the start-up, the SSR and the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
