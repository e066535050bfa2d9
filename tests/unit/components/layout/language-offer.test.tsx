// The language offer as a visitor meets it: in the offered language, a real link to the same page
// in it, and a remembered choice either way.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageOffer, type LanguageOfferTexts } from '@/components/layout/language-offer';
import type { Locale } from '@/i18n/routing';
import { setPathname } from '../../support/navigation-mock';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const texts = Object.fromEntries(
  (['en', 'ru', 'hi'] as const).map((locale) => [locale, allMessages[locale].LanguageOffer]),
) as Partial<Record<Locale, LanguageOfferTexts>>;

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

async function show(locale: Locale = 'pt-BR') {
  renderWithIntl(<LanguageOffer texts={texts} />, locale);
  await act(async () => {});
}

beforeEach(() => {
  clearCookies();
  setPathname('/category/steam');
  window.history.replaceState(null, '', '/category/steam?sort=price');
});

afterEach(() => jest.restoreAllMocks());

it('offers a Russian browser the same page in Russian, written in Russian', async () => {
  browserLanguages(['ru-RU', 'ru']);
  await show();
  const offer = screen.getByRole('region', { name: allMessages.ru.LanguageOffer.label });
  expect(offer).toHaveAttribute('lang', 'ru');
  expect(offer).toHaveTextContent(allMessages.ru.LanguageOffer.text);
  const link = screen.getByRole('link', { name: allMessages.ru.LanguageOffer.switch });
  expect(link).toHaveAttribute('href', '/category/steam?sort=price');
  expect(link).toHaveAttribute('data-locale', 'ru');
  expect(link).toHaveAttribute('hreflang', 'ru');
});

it('remembers a switch in the cookie', async () => {
  browserLanguages(['hi-IN']);
  await show();
  const link = screen.getByRole('link', { name: allMessages.hi.LanguageOffer.switch });
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(document.cookie).toContain('preferred_locale=hi');
});

it('"stay" remembers Portuguese and closes the offer', async () => {
  browserLanguages(['en-US', 'en']);
  await show();
  await userEvent.click(screen.getByRole('button', { name: allMessages.en.LanguageOffer.stay }));
  expect(screen.queryByRole('region', { name: allMessages.en.LanguageOffer.label })).toBeNull();
  expect(document.cookie).toContain('preferred_locale=pt-BR');
});

it('offers nothing after a remembered choice', async () => {
  document.cookie = 'preferred_locale=pt-BR; Path=/';
  browserLanguages(['ru-RU']);
  await show();
  expect(screen.queryByRole('region')).toBeNull();
});

it('offers nothing to a Portuguese browser', async () => {
  browserLanguages(['pt-BR', 'pt', 'en']);
  await show();
  expect(screen.queryByRole('region')).toBeNull();
});
