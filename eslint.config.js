import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The boundaries below are the ones docs/conventions.md describes; scripts/lint/boundaries.test.ts
// proves that each one fires. Globs are relative to the repository root, where ESLint runs.
const repoRoot = import.meta.dirname;
const web = 'apps/web/src';
const server = 'apps/server/src';
/** Where every import cycle is an error: the code that ships (tests and scripts import it, not back). */
const sourceRoots = [`${web}/**`, `${server}/**`, 'packages/*/src/**'];
/** Files that the lint test feeds to ESLint itself: broken on purpose, so `eslint .` skips them. */
const lintFixtures = 'scripts/lint/fixtures';

const features = existsSync(path.join(repoRoot, web, 'features'))
  ? readdirSync(path.join(repoRoot, web, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const importZones = [
  // One zone per feature folder, so a feature is never named here: every other folder under
  // features/ may not import it, whether by `@/features/<f>/…` or by `../<f>/…`.
  ...features.map((feature) => ({
    target: `${web}/features/!(${feature})/**`,
    from: `${web}/features/${feature}/**`,
    message:
      'A feature never imports another feature: move what both need to ui/ or lib/ (docs/conventions.md).',
  })),
  {
    target: [`${web}/ui/**`, `${web}/lib/**`, `${web}/test/**`],
    from: `${web}/features/**`,
    message: 'ui/, lib/ and test/ are shared by every feature and never import one (docs/conventions.md).',
  },
  {
    target: `${server}/**/*.routes.ts`,
    from: `${server}/**/*.repo.ts`,
    message:
      'A routes file calls a service, never a repo: put the call behind a service (docs/conventions.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.artifacts/**',
      '**/*.tsbuildinfo',
      `${lintFixtures}/**`,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Import rules resolve each import as TypeScript does: `@/…` through apps/web's paths, `.ts` suffixes.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.json',
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
          ].map((tsconfig) => path.join(repoRoot, tsconfig)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, `${server}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: importZones }] },
  },
  {
    // Type-only imports are erased at run time and do not count.
    files: sourceRoots.map((root) => `${root}/*.{ts,tsx}`),
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
