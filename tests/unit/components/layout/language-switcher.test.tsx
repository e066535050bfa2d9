// The language menu as a keyboard user meets it: loaded on first focus, opened from its button, the
// current language marked, arrows, Home/End and typeahead move between real links, Escape returns
// to the button; choosing a language remembers it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { setPathname } from '../../support/navigation-mock';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

// jsdom lacks what Radix's positioning observes; the menu's behaviour does not depend on it.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

const ru = allMessages.ru.Language;

function languageButton() {
  return screen.getByRole('button', { name: /Текущий язык/ });
}

beforeEach(() => {
  setPathname('/category/steam');
  document.cookie = 'preferred_locale=; Max-Age=0; Path=/';
});

it('opens with the keyboard, marks the current language and moves by arrows, Home/End and typeahead', async () => {
  renderWithIntl(<LanguageSwitcher />, 'ru');
  expect(screen.queryByRole('menu')).toBeNull();
  await userEvent.tab();
  // The Radix menu takes the stand-in button's place and keeps the focus.
  await waitFor(() => expect(languageButton()).toHaveAttribute('data-state', 'closed'));
  expect(languageButton()).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: ru.label });
  const items = screen.getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['Português', 'English', 'Русский', 'हिन्दी']);
  expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
  // Real links to the same page in each language.
  expect(items.map((item) => [item.tagName, item.getAttribute('href'), item.getAttribute('data-locale')])).toEqual([
    ['A', '/category/steam', 'pt-BR'],
    ['A', '/category/steam', 'en'],
    ['A', '/category/steam', 'ru'],
    ['A', '/category/steam', 'hi'],
  ]);
  await waitFor(() => expect(items[0]).toHaveFocus());
  await userEvent.keyboard('{End}');
  expect(items[3]).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(items[0]).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(items[1]).toHaveFocus();
  await userEvent.keyboard('р');
  expect(items[2]).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(menu).not.toBeInTheDocument());
  expect(languageButton()).toHaveFocus();
});

it('remembers the language chosen', async () => {
  renderWithIntl(<LanguageSwitcher />, 'ru');
  await userEvent.tab();
  await waitFor(() => expect(languageButton()).toHaveAttribute('data-state', 'closed'));
  await userEvent.keyboard('{Enter}');
  const english = await screen.findByRole('menuitem', { name: 'English' });
  english.addEventListener('click', (event) => event.preventDefault());
  await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{Enter}');
  expect(document.cookie).toContain('preferred_locale=en');
});

it('opens at its first language when a key is pressed on the button before the menu has loaded', async () => {
  renderWithIntl(<LanguageSwitcher />, 'en');
  const standIn = screen.getByRole('button', { name: /Current language/ });
  standIn.focus();
  fireEvent.keyDown(standIn, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu', { name: allMessages.en.Language.label });
  await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
});

it('opens when the menu arrives between the press and its click (the stand-in button is gone by then)', async () => {
  renderWithIntl(<LanguageSwitcher />, 'pt-BR');
  const standIn = screen.getByRole('button', { name: /Idioma atual/ });
  // Only the pointerdown reaches the stand-in: its click would land on the menu's own button.
  fireEvent.pointerDown(standIn);
  expect(await screen.findByRole('menu', { name: allMessages['pt-BR'].Language.label })).toBeInTheDocument();
});

it('stays closed when the pointer only passes over the button', async () => {
  renderWithIntl(<LanguageSwitcher />, 'en');
  fireEvent.pointerEnter(screen.getByRole('button', { name: /Current language/ }));
  // The menu's own button replaces the stand-in once loaded, closed.
  await waitFor(() => expect(screen.getByRole('button', { name: /Current language/ })).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(screen.getByRole('button', { name: /Current language/ })).toHaveAttribute('data-state', 'closed'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
