import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { localRules } from './eslint-rules/require-admin-first.mjs';

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
    // The site header, the account slot and the root error boundaries are in every page's payload:
    // a next/link there would ship its code on every page, for a tap that loads a new page anyway.
    files: [
      'components/site/site-header.tsx',
      'components/site/not-found-message.tsx',
      'components/auth/account-slot.tsx',
      'app/forbidden.tsx',
      'app/unauthorized.tsx',
      // Breadcrumbs and the lead form's privacy link: next/link was most of /contact's own script.
      'components/site/breadcrumbs.tsx',
      'app/(marketing)/_components/lead-form/lead-form-client.tsx',
    ],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Agent-only entry points: requireAdmin() before anything else (the RLS and e2e tests prove the
    // refusals; this makes a new page or action that forgets the check fail at lint time).
    files: ['app/(app)/admin/**/*.{ts,tsx}'],
    plugins: { local: localRules },
    rules: { 'local/require-admin-first': 'error' },
  },
  {
    // The one admin page an agent reaches before the second step (to set up an authenticator).
    files: ['app/(app)/admin/security/page.tsx'],
    plugins: { local: localRules },
    rules: { 'local/require-admin-first': ['error', { gate: 'requireAgentRole' }] },
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
      '.generated/**',
      'public/_precompressed/**',
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
