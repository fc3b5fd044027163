import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const useAlias = { group: ['../../src/*', '../src/*'], message: 'Use the @/ alias.' };
const serverNeverImportsSpa = {
  group: ['@/*', '../src/*', '../../src/*'],
  message: 'The server never imports the SPA.',
};
const servicesKnowNoHttp = 'Services know no HTTP: take plain values and throw domain errors (services/errors.ts).';
/**
 * A block's no-restricted-imports replaces an earlier block's for the same files (flat config),
 * so each direction rule below carries its side's base pattern (`useAlias` or `serverNeverImportsSpa`).
 */
const restrictImports = (patterns, paths) => ['error', { ...(paths ? { paths } : {}), patterns }];
const notInTests = ['**/__tests__/**', '**/*.test.{ts,tsx}'];

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
      'no-restricted-imports': restrictImports([useAlias]),
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
  // Arrows point down: app → features and layouts (neither imports the other) → entities → store, api
  // → components, lib, theme. A feature never imports another feature; what several features show
  // is an entity. Tests may build the whole app's store.
  {
    // Shared code (components, lib, theme, store, api) never imports an entity, a feature, app or a layout.
    files: ['src/components/**', 'src/lib/**', 'src/theme/**', 'src/store/**', 'src/api/**', 'src/sw/**'],
    ignores: notInTests,
    rules: {
      'no-restricted-imports': restrictImports([
        useAlias,
        {
          group: [
            '@/entities/*',
            '@/features/*',
            '@/app/*',
            '@/layouts/*',
            '**/entities/*',
            '**/features/*',
            '**/app/*',
            '**/layouts/*',
          ],
          message:
            'Shared code (components, lib, theme, store, api) must not import entities, features, app or layouts.',
        },
      ]),
    },
  },
  {
    // Layouts read store/ and receive feature pieces (search box, account menu) as slots from src/app.
    files: ['src/layouts/**'],
    ignores: notInTests,
    rules: {
      'no-restricted-imports': restrictImports([
        useAlias,
        {
          group: ['@/features/*', '@/entities/*', '@/app/*', '**/features/*', '**/entities/*', '**/app/*'],
          message:
            'Layouts must not import features, entities or app: take feature pieces as props (slots) from src/app.',
        },
      ]),
    },
  },
  {
    // An entity (entities/<domain>/: a domain piece several features show) imports shared code, and
    // another entity only through its index.ts; never a feature, app or layouts.
    files: ['src/entities/**'],
    ignores: notInTests,
    rules: {
      'no-restricted-imports': restrictImports([
        useAlias,
        {
          group: ['@/features/*', '@/app/*', '@/layouts/*', '**/features/*', '**/app/*', '**/layouts/*'],
          message: 'Entities must not import features, app or layouts: features import entities, not the reverse.',
        },
        {
          group: ['@/entities/*/*', '**/entities/*/*'],
          message:
            'Import another entity through its index.ts (@/entities/<name>); inside an entity use relative paths.',
        },
      ]),
    },
  },
  {
    // A feature never imports another feature (a piece two features show is an entity), reaches an
    // entity only through its index.ts, and never imports app or layouts (src/app composes features;
    // page modules are imported by the router alone).
    files: ['src/features/**'],
    ignores: notInTests,
    rules: {
      'no-restricted-imports': restrictImports([
        useAlias,
        {
          group: ['@/features/*', '**/features/*'],
          message:
            'A feature does not import another feature: move what both show to src/entities/ (or components/ if it knows no domain); inside a feature use relative paths.',
        },
        {
          group: ['@/entities/*/*', '**/entities/*/*'],
          message: 'Import an entity through its index.ts (@/entities/<name>).',
        },
        {
          group: ['@/app/*', '@/layouts/*', '**/app/*', '**/layouts/*'],
          message: 'Features must not import app or layouts.',
        },
      ]),
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
      'no-restricted-imports': restrictImports([serverNeverImportsSpa]),
    },
  },
  // Server import direction (docs/architecture.md): db/ → services/ → routes, plugins, http, ssr, seed, startup.
  // Tests stand above everything and may import any layer.
  {
    files: ['server/db/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports([
        serverNeverImportsSpa,
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
      ]),
    },
  },
  {
    files: ['server/services/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        [
          serverNeverImportsSpa,
          {
            group: ['@fastify/*', 'fastify-plugin', '**/http/*', '**/routes/*', '**/plugins/*'],
            message: servicesKnowNoHttp,
          },
          {
            group: ['**/seed', '**/seed/*', '**/startup/*', '**/ssr/*', '**/app', '**/main', '**/test/*'],
            message: 'Services sit below the seed, the start-up, the SSR and the app.',
          },
        ],
        [{ name: 'fastify', message: servicesKnowNoHttp }],
      ),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**', 'cluster/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
