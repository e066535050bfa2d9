// The page's error screen: a chunk of the page's own code that is gone (a tab opened before a
// deploy) reloads the page; any other error keeps the screen with its retry.
import { screen } from '@testing-library/react';
import ErrorPage from '@/app/[locale]/error';
import { page } from '@/lib/browser/chunk-reload';
import en from '@/messages/en.json';
import { renderWithIntl } from '../support/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/navigation-mock'));

let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('reloads the page when a chunk failed to load', () => {
  renderWithIntl(<ErrorPage error={new Error('Failed to load chunk /_next/static/chunks/9ab.js from module 7')} reset={jest.fn()} />);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('shows the retry, without reloading, for any other error', () => {
  renderWithIntl(<ErrorPage error={new Error('provider unreachable')} reset={jest.fn()} />);
  expect(screen.getByRole('button', { name: en.Errors.retry })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});
