// Who is signed in (components/auth/use-user.ts), the page's one check of GET /api/user: readers
// mounting together share one request, a focus checks again at most every USER_FOCUS_THROTTLE_MS,
// a failed check keeps the last known user, and an answer that arrives after a login or logout
// wrote the user is dropped.
import { act, screen } from '@testing-library/react';
import {
  clearUser,
  onUserFocusCheck,
  resetUserStore,
  setUser,
  USER_DEDUPE_MS,
  USER_FOCUS_THROTTLE_MS,
  useUser,
} from '@/components/auth/use-user';
import { mockBff, user } from '../../support/account-harness';
import { renderWithIntl } from '../../support/render';

function Reader({ name }: { name: string }) {
  const state = useUser();
  return (
    <p data-testid={name}>
      {state.status}:{state.user ? state.user.name : String(state.user)}
    </p>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  resetUserStore();
});
afterEach(() => {
  jest.useRealTimers();
});

const userCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/user').length;

it('asks once for readers mounting together, and again only after the dedupe time', async () => {
  const calls = mockBff({ 'GET /api/user': { status: 200, body: { user } } });
  const { unmount } = renderWithIntl(
    <>
      <Reader name="a" />
      <Reader name="b" />
    </>,
  );
  expect(screen.getByTestId('a')).toHaveTextContent('loading:undefined');
  await act(async () => undefined);
  expect(screen.getByTestId('a')).toHaveTextContent('signed-in:Ana2024');
  expect(screen.getByTestId('b')).toHaveTextContent('signed-in:Ana2024');
  expect(userCalls(calls)).toBe(1);
  expect(calls[0]!.query.get('locale')).toBe('en');

  unmount();
  renderWithIntl(<Reader name="c" />);
  await act(async () => undefined);
  expect(userCalls(calls)).toBe(1);
  expect(screen.getByTestId('c')).toHaveTextContent('signed-in:Ana2024');

  act(() => jest.advanceTimersByTime(USER_DEDUPE_MS));
  renderWithIntl(<Reader name="d" />);
  await act(async () => undefined);
  expect(userCalls(calls)).toBe(2);
});

it('checks again when the window regains focus, at most once per throttle time, with what follows it', async () => {
  let signedIn = true;
  const calls = mockBff({ 'GET /api/user': () => ({ status: 200, body: { user: signedIn ? user : null } }) });
  const followed = jest.fn();
  const stop = onUserFocusCheck(followed);
  renderWithIntl(<Reader name="a" />);
  await act(async () => undefined);
  act(() => jest.advanceTimersByTime(USER_DEDUPE_MS));

  signedIn = false;
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(screen.getByTestId('a')).toHaveTextContent('guest:null');
  expect(userCalls(calls)).toBe(2);
  expect(followed).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(USER_FOCUS_THROTTLE_MS - 1));
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(userCalls(calls)).toBe(2);
  act(() => jest.advanceTimersByTime(1));
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(userCalls(calls)).toBe(3);
  expect(followed).toHaveBeenCalledTimes(2);
  stop();
});

it('keeps the last known user when a check fails', async () => {
  let offline = false;
  mockBff({ 'GET /api/user': () => (offline ? 'offline' : { status: 200, body: { user } }) });
  resetUserStore({ dedupeMs: 0, focusThrottleMs: 0 });
  renderWithIntl(<Reader name="a" />);
  await act(async () => undefined);
  offline = true;
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(screen.getByTestId('a')).toHaveTextContent('error:Ana2024');
});

it('drops an answer that arrives after the user was written', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  mockBff({ 'GET /api/user': () => new Promise((resolve) => (answer = resolve)) });
  renderWithIntl(<Reader name="a" />);
  await act(async () => undefined);
  await act(async () => {
    await setUser(user);
  });
  expect(screen.getByTestId('a')).toHaveTextContent('signed-in:Ana2024');
  await act(async () => answer({ status: 200, body: { user: null } }));
  expect(screen.getByTestId('a')).toHaveTextContent('signed-in:Ana2024');
  await act(async () => {
    await clearUser();
  });
  expect(screen.getByTestId('a')).toHaveTextContent('guest:null');
});
