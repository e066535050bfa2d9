// The navbar's search hints as a shopper meets them: each with its product's small cover and price
// in the page's language, named by its text and price, chosen with the keyboard.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from '@/components/search/search-bar';
import { forgetSearchHints } from '@/components/search/use-search-hints';
import type { SearchHints } from '@/lib/types/catalogue';
import { pushed } from '../../support/navigation-mock';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const hints: SearchHints = {
  byName: [
    { id: 8, name: 'Подарочная карта Steam 20 USD (США)', cover_path: '/media/covers/8.svg', price: 1899 },
    { id: 39, name: 'Подарочная карта Steam 1 000 RUB (Россия)', cover_path: '/media/covers/39.svg', price: 123456 },
  ],
  byArticle: [{ id: 26, name: 'Подарочная карта Steam 50 BRL (Бразилия)', article: 'STM-BR-050', cover_path: '/media/covers/26.svg', price: 899 }],
};

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  pushed.length = 0;
  forgetSearchHints();
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return { ok: true, status: 200, json: async () => hints } as Response;
  }) as typeof fetch;
});

function renderBar() {
  return renderWithIntl(<SearchBar />, 'ru');
}

it('shows each hint with a small lazy cover and its price in the page language', async () => {
  const t = allMessages.ru.Search;
  renderBar();
  await userEvent.type(screen.getByRole('combobox', { name: t.label }), 'стим');
  const first = await screen.findByRole('option', { name: /Steam 20 USD/ }, { timeout: 2000 });
  expect(new URL(asked[0]!, 'http://shop').searchParams.get('q')).toBe('стим');
  expect(new URL(asked[0]!, 'http://shop').searchParams.get('locale')).toBe('ru');

  // Named by its text and price: the cover's alt text does not repeat the name.
  expect(first).toHaveAccessibleName(/^Подарочная карта Steam 20 USD \(США\) 18,99\s€$/);
  const cover = screen.getByRole('img', { name: t.hintCover.replace('{name}', hints.byName[0]!.name) });
  expect(cover).toHaveAttribute('src', '/media/covers/8.svg');
  expect(cover).toHaveAttribute('loading', 'lazy');
  expect(cover).toHaveAttribute('width', '40');
  expect(cover).toHaveAttribute('height', '30');
  expect(screen.getByRole('option', { name: /1 000 RUB/ })).toHaveTextContent(/1\s234,56\s€/);
  // An article hint is named with its article too.
  expect(screen.getByRole('option', { name: /STM-BR-050/ })).toHaveAccessibleName(/^Подарочная карта Steam 50 BRL \(Бразилия\) STM-BR-050 8,99\s€$/);
  // Its text is the same words as its name (WCAG 2.5.3), not run together ("(США)18,99 €").
  for (const option of screen.getAllByRole('option')) {
    expect(option.textContent!.replace(/\s+/g, ' ').trim()).toBe(option.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' ').replace(/\s+/g, ' '));
  }
});

it('shows the nominal and region of each hint apart from its line, so a narrow screen never cuts them', async () => {
  renderBar();
  await userEvent.type(screen.getByRole('combobox', { name: allMessages.ru.Search.label }), 'стим');
  const first = await screen.findByRole('option', { name: /Steam 20 USD/ }, { timeout: 2000 });
  // The line and the variant are two elements: only the line may be cut with an ellipsis.
  expect(within(first).getByText('Подарочная карта Steam', { exact: true })).toBeInTheDocument();
  expect(within(first).getByText('20 USD (США)', { exact: true })).toBeInTheDocument();
  const article = screen.getByRole('option', { name: /STM-BR-050/ });
  expect(within(article).getByText('50 BRL (Бразилия)', { exact: true })).toBeInTheDocument();
  // Still named by the whole name, as before.
  expect(first).toHaveAccessibleName(/^Подарочная карта Steam 20 USD \(США\) 18,99\s€$/);
});

it('keeps the keyboard model: arrows move through names then articles, Enter opens the choice', async () => {
  renderBar();
  const input = screen.getByRole('combobox', { name: allMessages.ru.Search.label });
  await userEvent.type(input, 'steam');
  await screen.findAllByRole('option', {}, { timeout: 2000 });
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  const article = screen.getByRole('option', { name: /STM-BR-050/ });
  expect(article).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', article.id);
  await userEvent.keyboard('{Enter}');
  expect(pushed).toEqual(['/product/26']);
});
