import '@testing-library/jest-dom';

// Who is signed in is one store per page (components/auth/use-user.ts): every test starts as a new
// page would, checking at once on mount and on every focus (no dedupe or throttle to wait out).
// Required here, not imported, so that a test file's own jest.mock of its imports applies to it
// (a file that mocks the store itself may leave the reset out).
beforeEach(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const store = require('@/components/auth/use-user') as Partial<typeof import('@/components/auth/use-user')>;
  store.resetUserStore?.({ dedupeMs: 0, focusThrottleMs: 0 });
});

// A tab's storage outlives a test in jsdom: each test starts as a new tab would (the checkout keeps
// its attempts' Idempotency-Keys there).
beforeEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
