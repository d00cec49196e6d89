import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';

const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers: app → features → entities → components/lib. A feature never imports another
 * feature (what two share moves down a layer), and nothing imports a layer above itself.
 */
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'features never import each other: move what they share to entities/, components/ or lib/',
  })),
  { target: './src/web/features', from: './src/web/app', message: 'features must not import app/' },
  { target: './src/web/entities', from: ['./src/web/app', './src/web/features'], message: 'entities sit below app/ and features/' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/app', './src/web/features', './src/web/entities'],
    message: 'components/ and lib/ are the bottom layer',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.e2e-data', 'android', 'ios'] },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own modules can form cycles; never parse the dependencies.
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app reaches the server only over HTTP, never by import.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'web must not import server code' }] }],
      'import/no-restricted-paths': ['error', { zones: webLayerZones }],
    },
  },
  {
    files: ['src/web/{features,entities,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/[a-z_]/]', message: 'build app paths with lib/paths.ts' },
        { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[a-z_]/]', message: 'build app paths with lib/paths.ts' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/contract/**/*.ts', 'src/locales/**/*.ts'],
    rules: {
      // Domain and contract are shared by server and web: no I/O layers, no UI.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'domain/contract must stay independent of server and web' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'server must not import web code' }] }],
    },
  },
);
