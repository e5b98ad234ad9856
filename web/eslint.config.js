import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// app → features → shared (components, lib). A feature never reaches into another feature,
// and shared code never reaches into features or app. What one area gives others (texts: a
// father's texts on his page) is its public module, `features/<area>/index.ts`, imported as
// `@/features/<area>`; nothing under it.
const crossFeature = {
  regex: '^(@/app/|@/features/[^/]+/|(\\.\\./)+(.*/)?features/)',
  message: "A feature imports only its own files, shared code (@/components, @/lib) and another area's public module (@/features/<area>).",
};
const escapeFeature = {
  regex: '^\\.\\./\\.\\./',
  message: 'Do not leave the feature with relative paths; use @/components or @/lib.',
};

const sharedOnly = {
  group: ['@/features/*', '@/app/*', '**/features/*', '**/app/*'],
  message: 'Shared code must not depend on features or the app.',
};
// An area's reads and writes (its queries, keys and hooks) are its feature's, `features/<area>/api`,
// and other areas use them through its public module; `lib/` keeps no area's hooks. Shared code
// may hold the query client (`useQueryClient`, `QueryClient`: persistence, sign-out, offline).
const noAreaQueries = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useSuspenseQueries', 'useInfiniteQuery', 'useSuspenseInfiniteQuery', 'useMutation', 'queryOptions', 'infiniteQueryOptions', 'mutationOptions'],
  message: "An area's queries and mutations live in its feature (features/<area>/api), shared through its public module (@/features/<area>), not in lib/ or components/.",
};
// lib/api is the plumbing every area shares: the typed client, the generated types and their
// aliases (types.ts, program.ts with the program's query-key root), errors, retries, downloads.
const noQueryLibrary = {
  name: '@tanstack/react-query',
  message: "lib/api holds no query library: an area's reads, keys and hooks are its feature's (features/<area>/api), shared through its public module (@/features/<area>).",
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossFeature, escapeFeature] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedOnly], paths: [noAreaQueries] }],
    },
  },
  {
    // The search select reads what its caller's search function answers: no area's read.
    files: ['src/components/SearchSelect.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedOnly] }],
    },
  },
  {
    files: ['src/lib/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedOnly], paths: [noQueryLibrary] }],
    },
  },
  {
    // Each feature keeps its strings beside it (features/<area>/locales/{en,es}.ts); the
    // language's locale files collect them into one chunk per language, so they alone may
    // reach into features, and only for their strings.
    files: ['src/lib/i18n/locales/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@|\\.{1,2})/(.*/)?(features|app)/(?!\\w+/locales/(en|es)$)',
              message: 'A locale file imports only a feature\'s strings (@/features/<area>/locales/en or es).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every call goes through the client typed by the OpenAPI document (GET/POST/… of
    // @/lib/api/client), so that a wrong path, method, parameter or body is a type error: a
    // string-path call (the former api() or apiBlob()) is not to come back, not even in lib/api.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(api|apiBlob)$/]',
          message: 'Call the API through the typed client: GET/POST/PUT/PATCH/DELETE from @/lib/api/client, with the document\'s path.',
        },
      ],
    },
  },
  {
    files: ['vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**/*.mjs', 'scripts/**/*.mjs', 'eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
  },
);
