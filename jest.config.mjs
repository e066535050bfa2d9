// Jest runs the unit tests: pure logic and route handlers in Node, components in jsdom.
// next/jest compiles TypeScript with SWC and loads next.config and .env like the app does.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  setupFiles: ['<rootDir>/tests/unit/support/declared-capabilities.ts', '<rootDir>/tests/unit/support/fast-password-hashing.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/support/server-only.ts',
    // An ES module with top-level await: Node imports it for the tests (the file says how).
    '^harfbuzzjs$': '<rootDir>/tests/unit/support/harfbuzz.cjs',
  },
};

// next-intl and use-intl ship ES modules only: let SWC compile them like our own code.
const ESM_PACKAGES = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@schummar'];
async function project(config) {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ];
  return resolved;
}

/** @type {import('jest').Config} */
const config = {
  // Provider tests hash passwords (scrypt) and confirm e-mails through real calls: on two shared,
  // busy cores one can outgrow jest's 5 s default without anything being wrong. Speed is measured
  // by `npm run bench`, never here.
  testTimeout: 30_000,
  projects: [
    await project({
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    }),
    await project({
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
    }),
  ],
};

export default config;
