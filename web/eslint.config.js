import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Layers, as in bulletproof-react: app → features → shared (components, lib, config, data).
// A feature never imports another feature, and nothing imports upward.
const featureBoundaries = ['home', 'quiz', 'professions', 'profession-detail', 'auth', 'add-profession'].map(
  (feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; compose them in src/app.',
  }),
);

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries,
            {
              target: ['./src/features', './src/components', './src/lib', './src/config', './src/data'],
              from: './src/app',
              message: 'Only src/app may import from src/app.',
            },
            {
              target: ['./src/components', './src/lib', './src/config', './src/data'],
              from: './src/features',
              message: 'Shared code must not import features.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
