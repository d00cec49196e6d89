import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.e2e-data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app reaches the server only over HTTP, never by import.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'web must not import server code' }] }],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/contract/**/*.ts', 'src/locales/**/*.ts'],
    rules: {
      // Domain and contract are shared by server and web: no I/O layers, no UI.
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**', '**/web/**'], message: 'domain/contract must stay independent of server and web' },
      ] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'server must not import web code' }] }],
    },
  },
);
