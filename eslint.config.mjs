// Lint: Next.js core web vitals and TypeScript rules, plus the project's own boundaries.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'reference-provider/data/**', '.demo/**'],
  },
  {
    // A leading underscore names what is taken out on purpose (a rest pattern dropping fields).
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Components never talk to the provider: pages and route handlers do (ARCHITECTURE.md).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/provider', '@/lib/provider/*'] }],
    },
  },
];

export default config;
