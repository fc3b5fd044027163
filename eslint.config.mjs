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
      'import/resolver': { typescript: false, node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../src/*', '../src/*'], message: 'Use the @/ alias.' },
          ],
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
  {
    // Shared building blocks never import a feature (bulletproof-react's direction rule).
    files: ['src/components/**', 'src/lib/**', 'src/theme/**', 'contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '@/layouts/*'], message: 'Shared code must not import features, app or layouts.' }] },
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
          message: 'Fields come from @/components/form (TextField, SelectField, Formik*Field, PlainInput, ControlInput).',
        },
      ],
    },
  },
  {
    files: ['server/**', 'contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '../src/*', '../../src/*'], message: 'The server never imports the SPA.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
