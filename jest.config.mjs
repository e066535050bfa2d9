// Jest runs the unit tests: pure logic and route handlers in Node, components in jsdom.
// next/jest compiles TypeScript with SWC and loads next.config and .env like the app does.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

/** @type {import('jest').Config} */
const config = {
  projects: [
    await createJestConfig({
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    })(),
    await createJestConfig({
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
    })(),
  ],
};

export default config;
