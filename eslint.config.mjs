// Lint: Next.js core web vitals and TypeScript rules, plus the project's own boundaries.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-bench/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'reference-provider/data/**', '.demo/**', '.static-history/**'],
  },
  {
    // A leading underscore names what is taken out on purpose (a rest pattern dropping fields).
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Components never talk to the provider: pages and route handlers do (docs/decisions/0037-a-bff-that-mirrors-the-provider.md).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/provider', '@/lib/provider/*'] }],
    },
  },
  {
    // One way into the BFF for the browser: lib/client/<resource>.ts, whose calls all go through
    // lib/client/request.ts and parse every answer. Server code (lib/provider, lib/server, lib/bff,
    // app/**/route.ts) fetches as it must and is not in these folders.
    files: ['components/**/*.{ts,tsx}', 'lib/basket/**/*.ts', 'lib/account/**/*.ts', 'lib/catalogue/**/*.ts', 'lib/payment/**/*.ts', 'lib/reviews/**/*.ts', 'lib/search/**/*.ts', 'lib/browser/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the BFF through lib/client/<resource>.ts: one way in, and every answer parsed (no unchecked JSON reaches a screen).',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the BFF through lib/client/<resource>.ts: one way in, every answer parsed.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the BFF through lib/client/<resource>.ts: one way in, every answer parsed.' },
      ],
    },
  },
];

export default config;
