import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Pages and components ask lib/<domain>/ for data by name; only the data layer talks to the
    // database, so authorisation and RLS-scoped transactions cannot be skipped from a page.
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/db', message: 'Call a named function in lib/<domain>/ instead.' },
            {
              name: 'drizzle-orm',
              message: 'Queries live in lib/<domain>/, not in app/ or components/.',
            },
          ],
          patterns: [
            { group: ['@/lib/db/*', 'drizzle-orm/*'], message: 'Queries live in lib/<domain>/.' },
            {
              group: ['**/supabase/local/**', '@/supabase/local/**'],
              message: 'The stand-in is for tests and scripts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests poke at loosely typed JSON (JSON-LD, HTTP bodies).
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.content-collections/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
