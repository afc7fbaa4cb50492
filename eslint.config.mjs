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
