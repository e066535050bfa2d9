// The product page's share button (components/product/share-button.tsx): the share sheet with the
// canonical URL where the browser has one; else the link copied and "Link copied" announced; and the
// link shown to copy by hand when the clipboard is refused.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_FEEDBACK_MS, ShareButton } from '@/components/product/share-button';
import { renderWithIntl } from '../../support/render';

const URL_OF_PAGE = 'https://shop.example/ru/product/12';

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

let events: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
  jest.useRealTimers();
});

it('copies the link without a share sheet and says so for a while', async () => {
  const writeText = jest.fn(async () => {});
  setNavigator('share', undefined);
  setNavigator('clipboard', { writeText });
  renderWithIntl(<ShareButton url={URL_OF_PAGE} title="Steam 50" />);
  await events.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link copied')).toBe(screen.getByRole('status'));
  expect(writeText).toHaveBeenCalledWith(URL_OF_PAGE);
  await act(() => jest.advanceTimersByTimeAsync(SHARE_FEEDBACK_MS));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('shows the link to copy by hand when the clipboard is refused', async () => {
  setNavigator('clipboard', { writeText: jest.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
  renderWithIntl(<ShareButton url={URL_OF_PAGE} title="Steam 50" />, 'pt-BR');
  await events.click(screen.getByRole('button', { name: 'Compartilhar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível copiar o link');
  expect(screen.getByRole('textbox', { name: 'Link deste produto' })).toHaveValue(URL_OF_PAGE);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('opens the share sheet with the canonical URL where there is one', async () => {
  const share = jest.fn(async () => {});
  const writeText = jest.fn(async () => {});
  setNavigator('share', share);
  setNavigator('clipboard', { writeText });
  renderWithIntl(<ShareButton url={URL_OF_PAGE} title="Steam 50" />, 'ru');
  await events.click(screen.getByRole('button', { name: 'Поделиться' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(share).toHaveBeenCalledWith({ title: 'Steam 50', url: URL_OF_PAGE });
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
