import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.tmp/**', '.cache/**', 'dist/**', 'node_modules/**', 'data/**', 'out/**', 'gallery/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Bulletproof React's one-way flow: shared code (components, lib) -> features -> pages and app. A feature
  // never reaches into another; the page that shows both composes them.
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/**', '!../../**'], message: 'A feature does not import another feature: compose them in a page, or move shared code to src/web/components or src/web/lib.' },
            { group: ['../../pages/**', '../../app/**'], message: 'Features do not import pages or the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/pages/**', '**/app/**'], message: 'Shared code does not depend on features, pages or the app shell.' }] }],
    },
  },
);
