import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and integration tests. End-to-end tests live in tests/e2e and run under Playwright. */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/{unit,integration,contract,rls}/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
  },
  testTimeout: 30_000,
};

export default createJestConfig(config);
