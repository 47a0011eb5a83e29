import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folders under plugins/ that every plugin may take code from; every other folder is a
// plugin, read from the disk so that a new one is kept apart from the day it is made.
const FLOORS = ['./content-engine', './shared'];
const PLUGINS = fs
  .readdirSync('plugins', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FLOORS.includes(`./${entry.name}`))
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'reports/',
      'coverage/',
      'src/gatsby-types.d.ts',
      // The audit's floor site builds into these, as the site does into its own.
      'benchmarks/floor/.cache/',
      'benchmarks/floor/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: 'readonly' },
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      // A field left out of an object by a rest pattern is named, not used.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No import cycle (import/no-cycle follows the imports that run; type-only imports are
    // erased by the compiler), and the build's layers kept apart: a plugin takes code from the
    // content engine, plugins/shared and src/shared only, never from another plugin or the
    // site's components; nothing under src/ takes code from plugins/.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './plugins', from: './src', except: ['./shared'] },
            { target: './src', from: './plugins' },
            ...PLUGINS.map((plugin) => ({
              target: `./plugins/${plugin}`,
              from: './plugins',
              except: [`./${plugin}`, ...FLOORS],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
