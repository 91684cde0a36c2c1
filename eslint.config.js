import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Tests wait on signals the app gives, never on a clock (issue 28): these forms are fixed waits. */
const SLEEP_FREE_TESTS = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        "NewExpression[callee.name='Promise'] > :function > CallExpression[callee.name='setTimeout'], NewExpression[callee.name='Promise'] > :function > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout']",
      message: 'No fixed sleeps in tests: wait on a signal (an event, a promise) or poll real state with vi.waitFor / pollUntil.',
    },
    {
      selector: "Literal[value='networkidle']",
      message: 'No waiting for network idle: wait for the readiness signal the page gives.',
    },
  ],
  'no-restricted-properties': [
    'error',
    { property: 'waitForTimeout', message: 'No fixed sleeps in tests: wait for a state of the page instead.' },
  ],
  'no-restricted-imports': [
    'error',
    {
      paths: ['timers/promises', 'node:timers/promises'].map((name) => ({
        name,
        importNames: ['setTimeout'],
        message: 'No fixed sleeps in tests: wait on a signal or poll real state with vi.waitFor / pollUntil.',
      })),
    },
  ],
};

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser tests wait on what the page says (a readiness mark, a state, an event), never on a clock.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-empty-pattern': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed sleeps in browser tests: wait for what the page shows or a readiness mark.',
        },
        {
          selector: "Literal[value='networkidle']",
          message: "No waits for network idle: wait for the islands' readiness marks (site-support.ts pageReady).",
        },
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: 'No setTimeout sleeps in browser tests: wait on an event, a poll of a condition or page.clock.',
        },
        {
          selector: 'ImportDeclaration[source.value=/^(node:)?timers\\u002Fpromises$/]',
          message: 'No timer sleeps in browser tests: wait on an event, a poll of a condition or page.clock.',
        },
      ],
    },
  },
  {
    // One axe scan for every browser test, with its settings (a11y-support.ts axeViolations).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/a11y-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: '@axe-core/playwright', message: 'Scan with axeViolations / expectNoViolations (a11y-support.ts).' },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    ignores: ['tests/e2e/**'],
    rules: SLEEP_FREE_TESTS,
  },
  {
    // The API project runs without isolation (vitest.config.ts): a worker keeps its modules from one
    // file to the next, so a module mocked in one file would stay mocked in the next.
    files: ['tests/api/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        ...SLEEP_FREE_TESTS['no-restricted-properties'],
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share their worker\'s modules (isolate: false): pass a dependency to createApp instead of mocking.',
        })),
      ],
    },
  },
);
